import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Route, Routes, useParams } from 'react-router-dom';
import { ROUTES, isLang, setLanguage } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { ArticleListPage } from '../features/articles/components/article-list-page.tsx';
import { ArticlePage } from '../features/articles/components/article-page.tsx';
import { CareerPage } from '../features/career/components/career-page.tsx';
import { CategoryPage } from '../features/category/components/category-page.tsx';
import { ContactPage } from '../features/contact/components/contact-page.tsx';
import { DocumentsPage } from '../features/downloads/components/documents-page.tsx';
import { GalleryPage } from '../features/gallery/components/gallery-page.tsx';
import { VideoGalleryPage } from '../features/gallery/components/video-gallery-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { ProductsPage } from '../features/products/components/products-page.tsx';
import { SearchPage } from '../features/search/components/search-page.tsx';
import { CustomProductionPage, ManagedPage, SlugPage } from './composed-pages.tsx';
import '@shop/shared/react/page-links.css';
import '@shop/shared/react/quantity-input.css';
import '@shop/shared/react/status-panel.css';
import '@shop/shared/react/status-message.css';
import '../components/global.css';

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
  const wanted = isLang(lang) ? lang : null;
  useEffect(() => {
    if (wanted && wanted !== current) void setLanguage(wanted);
  }, [wanted, current]);
  if (!wanted) return null;
  if (wanted !== current) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
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
          return <Route key={route.name} path={route.path ? `/:lang/${route.path}` : '/:lang'} element={<InLanguage>{page()}</InLanguage>} />;
        })}
      </Routes>
    </main>
  );
}
