import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME, localePath, openConsentSettings, publicConfig } from '@shop/shared';
import { useApi, usePageLang } from '@shop/shared/react';
import { getSiteSettings } from '../features/contact/api/get-site-settings.ts';

/**
 * The compact footer of the catalogue section, naming the company, with the cookie settings as the site footer has them (the consent
 * banner, shown here too, says the choice can be changed in the footer).
 */
export function CatalogFooter() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  // Whose rights: the company's legal name from the settings, as the site footer has it (the brand until it loads).
  const settings = useApi('catalog-footer-settings', getSiteSettings);
  const company = settings.data?.company.name ?? BRAND_NAME;
  return (
    <footer className="catalog-footer">
      <div className="catalog-footer__inner">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
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
