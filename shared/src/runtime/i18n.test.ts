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

  it("takes the messages the server wrote into the page in the page's language, without asking for them", async () => {
    await setLanguage('en');
    const served = document.createElement('script');
    served.type = 'application/json';
    served.id = 'messages-served';
    served.dataset.lang = 'en';
    served.textContent = JSON.stringify({ greeting: 'Hello from the page' });
    document.body.append(served);
    const asked: string[] = [];
    const loader = async (lang: string) => {
      asked.push(lang);
      return { greeting: `${lang}: hello` };
    };
    try {
      await registerNamespace('served', loader);
      expect(asked).toEqual([]);
      expect(i18n.t('served:greeting')).toBe('Hello from the page');

      // The page's messages are in English: another language is asked for.
      await setLanguage('ru');
      expect(asked).toEqual(['ru']);
      expect(i18n.t('served:greeting')).toBe('ru: hello');
    } finally {
      served.remove();
      await setLanguage('sk');
    }
  });
});
