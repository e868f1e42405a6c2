import type { MessageLoader } from '@shop/shared';

/** The 'admin' namespace: only the language in use is loaded (a chunk per language). */
export const ADMIN_NAMESPACE = 'admin';
export const loadMessages: MessageLoader = (lang) => import(`../locales/${lang}.json`);
