import type { MenuCategory } from '@shop/shared';

/**
 * The category menu as the header shows it (loaded with the header's data, app/header-data.ts, and again whenever the
 * language changes, spec section 4). A failure leaves the menu with a retry, never the header broken.
 */
export type CategoryMenuState =
  | { status: 'loading'; categories: null; retry: () => void }
  | { status: 'ready'; categories: MenuCategory[]; retry: () => void }
  | { status: 'failed'; categories: null; retry: () => void };

