// Dates as the spec shows them: the long localized format (LL) of the language in use; an empty value gives ''.
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import en from 'dayjs/locale/en';
import hu from 'dayjs/locale/hu';
import ru from 'dayjs/locale/ru';
import sk from 'dayjs/locale/sk';
import sr from 'dayjs/locale/sr';
import type { Lang } from '@shop/shared';

dayjs.extend(localizedFormat);

const LOCALES = { sk, en, hu, sr, ru } as const;

export const DEFAULT_DATE_FORMAT = 'LL';

export function formatDate(value: string | null | undefined, lang: Lang, format: string = DEFAULT_DATE_FORMAT): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(LOCALES[lang]).format(format) : '';
}
