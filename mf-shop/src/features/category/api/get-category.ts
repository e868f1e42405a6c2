import { getCategory } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/**
 * The category page's data: the category, its children and one page of its products (the shell fetches it ahead,
 * so a navigation's page renders once, with it: `waitOnMount`).
 */
export function useCategory(slug: string, page: number) {
  return useApi(`category|${slug}|${page}`, (signal) => getCategory(slug, page, { signal }), { waitOnMount: true });
}
