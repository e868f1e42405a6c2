import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANG_CODES, localeTag, type Lang } from '@shop/shared/languages';
import { pageLanguage } from '@shop/shared/routes';
import { requestLanguage } from '../src/lib/lang.ts';

// The browser (the shell) and the server (the root's redirect, a page render, an API call) decide a language by the
// one rule of @shop/shared's languages.ts: the same inputs must give the same language on both sides.

/** What a browser has for one page: its address, its cookie and its languages. */
interface Visit {
  path: string;
  cookie: string;
  languages: string[];
}

const VISITS: Visit[] = [
  { path: '/', cookie: '', languages: [] },
  { path: '/', cookie: 'i18n_redirected=hu', languages: ['en-US'] },
  { path: '/', cookie: 'i18n_redirected=xx', languages: ['de-DE', 'sr-Latn-RS'] },
  { path: '/', cookie: '', languages: ['ru-RU', 'en'] },
  { path: '/en', cookie: 'i18n_redirected=sk', languages: ['hu'] },
  { path: '/sr/kontakt', cookie: '', languages: ['en-GB'] },
  { path: '/ru/kosik?x=1', cookie: 'i18n_redirected=en', languages: [] },
];

describe('the browser and the server give a page the same language', () => {
  it.each(VISITS)('%o', ({ path, cookie, languages }) => {
    // The shell reads the address, document.cookie and navigator.languages; the server the URL, Cookie and Accept-Language.
    const inBrowser = pageLanguage(new URL(path, 'https://shop.example').pathname, cookie, languages);
    const onServer = requestLanguage({ url: path, headers: { cookie, 'accept-language': languages.join(',') } });
    expect(onServer).toBe(inBrowser);
  });

  it("reads an API call's Localization header as the language the browser's client sent", () => {
    for (const lang of LANG_CODES) {
      // The API client sends the locale tag of the language in use (runtime/api-client.ts).
      expect(requestLanguage({ url: '/api/product-category/menu', headers: { localization: localeTag(lang) } })).toBe(lang);
    }
    const without: Lang = requestLanguage({ url: '/api/product-category/menu', headers: { cookie: 'i18n_redirected=en', 'accept-language': 'hu' } });
    expect(without, 'an API answer depends on its Localization header only').toBe(DEFAULT_LANG);
  });
});
