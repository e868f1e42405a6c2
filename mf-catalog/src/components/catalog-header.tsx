import { NavLink, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { localePath } from '@shop/shared';
import { CartLink } from './cart-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteLogo, usePageLang } from '@shop/shared/react';

const CATALOG_LINKS = [
  { route: 'katalog-produkty', label: 'header.products' },
  { route: 'katalog-galeria-inspiracii', label: 'header.inspiration' },
  { route: 'katalog-galeria-video-inspiracii', label: 'header.videoInspiration' },
  { route: 'katalog-kontakt', label: 'header.contact' },
] as const;

/** The compact header of the catalogue section (the catalog layout has no site header). */
export function CatalogHeader() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  return (
    <header className="catalog-header">
      <div className="catalog-header__inner">
        {/* The brand's logo, as on the shop's pages: the catalogue is the same company's. */}
        <Link to={localePath('katalog', lang)} className="catalog-header__title">
          <span className="catalog-header__logo">
            <SiteLogo />
          </span>
          {t('header.title')}
        </Link>
        <nav aria-label={t('header.navigation')} className="catalog-header__nav">
          <ul>
            {CATALOG_LINKS.map((link) => (
              <li key={link.route}>
                <NavLink to={localePath(link.route, lang)} className="catalog-header__link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="catalog-header__aside">
          <Link to={localePath('index', lang)} className="catalog-header__shop">
            <ArrowLeftOutlined aria-hidden /> {t('header.backToShop')}
          </Link>
          <CartLink />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
