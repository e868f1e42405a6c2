import { useCallback, useEffect, useState } from 'react';
import axios from 'axios';
import { api, describeApiError, type ApiFailure, type MenuCategory } from '@shop/shared';
import { useApiLanguage } from '../../../lib/use-api-language.ts';

/** GET /api/product-category/menu: every top category with its thumbnail and children, in the current language. */
export async function getCategoryMenu(signal?: AbortSignal): Promise<MenuCategory[]> {
  const { data } = await api.get<{ data: MenuCategory[] }>('/api/product-category/menu', { signal });
  return data.data;
}

export type CategoryMenuState =
  | { status: 'loading' }
  | { status: 'error'; failure: ApiFailure }
  | { status: 'success'; categories: MenuCategory[] };

interface Answer {
  /** The request this answer belongs to (language and attempt), so a stale answer is never shown. */
  request: string;
  state: CategoryMenuState;
}

/** The category menu; reloads when the language changes (spec section 4) and on retry. */
export function useCategoryMenu(): CategoryMenuState & { retry: () => void } {
  const lang = useApiLanguage();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = `${lang}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getCategoryMenu(controller.signal)
      .then((categories) => setAnswer({ request, state: { status: 'success', categories } }))
      .catch((error: unknown) => {
        if (axios.isCancel(error)) return;
        setAnswer({ request, state: { status: 'error', failure: describeApiError(error) } });
      });
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: CategoryMenuState = answer?.request === request ? answer.state : { status: 'loading' };
  return { ...state, retry };
}
