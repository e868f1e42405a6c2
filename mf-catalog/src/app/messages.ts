import type { MessageLoader } from '@shop/shared';

/** The 'catalog' namespace: only the language in use is loaded (a chunk per language). */
export const CATALOG_NAMESPACE = 'catalog';
export const loadMessages: MessageLoader = (lang) => import(`../locales/${lang}.json`);
