import { Route, Routes } from 'react-router-dom';
import { CatalogLayout } from '../components/catalog-layout.tsx';
import { NotFound } from '../components/not-found.tsx';
import { CategoryPage } from '../features/categories/components/category-page.tsx';
import { ContactPage } from '../features/contact/components/contact-page.tsx';
import { InspirationGalleryPage } from '../features/gallery/components/inspiration-gallery-page.tsx';
import { VideoGalleryPage } from '../features/gallery/components/video-gallery-page.tsx';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { ProductsPage } from '../features/products/components/products-page.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/field.css';
import '@shop/shared/react/page-links.css';
import '@shop/shared/react/quantity-input.css';
import '@shop/shared/react/status-panel.css';
import '@shop/shared/react/status-message.css';
import './catalog.css';
import { routePattern } from '@shop/shared';

/** The routes of mf-catalog; the shell mounts it for /{lang}/katalog/* (catalog layout). */
export function App() {
  return (
    <Routes>
      <Route element={<CatalogLayout />}>
        <Route path={routePattern('katalog')} element={<LandingPage />} />
        <Route path={routePattern('katalog-produkty')} element={<ProductsPage />} />
        <Route path={routePattern('katalog-galeria-inspiracii')} element={<InspirationGalleryPage />} />
        <Route path={routePattern('katalog-galeria-video-inspiracii')} element={<VideoGalleryPage />} />
        <Route path={routePattern('katalog-kontakt')} element={<ContactPage />} />
        <Route path={routePattern('katalog-kategoria')} element={<CategoryPage />} />
        <Route path={routePattern('katalog-slug')} element={<ProductPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
