// React side of @shop/shared, kept apart from the core so the shell (no React) never loads React or antd.
// It imports the core only as '@shop/shared' (never by a relative path): Module Federation then hands it the
// page's one instance of the core, so there is one i18next instance and one bus.
export { createRemoteLifecycles, type RemoteOptions, type RemoteLifecycles, type RemoteSlotProps } from './create-remote.tsx';
export { RemoteProviders, type AntdStyles } from './remote-providers.tsx';
export { RemoteErrorBoundary } from './error-boundary.tsx';
export { useStore, useCart, useAuth } from './use-store.ts';
export { CartCount } from './cart-count.tsx';
export { useLang } from './use-lang.ts';
export { useHydrated } from './use-hydrated.ts';
export { SkeletonPlaceholder } from './skeleton-placeholder.tsx';
export { PageLinks, opensElsewhere, type PageLinksProps } from './page-links.tsx';
export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs.tsx';
export { StatusPanel, type StatusPanelProps } from './status-panel.tsx';
export { QuantityInput, type QuantityInputProps } from './quantity-input.tsx';
export { useStatusMessage } from './status-message.tsx';
export { useApi, type ApiState, type IdleApiState } from './use-api.ts';
export { lazyPage, type LazyPage } from './lazy-page.tsx';
export { loadAntdLocale } from './antd-locale.ts';
export { LazyImage, imageUrl, placeholderUrl, fluidSrcSet, IMAGE_WIDTHS, BREAKPOINT_WIDTHS, PLACEHOLDER, type LazyImageProps } from './lazy-image.tsx';
