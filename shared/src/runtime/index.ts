// @shop/shared/runtime: the page-wide state every frontend must see as one: the i18next instance, the API client
// with its token store, the cart and auth buses, consent requests, the pending-navigation flag and the route-code
// registry. Module Federation shares this entry as a strict singleton (shared/federation.mjs), so a page holds one
// copy whichever build loaded it first.
//
// It is a contract between separately released builds: a remote built against runtime ^1.x works with any 1.x
// the page already has. So: add to it rarely; never remove or change an export within a major version (bump the
// "shop.runtimeVersion" major in shared/package.json instead); put pure helpers and React components elsewhere in
// @shop/shared, where each remote bundles its own copy and may use a new one the day it is written.
export { publicConfig, providePublicConfig, type PublicConfig } from './public-config.ts';
export { i18n, registerNamespace, loadLanguage, setLanguage, currentLang, currentLocaleTag, type MessageLoader } from './i18n.ts';
export { api, apiInstance, markAhead, describeApiError, isBlacklisted, isAxiosError, isCancelled, type ApiFailure, type FieldErrors } from './api-client.ts';
export { tokenStore } from './token-store.ts';
export { Store } from './store.ts';
export { cartStore, cartEvents$, CART_COUNT_ATTRIBUTE, EARLY_CART_COUNT_PROPERTY, loadCart, addToCart, removeFromCart, setCartQuantity, updateCartContact, sendCart } from './cart.ts';
export type { CartState, CartEvent } from './cart.ts';
export { authStore, signIn, signOut, ensureCurrentUser, hasToken, type AuthState } from './auth.ts';
export { consentRequests$, openConsentSettings } from './consent.ts';
export { navigationPendingStore, reportNavigationPending } from './navigation-pending.ts';
export { registerRouteCode, preloadRouteCode, preloadPageCode, hasRouteCode, type RouteCodeLoader } from './route-code.ts';
