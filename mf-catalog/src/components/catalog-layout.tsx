import type { ReactNode } from 'react';
import { CatalogFooter } from './catalog-footer.tsx';
import { CatalogHeader } from './catalog-header.tsx';

/** The catalog layout shows only the main slot: the catalogue brings its own header and footer. */
export function CatalogLayout({ children }: { children: ReactNode }) {
  return (
    <div className="catalog-layout">
      <CatalogHeader />
      <main className="catalog-main">{children}</main>
      <CatalogFooter />
    </div>
  );
}
