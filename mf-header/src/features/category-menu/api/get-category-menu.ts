import type { MenuCategory } from '@shop/shared';
import { useCategoryMenu as useMenuAnswer } from '@shop/shared/react';

export type CategoryMenuState =
  | { status: 'loading'; categories: null; retry: () => void }
  | { status: 'ready'; categories: MenuCategory[]; retry: () => void }
  | { status: 'failed'; categories: null; retry: () => void };

/**
 * The category menu, loaded when the header mounts (the menu then opens without waiting; the server render has it
 * already) and again whenever the language changes (spec section 4). A failure leaves the menu with a retry, never
 * the header broken.
 */
export function useCategoryMenu(): CategoryMenuState {
  const menu = useMenuAnswer();
  if (menu.status === 'success') return { status: 'ready', categories: menu.data, retry: menu.refetch };
  if (menu.status === 'error') return { status: 'failed', categories: null, retry: menu.refetch };
  return { status: 'loading', categories: null, retry: menu.refetch };
}
