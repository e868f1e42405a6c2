// The page-render module's public face: all that other modules, the plugins and lib use of it (decision 0119).
export { isPrivatePage, pageCacheControl, pageEncodingFor, PRIVATE_PAGE, PUBLIC_PAGE, UNCACHED_PAGE, type PageCache } from './page-cache.ts';
export { isInProcessCall, type RenderedPage } from './render-page.ts';
