import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, navigate, switchLanguagePath } from '@shop/shared';
import { opensElsewhere, useApiLanguage, usePageLocation } from '@shop/shared/react';
import './language-list.css';

/** The languages as a plain list of links (the mobile menu, the switcher's panel): the same page in each language. */
export function LanguageList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  const location = usePageLocation();
  const here = `${location.pathname}${location.search}${location.hash ?? ''}`;

  function onClick(event: MouseEvent<HTMLAnchorElement>, code: string) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onNavigate?.();
    if (code !== lang) navigate(event.currentTarget.getAttribute('href') ?? here);
  }

  return (
    <nav aria-label={t('language')} className="language-list">
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              href={switchLanguagePath(here, language.code)}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === lang ? 'true' : undefined}
              onClick={(event) => onClick(event, language.code)}
            >
              {language.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
