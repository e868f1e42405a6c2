/** The page number of a list from the URL (`?page=N`): a whole number from 1; anything else means page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** The same query with another page; page 1 is left out so the first page of a list has one canonical URL. */
export function pageQuery(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** A gap in a list of page links (the pages it stands for are reached from the links beside it). */
export const PAGE_GAP = 'gap';

/**
 * The pages a pagination links to, in order: the first and the last, the current one with its neighbours, and a gap
 * where pages are left out. A gap never stands for a single page (that page is shown instead), so the list has at
 * most seven entries and the same width on every page of a long list.
 */
export function pageLinks(current: number, last: number): (number | typeof PAGE_GAP)[] {
  if (last <= 7) return Array.from({ length: Math.max(last, 0) }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), last);
  // Five pages around the current one, moved inwards at either end so the first and last stay apart from them.
  const start = Math.min(Math.max(page - 1, 3), last - 4);
  const end = Math.max(Math.min(page + 1, last - 2), 5);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    start === 3 ? 2 : PAGE_GAP,
    ...middle,
    end === last - 2 ? last - 1 : PAGE_GAP,
    last,
  ];
}
