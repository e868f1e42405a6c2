import type { HomepageModule, TopCategory } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** The enabled sections of the home page, in order, from its route's loader (app/routes.tsx). */
export function useHomepageModules() {
  return useLoaded<HomepageModule[]>('modules');
}

/** The top categories of the home page's section (idle without that section). */
export function useTopCategories() {
  return useLoaded<TopCategory[]>('topCategories');
}
