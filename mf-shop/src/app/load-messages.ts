import type { MessageLoader } from '@shop/shared';

/** The remote's i18next namespace 'shop', one JSON file per language, loaded only for the languages in use. */
export const loadShopMessages: MessageLoader = (lang) => import(`../locales/${lang}.json`);
