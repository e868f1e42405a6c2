// The checkout contact's country, postcode (issue 47) and business IDs (issue 32), checked by the rules the form uses (@shop/shared's
// business-ids) so a request the form would refuse is refused here too, with a message code per field.
import { checkCompanyId, checkVatId, idExamples } from '@shop/shared/business-ids';
import { countryCodeOf } from '@shop/shared/countries';
import { checkPostcode } from '@shop/shared/postcodes';
import type { CartContact } from '@shop/shared/contracts/cart';
import { unprocessable, type FieldError } from '../../lib/errors.ts';

/**
 * The contact as it is stored: the country as its ISO code (the picker sends one; a name from an older form is
 * looked up), the company ID trimmed and the VAT ID compact with its country prefix. Throws 422 naming each field.
 */
export function normalizeBusinessContact(contact: CartContact): CartContact {
  const errors: FieldError[] = [];
  const country = countryCodeOf(contact.country);
  if (!country) {
    errors.push({ field: 'contact.country', message: 'is no country we know', code: 'contact.countryUnknown', params: { country: contact.country } });
    throw unprocessable('Choose the country from the list', errors, { code: 'contact.countryUnknown', params: { country: contact.country } });
  }
  const out: CartContact = { ...contact, country };
  // The postcode by the country's form (190000 is Russian, not Slovak): a mistyped one would send the parcel astray.
  const postcode = checkPostcode(country, contact.zip);
  if (postcode.valid) out.zip = postcode.value;
  else errors.push({ field: 'contact.zip', message: `is no postcode of ${country}`, code: 'contact.zipInvalid', params: { country, example: postcode.example } });
  const examples = idExamples(country);
  const companyId = contact.company_id?.trim();
  if (companyId) {
    const checked = checkCompanyId(country, companyId);
    if (checked.valid) out.company_id = checked.value;
    else errors.push({ field: 'contact.company_id', message: `is no company ID of ${country}`, code: 'contact.companyIdInvalid', params: { country, example: examples.companyId } });
  }
  const vatId = contact.vat_id?.trim();
  if (vatId) {
    const checked = checkVatId(country, vatId);
    if (checked.valid) out.vat_id = checked.value;
    else errors.push({ field: 'contact.vat_id', message: `is no VAT ID of ${country}`, code: 'contact.vatIdInvalid', params: { country, example: examples.vatId } });
  }
  // IDs belong to a company: an order naming them names the company too (the invoice is made out to it).
  if ((companyId || vatId) && !contact.company?.trim()) {
    errors.push({ field: 'contact.company', message: 'is required with a company ID or VAT ID', code: 'contact.companyRequired' });
  }
  if (errors.length > 0) {
    const first = errors[0]!;
    throw unprocessable(`The business details are not valid: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors, { code: first.code!, ...(first.params ? { params: first.params } : {}) });
  }
  return out;
}
