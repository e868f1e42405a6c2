// Public API of @shop/shared (core, no React). Pure helpers: every build bundles its own copy. The page-wide state
// (i18n, API client, buses) is @shop/shared/runtime, re-exported here by its package name so that Module Federation
// hands every build the page's one copy (a relative import would bundle a second).
export * from '@shop/shared/runtime';
export { LANGUAGES, LANG_CODES, DEFAULT_LANG, isLang, localeTag, languageName, hreflang, ogLocale, langPrefix, langOfPath, langOfTag, resolveLanguage, type Lang, type LanguageHints } from './languages.ts';
// The root's language rules the shell applies in the browser (the server's are in ./routing/routes.ts's exports).
export { pageLanguage, languageCookie, readLanguageCookie } from './routing/root-language.ts';
export { ROUTES, LAYOUT_SLOTS, SERVER_RENDERED_ATTRIBUTE, HYDRATED_EVENT, matchRoute, localePath, routePattern, switchLanguagePath, routeFullName, allRouteNames } from './routing/routes.ts';
export type { RouteDefinition, ResolvedRoute, Layout, SlotName, Guard } from './routing/routes.ts';
export { HEADER_REMOTE, PAGE_REMOTES, REMOTE_NAMES, federationNameOf, isRemoteName, type RemoteName, type PageRemoteName } from './remotes.ts';
export { navigate } from './routing/navigate.ts';
export { RETURN_PARAM, safeAdminReturnPath, loginPathReturningTo } from './routing/admin-return.ts';
export { pageFromParams, pageQuery, pageLinks, PAGE_GAP } from './routing/page-param.ts';
export { CATEGORY_PAGE_SIZE, categoryRequest, getCategory } from './api/category.ts';
export { CATEGORY_SORTS, DEFAULT_LISTING, FINISH_KEY_PATTERN, MAX_PRICE_FILTER, MAX_SIZE_MM, SIZE_PARAMS, listingFilters, listingFromParams, listingParams, listingQuery, unfiltered, wholeNumber, type CategoryListing, type CategorySort } from './contracts/category-listing.ts';
export { homepageModulesRequest, getHomepageModules } from './api/homepage.ts';
export { categoryMenuRequest, getCategoryMenu, topCategoriesRequest, getTopCategories } from './api/categories.ts';
export { productRequest, getProduct } from './api/product.ts';
export { brandColors, themeTokens, antdTheme, breakpoints } from './theme.ts';
export { decimalSeparator, formatNumber, formatPrice, formatFileSize, parseNumberText } from './format-number.ts';
export { formatLongDate } from './format-date.ts';
export { ORDER_KEY_HEADER, formatIban, variableSymbolOf } from './bank-payment.ts';
export { BRAND_NAME, pageTitle } from './brand.ts';
export { loadRecaptcha, recaptchaToken, recaptchaScriptUrl, RECAPTCHA_POLL_MS, RECAPTCHA_TIMEOUT_MS, type Grecaptcha } from './recaptcha.ts';
export { whenIdle, afterLoadWhenIdle, yieldToBrowser } from './when-idle.ts';
export { INQUIRY_FILE_RETENTION_DAYS, INQUIRY_FILE_TYPES, INQUIRY_REPLY_WORKING_DAYS, MAX_BULK_PRODUCTS, MAX_INQUIRY_FILE_BYTES, MAX_INQUIRY_FILES, MAX_LINE_QUANTITY, MAX_PRODUCT_CSV_BYTES, MAX_PRODUCT_CSV_ROWS, MIN_SEARCH_LENGTH } from './contracts/limits.ts';
export type * from './contracts/index.ts';
export { countryCodes, countryName, countryCodeOf } from './countries.ts';
export { DELIVERY_METHODS, MAX_DELIVERY_AMOUNT, MAX_DELIVERY_PRICE_ROWS } from './contracts/delivery.ts';
export { MAX_SYNONYM_LENGTH, MAX_SYNONYM_WORDS } from './contracts/synonyms.ts';
export { REMOTE_ERROR_EVENT, type RemoteErrorDetail } from './remote-error.ts';
