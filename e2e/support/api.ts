import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_LANG, isLang, localeTag } from '@shop/shared/languages';

/** Reads seeded data from the API in a language, so journeys follow the real catalogue. */
export async function apiGet<T>(request: APIRequestContext, path: string, lang: string): Promise<T> {
  const response = await request.get(path, { headers: { Localization: localeTag(isLang(lang) ? lang : DEFAULT_LANG) } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}
