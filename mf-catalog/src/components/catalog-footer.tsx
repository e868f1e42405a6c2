import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath, openConsentSettings, publicConfig } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';

/**
 * The compact footer of the catalogue section, with the cookie settings as the site footer has them (the consent
 * banner, shown here too, says the choice can be changed in the footer).
 */
export function CatalogFooter() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  return (
    <footer className="catalog-footer">
      <div className="catalog-footer__inner">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        {publicConfig().analyticsId ? (
          <button type="button" className="catalog-footer__consent" onClick={openConsentSettings}>
            {t('footer.cookieSettings')}
          </button>
        ) : null}
        <Link to={localePath('index', lang)}>{t('footer.shop')}</Link>
      </div>
    </footer>
  );
}
