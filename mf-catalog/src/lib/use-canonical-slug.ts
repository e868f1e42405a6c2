import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useApiLanguage } from './use-api-language.ts';
import { usePageLang } from './use-page-lang.ts';

/**
 * A page found under another language's slug (after a language switch) shows this language's slug in the URL.
 * Only once the answer is in the page's language: during a switch the router may still render the old address
 * while the answer already comes in the new language, and "correcting" that address would send the visitor back.
 */
export function useCanonicalSlug(routeName: 'katalog-slug' | 'katalog-kategoria', slug: string, data: { slug: string } | undefined): void {
  const lang = usePageLang();
  const answerLang = useApiLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (data && data.slug !== slug && answerLang === lang) void navigate(`${localePath(routeName, lang, { slug: data.slug })}${search}`, { replace: true });
  }, [data, slug, lang, answerLang, routeName, search, navigate]);
}
