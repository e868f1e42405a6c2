// React side of @shop/shared, kept apart from the core so the shell (no React) never loads React or antd.
// It imports the core only as '@shop/shared' (never by a relative path): Module Federation then hands it the
// page's one instance of the core, so there is one i18next instance and one bus.
export { createRemoteLifecycles, type RemoteOptions, type RemoteLifecycles, type RemoteRouting, type RemoteSlotProps } from './create-remote.tsx';
export { dataRoutes } from './data-router.tsx';
export { RemoteProviders } from './remote-providers.tsx';
export { NavigationRouter } from './navigation-router.tsx';
export { ClientLink, isCurrentPath, opensElsewhere, usePageLocation, type PageLocation, type ClientLinkProps } from './page-location.tsx';
export { AntdScope, withAntdScope } from './antd-scope.tsx';
export { RemoteErrorBoundary } from './error-boundary.tsx';
export { useStore, useCart, useAuth } from './use-store.ts';
export { CartCount } from './cart-count.tsx';
export { usePageLang, useApiLanguage } from './use-page-lang.ts';
export { useCanonicalSlug } from './use-canonical-slug.ts';
export { useDocumentTitle } from './use-document-title.ts';
export { useHydrated } from './use-hydrated.ts';
export { useBotCheck, BotCheckUnavailableError } from './use-bot-check.ts';
export { RecaptchaNotice } from './recaptcha-notice.tsx';
export { SkeletonPlaceholder, SkeletonBlock, type SkeletonPlaceholderProps, type SkeletonBlockProps } from './skeleton-placeholder.tsx';
export { Button, type ButtonProps } from './button.tsx';
export { classNames } from './class-names.ts';
export { Alert, type AlertProps } from './alert.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { PageLinks, type PageLinksProps } from './page-links.tsx';
export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs.tsx';
export { StatusPanel, type StatusPanelProps } from './status-panel.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { requiredMark, RequiredNote } from './required-mark.tsx';
export { SiteLogo } from './site-logo.tsx';
export { QuantityInput, type QuantityInputProps } from './quantity-input.tsx';
export { useStatusMessage } from './status-message.tsx';
export { useApi, type ApiState, type IdleApiState } from './use-api.ts';
export { lazyPage, type LazyPage } from './lazy-page.tsx';
export { loadAntdLocale } from './antd-locale.ts';
export { LazyImage, imageUrl, placeholderUrl, fluidSrcSet, IMAGE_WIDTHS, BREAKPOINT_WIDTHS, PLACEHOLDER, type LazyImageProps } from './lazy-image.tsx';
export { found, loaded, notFound, remoteRoutes, shownNotFound, routeEntry, useLoaded, type Loaded, type LoadedState, type LoaderData, type LoaderDataWithStatus, type PageHeadOf, type PageLoader, type RemotePage } from './route-data.tsx';
export { useSlotData } from './slot-data.tsx';
