import { describe, expect, it } from 'vitest';
import { detectLanguage, languageCookie, languageFromBrowser, readLanguageCookie } from './root-language.ts';

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
