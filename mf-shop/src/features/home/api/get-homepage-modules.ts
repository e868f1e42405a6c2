import { getHomepageModules } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** The enabled sections of the home page, in order (the shell fetches them ahead of the page). */
export function useHomepageModules() {
  return useApi('homepage-modules', getHomepageModules);
}
