// Public API of @shop/shared (core, no React): a Module Federation singleton, so one bus and one i18n per page.
export { LANGUAGES, LANG_CODES, DEFAULT_LANG, isLang, localeTag, langOfPath, type Lang } from './languages.ts';
export { ROUTES, LAYOUT_SLOTS, matchRoute, localePath, switchLanguagePath, routeFullName, allRouteNames } from './routing/routes.ts';
export type { RouteDefinition, ResolvedRoute, Layout, SlotName, RemoteName, Guard, ValidityRule } from './routing/routes.ts';
export { navigate } from './routing/navigate.ts';
export { publicConfig, type PublicConfig } from './config.ts';
export { i18n, registerNamespace, setLanguage, currentLang, currentLocaleTag, type MessageLoader } from './i18n/i18n.ts';
export { api, describeApiError, isBlacklisted, type ApiFailure, type FieldErrors } from './api/client.ts';
export { tokenStore } from './api/token-store.ts';
export { Store } from './bus/store.ts';
export { cartStore, cartEvents$, loadCart, addToCart, removeFromCart, setCartQuantity, updateCartContact, sendCart } from './bus/cart.ts';
export type { CartState, CartEvent } from './bus/cart.ts';
export { authStore, signIn, signOut, ensureCurrentUser, hasToken, type AuthState } from './bus/auth.ts';
export { brandColors, themeTokens, breakpoints } from './theme.ts';
export { formatPrice } from './format-price.ts';
export { consentRequests$, openConsentSettings } from './consent.ts';
export { MAX_LINE_QUANTITY, MIN_SEARCH_LENGTH } from '@shop/api/limits';
export type * from '@shop/api/schemas';
