// The shop's calendar: its days are days in Bratislava (order date filters, a post's publication date).
export const SHOP_TIME_ZONE = 'Europe/Bratislava';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the shop, as YYYY-MM-DD (the form of a post's publication date). */
export function shopToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}
