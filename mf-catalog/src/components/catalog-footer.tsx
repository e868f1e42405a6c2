import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath } from '@shop/shared';
import { usePageLang } from '../lib/use-page-lang.ts';

/** The compact footer of the catalogue section. */
export function CatalogFooter() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  return (
    <footer className="catalog-footer">
      <div className="catalog-footer__inner">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <Link to={localePath('index', lang)}>{t('footer.shop')}</Link>
      </div>
    </footer>
  );
}
