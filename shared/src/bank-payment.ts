// Bank transfer, the way Slovak buyers pay (issue 47): the shop's IBAN, checked by its ISO 13616 check digits, and
// the variable symbol the buyer types (or the PAY by square code carries) so the shop's bank statement names the
// order. One pure module, used by the admin's settings form and by the API, so both refuse the same values.

/** The IBAN's length in each SEPA country (ISO 13616 registry): a typo in the length is named before the checksum. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GI: 23,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28,
  PT: 25, RO: 24, RS: 22, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** The IBAN as banks store it: upper case, without spaces. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The IBAN in groups of four, as it is printed for people ("SK31 1200 0000 1987 4263 7541"). */
export const formatIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** Whether a value is an IBAN of a SEPA country with the right length and check digits (mod 97 = 1). */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  // Letters become 10..35; the number is reduced piece by piece so no big integers are needed.
  const digits = [...(iban.slice(4) + iban.slice(0, 4))].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A BIC (SWIFT code): 8 or 11 characters; optional in SEPA payments. */
export const isValidBic = (value: string): boolean => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());

/**
 * The variable symbol of an order: its number's digits, at most 10 (the Slovak banks' field). Order numbers are the
 * year and a six-digit sequence (2026000123); from the millionth order of a year the last ten digits are taken.
 */
export const variableSymbolOf = (orderNumber: string): string => orderNumber.replace(/\D/g, '').slice(-10);

/**
 * The header that carries the key of the buyer's order page (decision 0105): the page keeps the key in its address's
 * fragment, which no server and no referrer sees, and its calls send it here, out of URLs and logs.
 */
export const ORDER_KEY_HEADER = 'order-key';
