// Business buyers (issue 32): the company ID and VAT ID formats of each country, and when an order is a VAT reverse
// charge. One pure module, used by the checkout form and by the API, so both refuse the same values. These are
// format checks (with the check digit where the country defines a simple one), not a register look-up: the shop
// confirms a VAT ID in VIES before it invoices without VAT (decision 0065).

/** The shop's own country: its buyers pay Slovak VAT whatever their VAT ID. */
export const SHOP_COUNTRY = 'SK';

/** The EU member states by ISO 3166-1 code (Greece's VAT IDs start with EL, see VAT_PREFIX). */
export const EU_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

const VAT_PREFIX: Record<string, string> = { GR: 'EL' };

export const isEuCountry = (country: string): boolean => EU_COUNTRIES.includes(country.toUpperCase());

interface Format {
  /** Tested against the value without spaces, dots, dashes and slashes, in upper case. */
  pattern: RegExp;
  /** Shown in the error message, as the buyer would write it. */
  example: string;
  /** A check digit over the compact value; only where the format is already right. */
  check?: (compact: string) => boolean;
}

interface CountryRules {
  companyId?: Format;
  vatId?: Format;
}

/** IČO of Slovakia and the Czech Republic: weights 8..2 over the first seven digits, modulo 11. */
function icoCheck(compact: string): boolean {
  const sum = [...compact.slice(0, 7)].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(compact[7]);
}

/** Slovak IČ DPH: the ten digits are a multiple of 11. */
const skVatCheck = (compact: string): boolean => BigInt(compact.slice(2)) % 11n === 0n;

/** Hungarian VAT ID (the first eight digits of the adószám): weights 9, 7, 3, 1, modulo 10. */
function huVatCheck(compact: string): boolean {
  const digits = compact.slice(2);
  const weights = [9, 7, 3, 1, 9, 7, 3];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[7]);
}

const vat = (pattern: RegExp, example: string, check?: (compact: string) => boolean): Format => (check ? { pattern, example, check } : { pattern, example });

/** Countries with a known company ID form; the others take any register number of 2 to 30 letters and digits. */
const RULES: Record<string, CountryRules> = {
  SK: { companyId: { pattern: /^\d{8}$/, example: '35763469', check: icoCheck }, vatId: vat(/^SK[1-9]\d{9}$/, 'SK2020273893', skVatCheck) },
  CZ: { companyId: { pattern: /^\d{8}$/, example: '27082440', check: icoCheck }, vatId: vat(/^CZ\d{8,10}$/, 'CZ27082440') },
  // Cégjegyzékszám (01-09-123456) or adószám (12345676-2-41): Hungarian invoices name either.
  HU: { companyId: { pattern: /^(\d{10}|\d{11})$/, example: '01-09-123456' }, vatId: vat(/^HU\d{8}$/, 'HU12345676', huVatCheck) },
  AT: { companyId: { pattern: /^FN\d{1,6}[A-Z]$/, example: 'FN 123456a' }, vatId: vat(/^ATU\d{8}$/, 'ATU12345678') },
  DE: { companyId: { pattern: /^(HRA|HRB|GNR|PR|VR)\d{1,6}[A-Z]?$/, example: 'HRB 12345' }, vatId: vat(/^DE\d{9}$/, 'DE123456789') },
  // REGON (9 or 14 digits) or KRS (10 digits).
  PL: { companyId: { pattern: /^(\d{9}|\d{10}|\d{14})$/, example: '123456785' }, vatId: vat(/^PL\d{10}$/, 'PL1234567890') },
  // Matični broj (8 digits); Serbia is outside the EU and its PIB (9 digits) is the tax ID.
  RS: { companyId: { pattern: /^\d{8}$/, example: '07012345' }, vatId: vat(/^(RS)?\d{9}$/, '101234567') },
  BE: { vatId: vat(/^BE[01]\d{9}$/, 'BE0123456789') },
  BG: { vatId: vat(/^BG\d{9,10}$/, 'BG123456789') },
  CY: { vatId: vat(/^CY\d{8}[A-Z]$/, 'CY12345678X') },
  DK: { vatId: vat(/^DK\d{8}$/, 'DK12345678') },
  EE: { vatId: vat(/^EE\d{9}$/, 'EE123456789') },
  ES: { vatId: vat(/^ES[A-Z0-9]\d{7}[A-Z0-9]$/, 'ESX1234567X') },
  FI: { vatId: vat(/^FI\d{8}$/, 'FI12345678') },
  FR: { vatId: vat(/^FR[0-9A-HJ-NP-Z]{2}\d{9}$/, 'FR12345678901') },
  GR: { vatId: vat(/^EL\d{9}$/, 'EL123456789') },
  HR: { vatId: vat(/^HR\d{11}$/, 'HR12345678901') },
  IE: { vatId: vat(/^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, 'IE1234567T') },
  IT: { vatId: vat(/^IT\d{11}$/, 'IT12345678901') },
  LT: { vatId: vat(/^LT(\d{9}|\d{12})$/, 'LT123456789') },
  LU: { vatId: vat(/^LU\d{8}$/, 'LU12345678') },
  LV: { vatId: vat(/^LV\d{11}$/, 'LV12345678901') },
  MT: { vatId: vat(/^MT\d{8}$/, 'MT12345678') },
  NL: { vatId: vat(/^NL\d{9}B\d{2}$/, 'NL123456789B01') },
  PT: { vatId: vat(/^PT\d{9}$/, 'PT123456789') },
  RO: { vatId: vat(/^RO[1-9]\d{1,9}$/, 'RO1234567') },
  SE: { vatId: vat(/^SE\d{10}01$/, 'SE123456789001') },
  SI: { vatId: vat(/^SI\d{8}$/, 'SI12345678') },
  CH: { vatId: vat(/^CHE\d{9}(MWST|TVA|IVA)?$/, 'CHE-123.456.789 MWST') },
  GB: { vatId: vat(/^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, 'GB123456789') },
};

const ANY_ID: Format = { pattern: /^[A-Z0-9]{2,30}$/, example: '' };

export type IdCheck = { valid: true; value: string } | { valid: false; example: string };

const compactOf = (value: string): string => value.replace(/[\s.\-/]/g, '').toUpperCase();

function test(format: Format, compact: string, value: string): IdCheck {
  if (!format.pattern.test(compact) || (format.check && !format.check(compact))) return { valid: false, example: format.example };
  return { valid: true, value };
}

/** A company ID (IČO, Firmenbuchnummer, cégjegyzékszám …) of `country`; the value kept is the trimmed input. */
export function checkCompanyId(country: string, input: string): IdCheck {
  const value = input.trim().replace(/\s+/g, ' ');
  return test(RULES[country.toUpperCase()]?.companyId ?? ANY_ID, compactOf(value), value);
}

/**
 * A VAT ID of `country`. The value kept is compact and upper case; in the EU it carries the country's prefix, added
 * when the buyer typed the number alone ("12345676" in Hungary is HU12345676).
 */
export function checkVatId(country: string, input: string): IdCheck {
  const code = country.toUpperCase();
  let compact = compactOf(input);
  const prefix = VAT_PREFIX[code] ?? code;
  if (isEuCountry(code) && /^\d/.test(compact)) compact = prefix + compact;
  return test(RULES[code]?.vatId ?? ANY_ID, compact, compact);
}

/** How a valid company ID and VAT ID of `country` look (for hints and error messages); '' where any form is taken. */
export function idExamples(country: string): { companyId: string; vatId: string } {
  const rules = RULES[country.toUpperCase()];
  return { companyId: rules?.companyId?.example ?? '', vatId: rules?.vatId?.example ?? '' };
}

/**
 * Whether an order is a VAT reverse charge: a business in another EU member state than Slovakia with a VAT ID of
 * its country's format. Such an order is priced without VAT and the buyer accounts for it.
 */
export function isVatReverseCharge(buyer: { country: string; vat_id?: string | undefined }): boolean {
  const country = buyer.country.trim().toUpperCase();
  if (!buyer.vat_id || country === SHOP_COUNTRY || !isEuCountry(country)) return false;
  return checkVatId(country, buyer.vat_id).valid;
}
