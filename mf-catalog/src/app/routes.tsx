import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getCategory, getCategoryMenu, getProduct, pageFromParams } from '@shop/shared';
import { found, loaded, type LoaderData, NotFoundPage, type RemotePage, remoteRoutes } from '@shop/shared/react';
import { CatalogLayout } from '../components/catalog-layout.tsx';
import { CategoryPage } from '../features/categories/components/category-page.tsx';
import { getSiteSettings } from '../features/contact/api/get-site-settings.ts';
import { ContactPage } from '../features/contact/components/contact-page.tsx';
import { getGallery } from '../features/gallery/api/get-gallery.ts';
import { InspirationGalleryPage } from '../features/gallery/components/inspiration-gallery-page.tsx';
import { VideoGalleryPage } from '../features/gallery/components/video-gallery-page.tsx';
import { getProductDocuments } from '../features/product/api/get-documents.ts';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { listProducts, productFilterOf } from '../features/products/api/list-products.ts';
import { ProductsPage } from '../features/products/components/products-page.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/field.css';
import '@shop/shared/react/page-links.css';
import '@shop/shared/react/quantity-input.css';
import '@shop/shared/react/status-panel.css';
import '@shop/shared/react/status-message.css';
import './catalog.css';

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** The catalogue's pages and their loaders (the calls each shows), by route name. */
const PAGES: Record<string, RemotePage> = {
  katalog: { element: <LandingPage />, loader: async ({ request }) => ({ menu: await loaded(getCategoryMenu(request.signal)) }) },
  'katalog-produkty': {
    element: <ProductsPage />,
    loader: async ({ request }) => {
      const [list, menu] = await Promise.all([loaded(listProducts(productFilterOf(searchOf(request)), request.signal)), loaded(getCategoryMenu(request.signal))]);
      return { list, menu };
    },
  },
  'katalog-galeria-inspiracii': { element: <InspirationGalleryPage />, loader: async ({ request }) => ({ gallery: await loaded(getGallery('inspiration', request.signal)) }) },
  'katalog-galeria-video-inspiracii': { element: <VideoGalleryPage />, loader: async ({ request }) => ({ gallery: await loaded(getGallery('video-inspiration', request.signal)) }) },
  'katalog-kontakt': { element: <ContactPage />, loader: contactLoader },
  'katalog-kategoria': {
    element: <CategoryPage />,
    loader: async ({ request, params }) => ({ category: await found(getCategory(params.slug ?? '', pageFromParams(searchOf(request)), { signal: request.signal })) }),
  },
  'katalog-slug': {
    element: <ProductPage />,
    loader: async ({ request, params }) => {
      const [product, documents] = await Promise.all([found(getProduct(params.slug ?? '', request.signal)), loaded(getProductDocuments(request.signal))]);
      return { product, documents };
    },
  },
};

/** The sales contacts, and the product an enquiry is about (`?product=`; an unknown one is left out). */
async function contactLoader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const slug = (searchOf(request).get('product') ?? '').trim();
  const [siteSettings, product] = await Promise.all([loaded(getSiteSettings(request.signal)), slug ? loaded(getProduct(slug, request.signal)) : null]);
  return { siteSettings, product };
}

/** The catalogue's own header and footer around every page of it (the catalog layout shows only the main slot). */
function Layout({ children }: { children: ReactNode }) {
  return <CatalogLayout>{children}</CatalogLayout>;
}

/** The routes of mf-catalog, with paths from the shared route table; the shell mounts it for /{lang}/katalog/*. */
export const routes = remoteRoutes({ remote: 'mf-catalog', pages: PAGES, Layout, NotFound: NotFoundPage });
