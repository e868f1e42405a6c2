import { useEffect, useState } from 'react';
import { api, type MenuCategory } from '@shop/shared';
import { useLang } from '@shop/shared/react';

/** GET /api/product-category/menu: every top category with its thumbnail and children, in the request language. */
export async function getCategoryMenu(signal?: AbortSignal): Promise<MenuCategory[]> {
  const { data } = await api.get<{ data: MenuCategory[] }>('/api/product-category/menu', { signal });
  return data.data;
}

export type CategoryMenuState =
  | { status: 'loading'; categories: null; retry: () => void }
  | { status: 'ready'; categories: MenuCategory[]; retry: () => void }
  | { status: 'failed'; categories: null; retry: () => void };

interface Settled {
  key: string;
  categories: MenuCategory[] | null;
}

/**
 * The category menu, loaded when the header mounts (the menu then opens without waiting) and again whenever the
 * language changes (spec section 4). A failure leaves the menu with a retry, never the header broken.
 */
export function useCategoryMenu(): CategoryMenuState {
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${lang}|${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getCategoryMenu(controller.signal).then(
      (categories) => setSettled({ key, categories }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf-header] The category menu could not be loaded.', error);
        setSettled({ key, categories: null });
      },
    );
    return () => controller.abort();
  }, [key]);

  const retry = () => setAttempt((n) => n + 1);
  // A result is shown only for the language it was loaded in.
  if (!settled || settled.key !== key) return { status: 'loading', categories: null, retry };
  if (settled.categories === null) return { status: 'failed', categories: null, retry };
  return { status: 'ready', categories: settled.categories, retry };
}
