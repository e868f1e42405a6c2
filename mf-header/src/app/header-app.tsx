import { useState } from 'react';
import { MegaMenu } from '../features/category-menu/components/mega-menu.tsx';
import { ProductsDialog } from '../features/category-menu/components/products-dialog.tsx';
import { SiteFooter } from '../features/footer/components/site-footer.tsx';
import { HeaderSearch } from '../features/header-search/components/header-search.tsx';
import { LanguageList } from '../features/language-switcher/components/language-list.tsx';
import { LanguageSwitcher } from '../features/language-switcher/components/language-switcher.tsx';
import { MiniCart } from '../features/mini-cart/components/mini-cart.tsx';
import { SiteHeader } from '../features/site-header/components/site-header.tsx';
import { useHeaderData } from './header-data.ts';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/status-panel.css';
import '@shop/shared/react/status-message.css';

/**
 * Composes the header's features in the header slot. It does not read the address: a navigation re-renders only
 * the parts that show it (the links marking the current page, the Products buttons, the language links, the menus
 * that close), not the whole header while the new page renders.
 */
export function HeaderApp() {
  const { menu, documents } = useHeaderData();
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <SiteHeader
        languageSwitcher={<LanguageSwitcher />}
        languageList={(close) => <LanguageList onNavigate={close} />}
        miniCart={<MiniCart />}
        productsMenu={<MegaMenu menu={menu} />}
        mobileProducts={(close) => <ProductsDialog menu={menu} onNavigate={close} />}
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
  const { documents, settings } = useHeaderData();
  return <SiteFooter documents={documents ?? []} settings={settings} />;
}
