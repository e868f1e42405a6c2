import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@shop/shared';
import { useCategoryMenu } from '../features/category-menu/api/get-category-menu.ts';
import { MegaMenu } from '../features/category-menu/components/mega-menu.tsx';
import { ProductsDialog } from '../features/category-menu/components/products-dialog.tsx';
import { SiteFooter } from '../features/footer/components/site-footer.tsx';
import { HeaderSearch } from '../features/header-search/components/header-search.tsx';
import { LanguageList } from '../features/language-switcher/components/language-list.tsx';
import { LanguageSwitcher } from '../features/language-switcher/components/language-switcher.tsx';
import { MiniCart } from '../features/mini-cart/components/mini-cart.tsx';
import { SiteHeader } from '../features/site-header/components/site-header.tsx';
import { useSiteDocuments } from '../features/site-documents/api/get-site-documents.ts';
import '../components/visually-hidden.css';

/** Pages under Products: the overview and every category page. */
const PRODUCT_ROUTES = new Set(['products', 'category']);

/** Composes the header's features in the header slot. */
export function HeaderApp() {
  const location = useLocation();
  const menu = useCategoryMenu();
  const documents = useSiteDocuments();
  const [searchOpen, setSearchOpen] = useState(false);
  const productsCurrent = PRODUCT_ROUTES.has(matchRoute(location.pathname)?.definition.name ?? '');

  return (
    <SiteHeader
        languageSwitcher={<LanguageSwitcher />}
        languageList={(close) => <LanguageList onNavigate={close} />}
        miniCart={<MiniCart />}
        productsMenu={<MegaMenu menu={menu} current={productsCurrent} />}
        mobileProducts={(close) => <ProductsDialog menu={menu} current={productsCurrent} onNavigate={close} />}
        search={<HeaderSearch open={searchOpen} onOpenChange={setSearchOpen} />}
        searching={searchOpen}
        documents={documents}
    />
  );
}

/**
 * The footer, in the footer slot the shell passes: a React root of its own (createRemoteLifecycles' `Footer`), so the
 * server can render it and the browser hydrate it like the header.
 */
export function FooterApp() {
  const documents = useSiteDocuments();
  return <SiteFooter documents={documents ?? []} />;
}
