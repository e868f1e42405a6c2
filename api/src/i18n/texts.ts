// The server's words a person reads (mails, the order PDF, the orders CSV) in the five languages: one i18next
// instance over the catalogues in ./locales, one file per language, the frontends' conventions ({{value}}
// interpolation, plural forms by suffix). Numbers and dates are formatted by the caller with Intl and the language's
// locale tag (@shop/shared/languages) and passed in as text; a count that picks a plural form goes in as `count`.
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANG, LANG_CODES, type Lang } from '@shop/shared/languages';
import sk from './locales/sk.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import hu from './locales/hu.json' with { type: 'json' };
import sr from './locales/sr.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };

const NAMESPACE = 'server';

const catalogues: Record<Lang, object> = { sk, en, hu, sr, ru };

const texts = i18next.createInstance();
// Synchronous: the resources are bundled in, so every text is there before the first mail is written.
void texts.init({
  initAsync: false,
  resources: Object.fromEntries(LANG_CODES.map((lang) => [lang, { [NAMESPACE]: catalogues[lang] }])),
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANG_CODES],
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // The texts go into plain text, CSV and PDF as they are; the HTML of a mail escapes each one where it is written.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The texts of one language: `t('orderMail.customerSubject', { n: '2026000123' })`. */
export function textsIn(lang: Lang): TFunction {
  return texts.getFixedT(lang);
}
