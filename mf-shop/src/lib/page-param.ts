/** The page number of a list from the URL (`?page=N`): a whole number from 1; anything else means page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** The same query with another page; page 1 is left out so the first page has one canonical URL. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The search text from the URL (`?q=`), trimmed. */
export function searchTextFromParams(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim();
}

/** Spec section 5: the search text needs at least 2 characters (the API's limit). */
export { MIN_SEARCH_LENGTH } from '@shop/shared';
