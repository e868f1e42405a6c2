import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { ROUTES, isLang, registerRouteCode, routePattern, setLanguage } from '@shop/shared';
import { lazyPage, Spinner, useLang } from '@shop/shared/react';
import { CategoryPage } from '../features/category/components/category-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { ProductsPage } from '../features/products/components/products-page.tsx';
import { ManagedPage, SlugPage } from './composed-pages.tsx';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/field.css';
import '@shop/shared/react/page-links.css';
import '@shop/shared/react/quantity-input.css';
import '@shop/shared/react/status-panel.css';
import '@shop/shared/react/status-message.css';

// The pages visitors open less often come in chunks of their own, loaded on the way to them: the first load of the
// pages most visits start on (home, the catalogue, a product) carries only those. The shell's link prefetch, this
// remote's mount, the server's render and the header's search (as it opens) load a page's chunk before it is shown
// (registerRouteCode).
const ArticleListPage = lazyPage(() => import(/* webpackChunkName: "page-articles" */ '../features/articles/components/article-list-page.tsx').then((m) => m.ArticleListPage));
const ArticlePage = lazyPage(() => import(/* webpackChunkName: "page-article" */ '../features/articles/components/article-page.tsx').then((m) => m.ArticlePage));
const CareerPage = lazyPage(() => import(/* webpackChunkName: "page-career" */ '../features/career/components/career-page.tsx').then((m) => m.CareerPage));
const ContactPage = lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/components/contact-page.tsx').then((m) => m.ContactPage));
const CustomProductionPage = lazyPage(() => import(/* webpackChunkName: "page-custom-production" */ './custom-production-page.tsx').then((m) => m.CustomProductionPage));
const DocumentsPage = lazyPage(() => import(/* webpackChunkName: "page-documents" */ '../features/downloads/components/documents-page.tsx').then((m) => m.DocumentsPage));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "page-search" */ '../features/search/components/search-page.tsx').then((m) => m.SearchPage));
const GalleryPage = lazyPage(() => import(/* webpackChunkName: "page-gallery" */ '../features/gallery/components/gallery-page.tsx').then((m) => m.GalleryPage));
const VideoGalleryPage = lazyPage(() => import(/* webpackChunkName: "page-video-gallery" */ '../features/gallery/components/video-gallery-page.tsx').then((m) => m.VideoGalleryPage));

/** Each route whose page comes in a chunk of its own, with that page. */
const LAZY_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  search: SearchPage,
  'custom-production': CustomProductionPage,
  career: CareerPage,
  contact: ContactPage,
  gallery: GalleryPage,
  'video-gallery': VideoGalleryPage,
  protocols: DocumentsPage,
  'assembly-instruction': DocumentsPage,
  download: DocumentsPage,
  article: ArticleListPage,
  'article-slug': ArticlePage,
};
registerRouteCode('mf-shop', (route) => LAZY_PAGES[route]?.preload());

const PAGES: Record<string, () => ReactNode> = {
  index: () => <HomePage />,
  products: () => <ProductsPage />,
  category: () => <CategoryPage />,
  search: () => <SearchPage />,
  slug: () => <SlugPage />,
  about: () => <ManagedPage route="about" titleKey="info.pages.about.title" />,
  technologies: () => <ManagedPage route="technologies" titleKey="info.pages.technologies.title" />,
  'article-we-support': () => <ManagedPage route="article-we-support" titleKey="info.pages.article-we-support.title" />,
  'custom-production': () => <CustomProductionPage />,
  career: () => <CareerPage />,
  contact: () => <ContactPage />,
  gallery: () => <GalleryPage />,
  'video-gallery': () => <VideoGalleryPage />,
  protocols: () => <DocumentsPage page="protocols" />,
  'assembly-instruction': () => <DocumentsPage page="assembly-instruction" />,
  download: () => <DocumentsPage page="download" />,
  article: () => <ArticleListPage />,
  'article-slug': () => <ArticlePage />,
};

/**
 * Renders a page only once the language in use is the URL's: links, texts and the API's Localization header then
 * agree. The shell switches the language on navigation; this covers the moment in between (and a standalone mount).
 */
function InLanguage({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  const current = useLang();
  const { t } = useTranslation('common');
  const wanted = isLang(lang) ? lang : null;
  useEffect(() => {
    if (wanted && wanted !== current) void setLanguage(wanted);
  }, [wanted, current]);
  if (!wanted) return null;
  if (wanted !== current) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }}>
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  }
  return children;
}

/** The pages of mf-shop, with paths from the shared route table (the shell mounts this remote only for them). */
export function App() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Routes>
        {ROUTES.filter((route) => route.remote === 'mf-shop').map((route) => {
          const page = PAGES[route.name];
          if (!page) return null;
          return <Route key={route.name} path={routePattern(route.name)} element={<InLanguage>{page()}</InLanguage>} />;
        })}
      </Routes>
    </main>
  );
}
