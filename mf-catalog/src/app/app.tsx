import { Route, Routes } from 'react-router-dom';
import { CatalogLayout } from '../components/catalog-layout.tsx';
import { routePattern } from '../lib/route-path.ts';
import { InfoPage } from './pages/info-page.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import './catalog.css';

/** Catalogue pages whose contents are a later issue: route name -> key of their texts under `pages`. */
const INFO_PAGES = [
  { route: 'katalog-produkty', textKey: 'products' },
  { route: 'katalog-galeria-inspiracii', textKey: 'inspiration' },
  { route: 'katalog-galeria-video-inspiracii', textKey: 'videoInspiration' },
  { route: 'katalog-kontakt', textKey: 'contact' },
  { route: 'katalog-kategoria', textKey: 'category' },
  { route: 'katalog-slug', textKey: 'page' },
] as const;

/** The routes of mf-catalog; the shell mounts it for /{lang}/katalog/* (catalog layout). */
export function App() {
  return (
    <Routes>
      <Route element={<CatalogLayout />}>
        <Route path={routePattern('katalog')} element={<LandingPage />} />
        {INFO_PAGES.map((page) => (
          <Route key={page.route} path={routePattern(page.route)} element={<InfoPage textKey={page.textKey} />} />
        ))}
      </Route>
    </Routes>
  );
}
