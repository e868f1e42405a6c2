// Dates in the long localized format (LL) of the page's language; an empty value gives ''.
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

export function formatLongDate(value: string | null | undefined, lang: Lang, format = 'LL'): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(LOCALES[lang]).format(format) : '';
}
