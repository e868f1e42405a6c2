import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLanguage, languageCookie, languageFromBrowser, readLanguageCookie } from './root-language.ts';

describe('language of the root path', () => {
  it('prefers the saved cookie, then the browser languages, then sk', () => {
    expect(detectLanguage('a=1; i18n_redirected=hu', ['en-US'])).toBe('hu');
    expect(detectLanguage('', ['de-DE', 'ru-RU', 'en'])).toBe('ru');
    expect(detectLanguage('', ['de-DE', 'fr'])).toBe('sk');
    expect(detectLanguage('i18n_redirected=de', ['sr-Latn-RS'])).toBe('sr');
  });

  it('reads only a valid language from the cookie', () => {
    expect(readLanguageCookie('i18n_redirected=en')).toBe('en');
    expect(readLanguageCookie('i18n_redirected=xx')).toBeNull();
    expect(readLanguageCookie('other=en')).toBeNull();
    expect(readLanguageCookie('consent=all;i18n_redirected=sr'), 'a Cookie header without spaces').toBe('sr');
  });

  it("reads a request's Accept-Language as the browser's list: by weight, then in order, without refusals", () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,hu;q=0.8,en;q=0.7')).toEqual(['de-DE', 'de', 'hu', 'en']);
    expect(acceptedLanguages('en;q=0.5, ru, sk;q=0.5')).toEqual(['ru', 'en', 'sk']);
    expect(acceptedLanguages('hu;q=0, *;q=0.1, sr-Latn-RS')).toEqual(['sr-Latn-RS']);
    expect(acceptedLanguages('en;q=abc,sk')).toEqual(['sk']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(detectLanguage('', acceptedLanguages('fr-FR,fr;q=0.9,hu;q=0.8'))).toBe('hu');
  });

  it('maps browser tags to site languages in order', () => {
    expect(languageFromBrowser(['EN-gb'])).toBe('en');
    expect(languageFromBrowser([])).toBeNull();
  });

  it('stores the choice for 365 days on path / with SameSite=Lax and without Secure', () => {
    const cookie = languageCookie('en');
    expect(cookie).toContain('i18n_redirected=en');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 3600}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/secure/i);
  });
});
