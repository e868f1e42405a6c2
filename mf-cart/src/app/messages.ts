import type { MessageLoader } from '@shop/shared';

/** The 'cart' namespace: one JSON per language, loaded only for the languages in use. */
export const CART_NAMESPACE = 'cart';
export const loadCartMessages: MessageLoader = (lang) => import(`../locales/${lang}.json`);
