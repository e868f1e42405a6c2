import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageCookie, pageLanguage, readLanguageCookie } from './root-language.ts';

describe('language of the root path', () => {
  it('prefers the saved cookie, then the browser languages, then sk', () => {
    expect(pageLanguage('/', 'a=1; i18n_redirected=hu', ['en-US'])).toBe('hu');
    expect(pageLanguage('/', '', ['de-DE', 'ru-RU', 'en'])).toBe('ru');
    expect(pageLanguage('/', '', ['de-DE', 'fr'])).toBe('sk');
    expect(pageLanguage('/', 'i18n_redirected=de', ['sr-Latn-RS'])).toBe('sr');
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
    expect(pageLanguage('/', '', acceptedLanguages('fr-FR,fr;q=0.9,hu;q=0.8'))).toBe('hu');
  });

  it('maps browser tags to site languages in order', () => {
    expect(pageLanguage('/', '', ['EN-gb'])).toBe('en');
    expect(pageLanguage('/', '', [])).toBe('sk');
  });

  it("takes a page's prefix over the saved choice and the browser's languages", () => {
    expect(pageLanguage('/hu/kontakt', 'i18n_redirected=en', ['ru'])).toBe('hu');
    expect(pageLanguage('/unknown', 'i18n_redirected=en', ['ru'])).toBe('en');
    expect(pageLanguage('/unknown', '', ['ru']), "an error page's address speaks the saved language or Slovak").toBe('sk');
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
