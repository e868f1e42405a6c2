// Postcodes by country (issue 47): the checkout form and the API check the buyer's postcode by the form of the chosen
// country, so 190000 (a Russian postcode) is not taken for Slovakia. The forms are postcode-validator's (one regular
// expression per ISO country); a country it does not know takes any short code of letters, digits, spaces and dashes.
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/** How a postcode of some countries is written, for the message that asks to correct one. */
const EXAMPLES: Record<string, string> = {
  SK: '010 01', CZ: '110 00', HU: '1051', AT: '1010', DE: '10115', PL: '00-950', RS: '11000', RU: '190000', UA: '01001',
  SI: '1000', HR: '10000', RO: '010011', BG: '1000', IT: '00184', FR: '75001', ES: '28001', NL: '1011 AB', BE: '1000',
  CH: '8001', GB: 'SW1A 1AA', IE: 'D02 X285', US: '10001', CA: 'K1A 0B1', SE: '111 22', DK: '1050', FI: '00100', NO: '0150',
  LT: 'LT-01100', LV: 'LV-1050', EE: '10111', PT: '1000-001', GR: '105 57', LU: 'L-1111', BA: '71000', ME: '81000', MK: '1000',
};

const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,11}$/;

export type PostcodeCheck = { valid: true; value: string } | { valid: false; example: string };

/** The postcode as kept: trimmed, one space between parts, upper case (sw1a 1aa is SW1A 1AA). */
const tidy = (input: string): string => input.trim().replace(/\s+/g, ' ').toUpperCase();

/** Whether `input` is a postcode of `country` (an ISO 3166-1 code); the example says how one looks ('' if unknown). */
export function checkPostcode(country: string, input: string): PostcodeCheck {
  const code = country.toUpperCase();
  const value = tidy(input);
  const known = /^[A-Z]{2}$/.test(code) && postcodeValidatorExistsForCountry(code);
  const valid = value !== '' && (known ? postcodeValidator(value, code) : ANY_POSTCODE.test(value));
  return valid ? { valid: true, value } : { valid: false, example: postcodeExample(code) };
}

/** How a postcode of `country` looks, or '' where the shop has no example. */
export const postcodeExample = (country: string): string => EXAMPLES[country.toUpperCase()] ?? '';
