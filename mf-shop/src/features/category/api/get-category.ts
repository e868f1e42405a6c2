import { getCategory, listingParams, type CategoryListing } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/**
 * The category page's data: the category, its children, its filters and one page of its products, sorted and
 * filtered as the URL says (the shell fetches the same request ahead, so a navigation's page renders once, with it:
 * `waitOnMount`). A new page, sort or filter keeps the list on screen while it loads (`keepPrevious`).
 */
export function useCategory(slug: string, page: number, listing: CategoryListing) {
  const key = `category|${slug}|${page}|${new URLSearchParams(listingParams(listing)).toString()}`;
  return useApi(key, (signal) => getCategory(slug, page, { listing, signal }), { waitOnMount: true, keepPrevious: true });
}
