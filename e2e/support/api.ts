import type { APIRequestContext } from '@playwright/test';

const LOCALES: Record<string, string> = { sk: 'sk-SK', en: 'en-US', hu: 'hu-HU', sr: 'sr-RS', ru: 'ru-RU' };

/** Reads seeded data from the API in a language, so journeys follow the real catalogue. */
export async function apiGet<T>(request: APIRequestContext, path: string, lang: string): Promise<T> {
  const response = await request.get(path, { headers: { Localization: LOCALES[lang] ?? 'sk-SK' } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}
