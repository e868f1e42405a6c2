import type { Locale } from 'antd/es/locale';
import type { Lang } from '@shop/shared';

/** antd's own texts (form validation, empty states, date pickers) in the language in use, loaded only when needed. */
const loaders: Record<Lang, () => Promise<{ default: Locale }>> = {
  sk: () => import('antd/es/locale/sk_SK'),
  en: () => import('antd/es/locale/en_US'),
  hu: () => import('antd/es/locale/hu_HU'),
  sr: () => import('antd/es/locale/sr_RS'),
  ru: () => import('antd/es/locale/ru_RU'),
};

/**
 * antd's texts its locales leave in English: the name of a list's page-size changer ("Page Size" in Slovak,
 * Hungarian and Serbian, issue 47). Laid over the loaded locale.
 */
const GAPS: Partial<Record<Lang, { Pagination: Partial<NonNullable<Locale['Pagination']>> }>> = {
  sk: { Pagination: { page_size: 'Počet na stránku' } },
  hu: { Pagination: { page_size: 'Oldalméret' } },
  sr: { Pagination: { page_size: 'Broj po strani' } },
};

function withGaps(lang: Lang, locale: Locale): Locale {
  const gaps = GAPS[lang];
  return gaps ? { ...locale, Pagination: { ...locale.Pagination, ...gaps.Pagination } as Locale['Pagination'] } : locale;
}

const cache = new Map<Lang, Locale>();
/** One promise per language, so a render that waits for it (React's `use`) gets the same one on every try. */
const loading = new Map<Lang, Promise<Locale>>();

export function loadAntdLocale(lang: Lang): Promise<Locale> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = loaders[lang]().then(
      ({ default: loaded }) => {
        const locale = withGaps(lang, loaded);
        cache.set(lang, locale);
        return locale;
      },
      (error: unknown) => {
        // A failed load (the connection dropped) is asked for again by the next render, not failed from memory.
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, promise);
  }
  return promise;
}

export function cachedAntdLocale(lang: Lang): Locale | undefined {
  return cache.get(lang);
}
