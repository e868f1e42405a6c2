import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useApiLanguage, usePageLang } from './use-page-lang.ts';

/**
 * A record found under another language's slug (after a language switch) shows this language's slug in the URL;
 * the query (page, filters) stays. Only once the answer is in the page's language: during a switch the router may
 * still render the old address while the answer already comes in the new language, and "correcting" that address
 * would send the visitor back.
 */
export function useCanonicalSlug(routeName: string, urlSlug: string, dataSlug: string | undefined): void {
  const lang = usePageLang();
  const answerLang = useApiLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The address moved on to another page the router has not taken yet (the shell lets it through once the new
    // page's language is loaded): correcting the old page's address now would undo the visitor's navigation.
    if (window.location.pathname !== pathname) return;
    if (dataSlug && dataSlug !== urlSlug && answerLang === lang) {
      void navigate(`${localePath(routeName, lang, { slug: dataSlug })}${search}`, { replace: true });
    }
  }, [dataSlug, urlSlug, lang, answerLang, routeName, pathname, search, navigate]);
}
