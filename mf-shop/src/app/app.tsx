import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Route, Routes, useParams } from 'react-router-dom';
import { ROUTES, isLang, setLanguage } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { CategoryPage } from '../features/category/components/category-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { INFO_PAGES, InfoPage, type InfoPageName } from '../features/info-pages/components/info-page.tsx';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { ProductsPage } from '../features/products/components/products-page.tsx';
import { SearchPage } from '../features/search/components/search-page.tsx';
import '../components/global.css';

const PAGES: Record<string, () => ReactNode> = {
  index: () => <HomePage />,
  products: () => <ProductsPage />,
  category: () => <CategoryPage />,
  search: () => <SearchPage />,
  slug: () => <ProductPage />,
  ...Object.fromEntries(INFO_PAGES.map((name: InfoPageName) => [name, () => <InfoPage name={name} />])),
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
