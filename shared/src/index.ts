// Public API of @shop/shared (core, no React): a Module Federation singleton, so one bus and one i18n per page.
export { LANGUAGES, LANG_CODES, DEFAULT_LANG, isLang, localeTag, langOfPath, type Lang } from './languages.ts';
// The root's language rules the shell applies in the browser (the server's are in ./routing/routes.ts's exports).
export { detectLanguage, languageCookie, readLanguageCookie } from './routing/root-language.ts';
export { ROUTES, LAYOUT_SLOTS, SERVER_RENDERED_ATTRIBUTE, HYDRATED_EVENT, matchRoute, localePath, switchLanguagePath, routeFullName, allRouteNames } from './routing/routes.ts';
export type { RouteDefinition, ResolvedRoute, Layout, SlotName, RemoteName, Guard, ValidityRule, DataAhead } from './routing/routes.ts';
export { navigate } from './routing/navigate.ts';
export { registerRouteCode, preloadRouteCode, preloadPageCode, hasRouteCode, type RouteCodeLoader } from './routing/route-code.ts';
export { navigationPendingStore, reportNavigationPending } from './routing/navigation-pending.ts';
export { pageFromParams, pageQuery, pageLinks, PAGE_GAP } from './routing/page-param.ts';
export { publicConfig, providePublicConfig, type PublicConfig } from './config.ts';
export { i18n, registerNamespace, setLanguage, currentLang, currentLocaleTag, type MessageLoader } from './i18n/i18n.ts';
export { api, apiInstance, fetchAhead, warmHttpCache, describeApiError, isBlacklisted, isAxiosError, isCancelled, type ApiFailure, type FieldErrors } from './api/client.ts';
export { CATEGORY_PAGE_SIZE, categoryRequest, getCategory } from './api/category.ts';
export { homepageModulesRequest, getHomepageModules } from './api/homepage.ts';
export { productRequest, getProduct } from './api/product.ts';
export { tokenStore } from './api/token-store.ts';
export { Store } from './bus/store.ts';
export { cartStore, cartEvents$, CART_COUNT_ATTRIBUTE, EARLY_CART_COUNT_PROPERTY, loadCart, addToCart, removeFromCart, setCartQuantity, updateCartContact, sendCart } from './bus/cart.ts';
export type { CartState, CartEvent } from './bus/cart.ts';
export { authStore, signIn, signOut, ensureCurrentUser, hasToken, type AuthState } from './bus/auth.ts';
export { brandColors, themeTokens, antdTheme, breakpoints } from './theme.ts';
export { formatNumber, formatPrice, formatFileSize } from './format-number.ts';
export { formatLongDate } from './format-date.ts';
export { whenIdle, afterLoadWhenIdle, yieldToBrowser } from './when-idle.ts';
export { consentRequests$, openConsentSettings } from './consent.ts';
export { MAX_LINE_QUANTITY, MIN_SEARCH_LENGTH } from './contracts/limits.ts';
export type * from './contracts/index.ts';
