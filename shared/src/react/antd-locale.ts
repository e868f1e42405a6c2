import type { Locale } from 'antd/es/locale';
import type { Lang } from '@shop/shared';

/** antd's own texts (pagination, empty states, date pickers) in the language in use, loaded only when needed. */
const loaders: Record<Lang, () => Promise<{ default: Locale }>> = {
  sk: () => import('antd/es/locale/sk_SK'),
  en: () => import('antd/es/locale/en_US'),
  hu: () => import('antd/es/locale/hu_HU'),
  sr: () => import('antd/es/locale/sr_RS'),
  ru: () => import('antd/es/locale/ru_RU'),
};

const cache = new Map<Lang, Locale>();

export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  const cached = cache.get(lang);
  if (cached) return cached;
  const locale = (await loaders[lang]()).default;
  cache.set(lang, locale);
  return locale;
}

export function cachedAntdLocale(lang: Lang): Locale | undefined {
  return cache.get(lang);
}
