import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguagePath } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';

/** The same catalogue page in each language. */
export function LanguageSwitcher() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('header.language')} className="catalog-languages">
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <Link
              to={switchLanguagePath(`${pathname}${search}${hash}`, language.code)}
              lang={language.code}
              hrefLang={language.code}
              title={language.title}
              aria-current={language.code === lang ? 'true' : undefined}
              className="catalog-languages__link"
            >
              <span aria-hidden="true">{language.code.toUpperCase()}</span>
              <span className="visually-hidden">{language.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
