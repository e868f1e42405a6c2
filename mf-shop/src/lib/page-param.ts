/** The page number of a list from the URL: the shell reads it the same way to fetch a category page ahead. */
export { pageFromParams } from '@shop/shared';

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
