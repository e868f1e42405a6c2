import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME, localePath, type SiteDocument } from '@shop/shared';
import { Button, ClientLink, classNames, isCurrentPath, SiteLogo, useApiLanguage, usePageLocation } from '@shop/shared/react';
import { DocumentLink } from '../../../components/document-link.tsx';
import { OverlayDialog } from '../../../components/overlay-dialog.tsx';
import { mainLinks, topBarLinks, type SiteLink } from '../../../lib/site-links.ts';
import { focusMainSlot } from '../../../lib/focus-main.ts';
import './site-header.css';

interface SiteHeaderProps {
  // Composed by the app layer: features do not import each other.
  languageSwitcher: ReactNode;
  /** The languages inside the full-screen mobile menu; `close` closes the menu. */
  languageList: (close: () => void) => ReactNode;
  miniCart: ReactNode;
  /** Products in the main bar from md up (the mega-menu). */
  productsMenu: ReactNode;
  /** Products in the mobile menu (the products dialog); `close` closes the mobile menu after a choice. */
  mobileProducts: (close: () => void) => ReactNode;
  search: ReactNode;
  /** While the search field is open it takes the place of the main links (and of the logo below md). */
  searching: boolean;
  /** The static files from the API (null while they load); the header shows the FAQ (Slovak only). */
  documents: SiteDocument[] | null;
}

function NavItems({ links, onNavigate, replace }: { links: SiteLink[]; onNavigate?: () => void; replace?: Record<string, ReactNode> }) {
  const { t } = useTranslation('header');
  const { pathname } = usePageLocation();
  return links.map((link) => (
    <li key={link.key}>
      {replace?.[link.key] ?? (
        <ClientLink to={link.to} onClick={onNavigate} aria-current={isCurrentPath(pathname, link.to, link.end) ? 'page' : undefined}>
          {t(link.labelKey)}
        </ClientLink>
      )}
    </li>
  ));
}

/**
 * The FAQ of the top bar: a static PDF that exists for Slovak only (spec sections 2 and 9). Its place is kept
 * (the label, invisible) while the documents load: the top links are aligned right, so a late link would move them.
 */
function FaqItem({ documents }: { documents: SiteDocument[] | null }) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  if (lang !== 'sk') return null;
  if (documents === null) {
    return (
      <li aria-hidden="true" className="site-header__reserved">
        {t('nav.faq')}
      </li>
    );
  }
  const faq = documents.find((document) => document.key === 'faq');
  if (!faq) return null;
  return (
    <li>
      <DocumentLink document={faq} label={t('nav.faq')} />
    </li>
  );
}

interface MobileMenuProps {
  languageList: SiteHeaderProps['languageList'];
  mobileProducts: SiteHeaderProps['mobileProducts'];
  documents: SiteDocument[] | null;
}

/**
 * Below md: the hamburger and the full-screen menu it opens. The menu remembers the URL it was opened on, so any
 * navigation (a link, the language switcher, back) closes it. It reads the address itself, so a navigation
 * re-renders it and not the header around it.
 */
function MobileMenu({ languageList, mobileProducts, documents }: MobileMenuProps) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  const location = usePageLocation();
  const here = `${location.pathname}${location.search}`;
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === here;
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const menuTitleId = useId();
  const close = () => setOpenedAt(null);
  const main = mainLinks(lang);

  return (
    <>
      <Button
        ref={hamburgerRef}
        className="site-header__hamburger"
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => setOpenedAt(here)}
      />
      {/* Rendered into document.body (OverlayDialog's portal), outside the header's boxes. */}
      <OverlayDialog open={menuOpen} onClose={close} labelledBy={menuTitleId} returnFocusTo={hamburgerRef} trapFocus className="site-header__menu">
        <div className="site-header__menu-head">
          <ClientLink to={localePath('index', lang)} onClick={close} className="site-header__logo">
            <SiteLogo />
            <span className="visually-hidden">{t('homeLink', { brand: BRAND_NAME })}</span>
          </ClientLink>
          <h2 id={menuTitleId} className="visually-hidden">
            {t('menu.title')}
          </h2>
          <Button type="text" size="large" icon={<CloseOutlined aria-hidden />} aria-label={t('menu.close')} onClick={close} className="site-header__menu-close" />
        </div>
        <div className="site-header__menu-body">
          <nav aria-label={t('mainNavLabel')}>
            <ul className="site-header__menu-links">
              <NavItems links={main} onNavigate={close} replace={{ products: mobileProducts(close) }} />
            </ul>
          </nav>
          <nav aria-label={t('topNavLabel')}>
            <ul className="site-header__menu-links site-header__menu-links--secondary">
              <NavItems links={topBarLinks(lang)} onNavigate={close} />
              <FaqItem documents={documents} />
            </ul>
          </nav>
          <div className="site-header__menu-language">{languageList(close)}</div>
        </div>
      </OverlayDialog>
    </>
  );
}

/**
 * The header, exactly the height the shell reserves (112 px from md up: top bar and main bar; 64 px below: the main
 * bar with a hamburger that opens a full-screen menu). Menus and lists open as fixed overlays, so nothing moves.
 */
/** Moves the keyboard's focus to the page's content (the shell's main slot), as the link's own target would. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  if (focusMainSlot()) event.preventDefault();
}

export function SiteHeader(props: SiteHeaderProps) {
  const { languageSwitcher, languageList, miniCart, productsMenu, mobileProducts, search, searching, documents } = props;
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  const top = topBarLinks(lang);
  const main = mainLinks(lang);

  return (
    <header className={classNames('site-header', searching && 'site-header--searching')}>
      {/* The first stop of the keyboard: past the header's links, to the page's content. */}
      <a className="skip-link" href="#slot-main" onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <div className="site-header__top">
        <div className="site-header__inner">
          <nav aria-label={t('topNavLabel')}>
            <ul className="site-header__top-links">
              <NavItems links={top} />
              <FaqItem documents={documents} />
            </ul>
          </nav>
          {languageSwitcher}
        </div>
      </div>
      <div className="site-header__main">
        <div className="site-header__inner">
          <ClientLink to={localePath('index', lang)} className="site-header__logo">
            <SiteLogo />
            <span className="visually-hidden">{t('homeLink', { brand: BRAND_NAME })}</span>
          </ClientLink>
          <nav aria-label={t('mainNavLabel')} className="site-header__main-nav">
            <ul className="site-header__main-links">
              <NavItems links={main} replace={{ products: productsMenu }} />
            </ul>
          </nav>
          <div className="site-header__actions">
            {search}
            {miniCart}
            <MobileMenu languageList={languageList} mobileProducts={mobileProducts} documents={documents} />
          </div>
        </div>
      </div>
    </header>
  );
}
