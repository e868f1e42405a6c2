// Countries by their ISO 3166-1 alpha-2 codes, named by the platform's Intl.DisplayNames (CLDR) in the five site
// languages: the delivery table is keyed by code, while the checkout's country field may hold a code or a name.

const LANG_TAGS = ['sk', 'en', 'hu', 'sr-Latn', 'ru'] as const;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Codes CLDR names that are no countries one delivers to (user-assigned, the EU, the UN, unknown region).
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB', 'XK']);

let codes: string[] | null = null;
let byName: Map<string, string> | null = null;

/** Every region code CLDR names, sorted (about 250). */
export function countryCodes(): string[] {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found: string[] = [];
  for (const a of LETTERS) for (const b of LETTERS) {
    const code = a + b;
    if (!NOT_COUNTRIES.has(code) && names.of(code) !== undefined) found.push(code);
  }
  codes = found;
  return found;
}

/** The country's name in a site language (sr in Latin script, as the site writes it); the code itself if unknown. */
export function countryName(code: string, lang: string): string {
  const tag = lang === 'sr' ? 'sr-Latn' : lang;
  return new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
}

/**
 * How a contact's country is shown: the name of its ISO code in `lang`; a name typed before the picker existed is
 * shown as it was typed.
 */
export function countryLabel(country: string, lang: string): string {
  return /^[A-Z]{2}$/.test(country) ? countryName(country, lang) : country;
}

/** Lower case without diacritics or punctuation, so "Slovenská", "SLOVENSKA" and "slovenska" match. */
const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Names commonly typed that CLDR spells otherwise. */
const ALIASES: Record<string, string> = {
  'slovenska republika': 'SK',
  'slovak republic': 'SK',
  'ceska republika': 'CZ',
  'czech republic': 'CZ',
  cesko: 'CZ',
  magyarorszag: 'HU',
  deutschland: 'DE',
  osterreich: 'AT',
  polska: 'PL',
  srbija: 'RS',
  'republika srbija': 'RS',
};

/** The ISO code a country field means: a code ("sk", "SK") or a name in a site language; null for anything else. */
export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return countryCodes().includes(code) ? code : null;
  }
  if (!byName) {
    byName = new Map(Object.entries(ALIASES));
    for (const tag of LANG_TAGS) {
      const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
      for (const code of countryCodes()) {
        const name = names.of(code);
        if (name && !byName.has(fold(name))) byName.set(fold(name), code);
      }
    }
  }
  return byName.get(fold(trimmed)) ?? null;
}
