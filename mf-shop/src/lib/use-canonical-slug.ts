import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';

/**
 * When the API found the record under a slug of another language (e.g. after a language switch), the URL is
 * replaced by the record's slug in the language in use; the query (page) stays.
 */
export function useCanonicalSlug(routeName: 'category' | 'slug' | 'article-slug', urlSlug: string, dataSlug: string | undefined): void {
  const lang = useLang();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (dataSlug && dataSlug !== urlSlug) {
      void navigate(`${localePath(routeName, lang, { slug: dataSlug })}${search}`, { replace: true });
    }
  }, [dataSlug, urlSlug, routeName, lang, search, navigate]);
}
