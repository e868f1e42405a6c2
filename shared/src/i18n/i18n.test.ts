// The page's one i18next instance loads what the page shows: each remote's messages in the language in use.
import { describe, expect, it } from 'vitest';
import { i18n, registerNamespace, setLanguage } from './i18n.ts';

describe('registerNamespace', () => {
  it('loads a namespace in the language in use only, not in the fallback language too, and a switch loads the next', async () => {
    await setLanguage('en');
    const asked: string[] = [];
    await registerNamespace('probe', async (lang) => {
      asked.push(lang);
      return { greeting: `${lang}: hello` };
    });
    // Every language has every key (locales.test.ts): Slovak messages on an English page would never be shown.
    expect(asked).toEqual(['en']);
    expect(i18n.t('probe:greeting')).toBe('en: hello');

    await setLanguage('hu');
    expect(asked).toEqual(['en', 'hu']);
    expect(i18n.t('probe:greeting')).toBe('hu: hello');
    await setLanguage('sk');
  });
});
