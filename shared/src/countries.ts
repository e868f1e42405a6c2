// Countries by their ISO 3166-1 alpha-2 codes, named by the platform's Intl.DisplayNames (CLDR) in the five site
// languages: the delivery table is keyed by code, while the checkout's country field may hold a code or a name.

import { isLang, LANGUAGES, localeTag } from './languages.ts';

/**
 * The 249 codes ISO 3166-1 assigns today (the officially assigned alpha-2 codes the ISO 3166 Maintenance Agency lists;
 * the newest, SS, dates from 2011). CLDR also names withdrawn and reserved codes (SU, YU, CS, DD, FX, UK, AN, XK …),
 * which gave the checkout "Srbsko" three times and let the API take SU and UK (issues 47 and 50, 6): the list is the
 * standard's, not what the platform can name. Decision 0094.
 */
const ISO_3166_1_CODES: readonly string[] = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
];

/** The site language's own country, chosen first in the checkout (sk SK, hu HU, sr RS, ru RU); none for English. */
const COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = { sk: 'SK', hu: 'HU', sr: 'RS', ru: 'RU' };

/** The shop's own country: first in every list of countries a buyer chooses from. */
export const SHOP_COUNTRY = 'SK';

let byName: Map<string, string> | null = null;

/** Every current ISO 3166-1 alpha-2 code, sorted (249). */
export function countryCodes(): string[] {
  return [...ISO_3166_1_CODES];
}

/** The country a page's language suggests (hu -> HU), or null when the language has no one country (en). */
export function countryOfLanguage(lang: string): string | null {
  return COUNTRY_OF_LANGUAGE[lang] ?? null;
}

/** The country's name in a site language (sr in Latin script, as the site writes it); the code itself if unknown. */
export function countryName(code: string, lang: string): string {
  const tag = isLang(lang) ? localeTag(lang) : lang;
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
    return ISO_3166_1_CODES.includes(code) ? code : null;
  }
  if (!byName) {
    byName = new Map(Object.entries(ALIASES));
    for (const { tag } of LANGUAGES) {
      const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
      for (const code of ISO_3166_1_CODES) {
        const name = names.of(code);
        if (name && !byName.has(fold(name))) byName.set(fold(name), code);
      }
    }
  }
  return byName.get(fold(trimmed)) ?? null;
}
