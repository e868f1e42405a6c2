import { useId, useState, type ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { SiteLogo } from '../../../components/site-logo.tsx';
import { mainLinks, topBarLinks, type SiteLink } from '../../../lib/site-links.ts';
import './site-header.css';

interface SiteHeaderProps {
  /** Composed by the app layer: features do not import each other. */
  languageSwitcher: ReactNode;
  miniCart: ReactNode;
}

function NavList({ links, className, onNavigate }: { links: SiteLink[]; className: string; onNavigate?: () => void }) {
  const { t } = useTranslation('header');
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          {/* NavLink marks the link of the current page with aria-current="page". */}
          <NavLink to={link.to} end={link.end ?? false} onClick={onNavigate}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The header: a top bar (from md up), the main bar, and below md a hamburger with a full-screen drawer. */
export function SiteHeader({ languageSwitcher, miniCart }: SiteHeaderProps) {
  const { t } = useTranslation('header');
  const lang = useLang();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The drawer remembers the URL it was opened on: any navigation (a link, the language switcher, back) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === here;
  const drawerId = useId();
  const close = () => setOpenedAt(null);
  const top = topBarLinks(lang);
  const main = mainLinks(lang);

  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="site-header__inner">
          <nav aria-label={t('topNavLabel')}>
            <NavList links={top} className="site-header__top-links" />
          </nav>
          {languageSwitcher}
        </div>
      </div>
      <div className="site-header__main">
        <div className="site-header__inner">
          <Link to={localePath('index', lang)} className="site-header__logo">
            <SiteLogo />
            <span className="visually-hidden">{t('homeLink')}</span>
          </Link>
          <nav aria-label={t('mainNavLabel')} className="site-header__main-nav">
            <NavList links={main} className="site-header__main-links" />
          </nav>
          <div className="site-header__actions">
            {miniCart}
            <Button
              className="site-header__hamburger"
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('menu.open')}
              aria-expanded={menuOpen}
              aria-controls={drawerId}
              onClick={() => setOpenedAt(here)}
            />
          </div>
        </div>
      </div>
      <Drawer
        open={menuOpen}
        onClose={close}
        placement="right"
        size="100%"
        title={<SiteLogo />}
        closable={{ 'aria-label': t('menu.close') }}
        rootClassName="site-header__drawer"
      >
        <div id={drawerId}>
          <nav aria-label={t('mainNavLabel')}>
            <NavList links={main} className="site-header__drawer-links" onNavigate={close} />
          </nav>
          <nav aria-label={t('topNavLabel')}>
            <NavList links={top} className="site-header__drawer-links site-header__drawer-links--secondary" onNavigate={close} />
          </nav>
          <div className="site-header__drawer-language">{languageSwitcher}</div>
        </div>
      </Drawer>
    </header>
  );
}
