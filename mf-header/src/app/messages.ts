import type { MessageLoader } from '@shop/shared';

/** The 'header' namespace: one JSON per language, loaded only for the languages in use. */
export const HEADER_NAMESPACE = 'header';
export const loadHeaderMessages: MessageLoader = (lang) => import(`../locales/${lang}.json`);
