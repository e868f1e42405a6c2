/** The page of a list in the URL, read and written by the core: the shell reads it the same way to fetch a category page ahead. */
export { pageFromParams, pageQuery } from '@shop/shared';

/** The search text from the URL (`?q=`), trimmed. */
export function searchTextFromParams(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim();
}

/** Spec section 5: the search text needs at least 2 characters (the API's limit). */
export { MIN_SEARCH_LENGTH } from '@shop/shared';
