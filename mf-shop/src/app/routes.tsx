import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { getCategory, getCategoryMenu, getHomepageModules, getProduct, getTopCategories, isLang, listingFromParams, pageFromParams, MIN_SEARCH_LENGTH } from '@shop/shared';
import { found, lazyPage, loaded, notFound, NotFoundPage, remoteRoutes, shownNotFound, Spinner, useApiLanguage, type LoaderData, type PageLoader, type RemotePage } from '@shop/shared/react';
import { ARTICLES_PER_PAGE, getPosts } from '../features/articles/api/get-posts.ts';
import { getPost } from '../features/articles/api/get-post.ts';
import { getJobPosts } from '../features/career/api/get-job-posts.ts';
import { getSiteSettings } from '../features/contact/api/get-site-settings.ts';
import { getPageBySlug } from '../features/content/api/get-page-by-slug.ts';
import { getPageForRoute } from '../features/content/api/get-page.ts';
import { DOCUMENT_KINDS, getDocuments, type DocumentsRoute } from '../features/downloads/api/get-documents.ts';
import { getSiteDocuments } from '../features/downloads/api/get-site-documents.ts';
import { getGallery } from '../features/gallery/api/get-gallery.ts';
import { getLatestArticles } from '../features/home/api/get-latest-articles.ts';
import { getRelatedProducts } from '../features/product/api/get-related-products.ts';
import { searchProducts } from '../features/search/api/search-products.ts';
import { searchTextFromParams } from '../lib/page-param.ts';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/field.css';
import '@shop/shared/react/page-links.css';
import '@shop/shared/react/quantity-input.css';
import '@shop/shared/react/status-panel.css';
import '@shop/shared/react/status-message.css';

// Every page comes in a chunk of its own, loaded on the way to it: the first load of a page carries that page's code
// and not the others' (React Router's data router, which every page needs, costs ~14 KB; docs/decisions/0072).
// The shell's link prefetch, this remote's mount, the page's loader, the server's render and the header's search
// load a page's chunk before it is shown (each page's `code` below: remoteRoutes registers them as the route code).
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ '../features/home/components/home-page.tsx').then((m) => m.HomePage));
const ProductsPage = lazyPage(() => import(/* webpackChunkName: "page-products" */ '../features/products/components/products-page.tsx').then((m) => m.ProductsPage));
const CategoryPage = lazyPage(() => import(/* webpackChunkName: "page-category" */ '../features/category/components/category-page.tsx').then((m) => m.CategoryPage));
const SlugPage = lazyPage(() => import(/* webpackChunkName: "page-slug" */ './composed-pages.tsx').then((m) => m.SlugPage));
const ManagedPage = lazyPage(() => import(/* webpackChunkName: "page-slug" */ './composed-pages.tsx').then((m) => m.ManagedPage));
const ArticleListPage = lazyPage(() => import(/* webpackChunkName: "page-articles" */ '../features/articles/components/article-list-page.tsx').then((m) => m.ArticleListPage));
const ArticlePage = lazyPage(() => import(/* webpackChunkName: "page-article" */ '../features/articles/components/article-page.tsx').then((m) => m.ArticlePage));
const CareerPage = lazyPage(() => import(/* webpackChunkName: "page-career" */ '../features/career/components/career-page.tsx').then((m) => m.CareerPage));
const ContactPage = lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/components/contact-page.tsx').then((m) => m.ContactPage));
const CustomProductionPage = lazyPage(() => import(/* webpackChunkName: "page-custom-production" */ './custom-production-page.tsx').then((m) => m.CustomProductionPage));
const DocumentsPage = lazyPage(() => import(/* webpackChunkName: "page-documents" */ '../features/downloads/components/documents-page.tsx').then((m) => m.DocumentsPage));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "page-search" */ '../features/search/components/search-page.tsx').then((m) => m.SearchPage));
const GalleryPage = lazyPage(() => import(/* webpackChunkName: "page-gallery" */ '../features/gallery/components/gallery-page.tsx').then((m) => m.GalleryPage));
const VideoGalleryPage = lazyPage(() => import(/* webpackChunkName: "page-video-gallery" */ '../features/gallery/components/video-gallery-page.tsx').then((m) => m.VideoGalleryPage));

/** A loader's calls, made at once and each settled (see `loaded`). */
async function calls(pending: Record<string, Promise<LoaderData[string]> | null>): Promise<LoaderData> {
  const entries = await Promise.all(Object.entries(pending).map(async ([key, call]) => [key, await call] as const));
  return Object.fromEntries(entries);
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * The home page: its sections, then the data of the sections it has (the top categories, the newest articles); and
 * the company's data, which its head names (schema.org's Organization).
 */
async function homeLoader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const [modules, siteSettings] = await Promise.all([loaded(getHomepageModules(request.signal)), loaded(getSiteSettings(request.signal))]);
  const latest = modules.data?.find((module) => module.type === 'latest-articles');
  return calls({
    modules: Promise.resolve(modules),
    siteSettings: Promise.resolve(siteSettings),
    topCategories: modules.data?.some((module) => module.type === 'top-categories') ? loaded(getTopCategories(request.signal)) : null,
    latestArticles: latest ? loaded(getLatestArticles(latest.item_limit ?? 3, request.signal)) : null,
  });
}

/** A category: one page of its products, sorted and filtered as the URL says; an unknown category is a 404. */
function categoryLoader({ request, params }: LoaderFunctionArgs): Promise<LoaderData> {
  const query = searchOf(request);
  return calls({ category: found(getCategory(params.slug ?? '', pageFromParams(query), { listing: listingFromParams(query), models: true, signal: request.signal })) });
}

/** The search results for `?q=` (none asked for a text too short) and `?page=`. */
function searchLoader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const query = searchOf(request);
  const text = searchTextFromParams(query);
  return calls({ results: text.length >= MIN_SEARCH_LENGTH ? loaded(searchProducts(text, pageFromParams(query), request.signal)) : null });
}

/**
 * /{lang}/{slug}: a product and the others of its category; else the content page of that slug; neither is a 404.
 */
async function slugLoader({ request, params }: LoaderFunctionArgs): Promise<LoaderData> {
  const slug = params.slug ?? '';
  const product = await loaded(getProduct(slug, request.signal));
  const category = product.data?.category?.slug;
  return calls({
    product: Promise.resolve(product),
    related: product.data && category ? loaded(getRelatedProducts(category, product.data.uuid, request.signal)) : null,
    contentPage: product.error?.status === 404 ? found(getPageBySlug(slug, request.signal)) : null,
  });
}

/**
 * An article (or, with `?preview=`, an admin's draft: an expired preview link is the page's to explain, answered
 * 404); a post of another kind (a job offer) is no article.
 */
const articleLoader: PageLoader = async ({ request, params }) => {
  const preview = searchOf(request).get('preview');
  const post = await loaded(getPost(params.slug ?? '', preview, request.signal));
  if (post.error?.status === 404 && preview && post.error.code === 'preview.invalid') return shownNotFound({ post });
  if (post.error?.status === 404 || (post.data && post.data.kind !== 'article')) throw notFound();
  return { post };
};

const routePageLoader =
  (route: string) =>
  ({ request }: LoaderFunctionArgs): Promise<LoaderData> =>
    calls({ routePage: loaded(getPageForRoute(route, request.signal)) });

/** A documents page: its kind of files; the prices page also the site's catalogue. */
const documentsLoader =
  (page: DocumentsRoute) =>
  ({ request }: LoaderFunctionArgs): Promise<LoaderData> =>
    calls({
      documents: loaded(getDocuments(DOCUMENT_KINDS[page], request.signal)),
      siteDocuments: page === 'download' ? loaded(getSiteDocuments(request.signal)) : null,
    });

/** A page and its loader (the calls it shows), by route name. */
const PAGES: Record<string, RemotePage> = {
  index: { code: HomePage, element: <HomePage />, loader: homeLoader },
  products: { code: ProductsPage, element: <ProductsPage />, loader: ({ request }) => calls({ menu: loaded(getCategoryMenu(request.signal)) }) },
  category: { code: CategoryPage, element: <CategoryPage />, loader: categoryLoader },
  search: { code: SearchPage, element: <SearchPage />, loader: searchLoader },
  slug: { code: SlugPage, element: <SlugPage />, loader: slugLoader },
  about: { code: ManagedPage, element: <ManagedPage titleKey="info.pages.about.title" />, loader: routePageLoader('about') },
  technologies: { code: ManagedPage, element: <ManagedPage titleKey="info.pages.technologies.title" />, loader: routePageLoader('technologies') },
  'article-we-support': { code: ManagedPage, element: <ManagedPage titleKey="info.pages.article-we-support.title" />, loader: routePageLoader('article-we-support') },
  'custom-production': { code: CustomProductionPage, element: <CustomProductionPage />, loader: routePageLoader('custom-production') },
  career: { code: CareerPage, element: <CareerPage />, loader: ({ request }) => calls({ jobPosts: loaded(getJobPosts(request.signal)) }) },
  contact: { code: ContactPage, element: <ContactPage />, loader: ({ request }) => calls({ siteSettings: loaded(getSiteSettings(request.signal)) }) },
  gallery: { code: GalleryPage, element: <GalleryPage />, loader: ({ request }) => calls({ gallery: loaded(getGallery('photo', request.signal)) }) },
  'video-gallery': { code: VideoGalleryPage, element: <VideoGalleryPage />, loader: ({ request }) => calls({ gallery: loaded(getGallery('video', request.signal)) }) },
  protocols: { code: DocumentsPage, element: <DocumentsPage page="protocols" />, loader: documentsLoader('protocols') },
  'assembly-instruction': { code: DocumentsPage, element: <DocumentsPage page="assembly-instruction" />, loader: documentsLoader('assembly-instruction') },
  download: { code: DocumentsPage, element: <DocumentsPage page="download" />, loader: documentsLoader('download') },
  article: { code: ArticleListPage, element: <ArticleListPage />, loader: ({ request }) => calls({ posts: loaded(getPosts('article', pageFromParams(new URL(request.url).searchParams), ARTICLES_PER_PAGE, request.signal)) }) },
  'article-slug': { code: ArticlePage, element: <ArticlePage />, loader: articleLoader },
};

/**
 * Renders a page only once the language in use is the URL's: links, texts and the API's Localization header then
 * agree. The language is switched by the navigation (the shell, and each loader first: `inPageLanguage`), never from
 * here: while the next page's loaders run, the page on screen still has the old address's parameters and stays as
 * it is; switching the language back to them would load the next page in the old language.
 */
function InLanguage({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  const current = useApiLanguage();
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  if (!isLang(lang)) return null;
  if (lang !== current && navigation.state === 'idle') {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }}>
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  }
  return children;
}

/** mf-shop's pages in its slot: the landmark the skip link and a navigation's focus go to. */
function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1}>
      {children}
    </main>
  );
}

/** The routes of mf-shop, with paths from the shared route table (the shell mounts this remote only for its pages). */
export const routes = remoteRoutes({
  remote: 'mf-shop',
  pages: Object.fromEntries(Object.entries(PAGES).map(([name, page]) => [name, { ...page, element: <InLanguage>{page.element}</InLanguage> }])),
  Layout: Main,
  NotFound: NotFoundPage,
});
