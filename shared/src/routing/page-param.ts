/** The page number of a list from the URL (`?page=N`): a whole number from 1; anything else means page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}
