// antd's DatePicker formats through dayjs in the picker's locale (sk_SK -> dayjs "sk", ...), but dayjs knows a
// language's month names and its long-date pattern (LL) only when that locale and the localizedFormat plugin are
// loaded: without them the post editor's date read "LL". Imported by the screens with a date picker.
import dayjs, { type Dayjs } from 'dayjs';
import { formatLongDate, type Lang } from '@shop/shared';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/sk';
import 'dayjs/locale/hu';
import 'dayjs/locale/sr';
import 'dayjs/locale/ru';

dayjs.extend(localizedFormat);

/**
 * The date picker's formats in `lang`: shown as the public pages write a date (formatLongDate: "26. novembra 2026",
 * which dayjs's Slovak and Serbian LL do not), typed as dayjs's LL or the numeric forms people type.
 */
export function longDateFormats(lang: Lang): [(value: Dayjs) => string, ...string[]] {
  return [(value) => formatLongDate(value.format('YYYY-MM-DD'), lang), 'LL', 'D. M. YYYY', 'D.M.YYYY', 'YYYY-MM-DD'];
}
