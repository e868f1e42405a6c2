import type { TFunction } from 'i18next';
import { isAxiosError } from '@shop/shared';
import { idExamples } from '@shop/shared/business-ids';
import { postcodeExample } from '@shop/shared/postcodes';
import { countryCodeOf, countryLabel, countryOfLanguage } from '@shop/shared/countries';
import type { CartContact } from '@shop/shared/contracts/cart';
import type { ApiError } from '@shop/shared/contracts/common';

export type BusinessField = 'country' | 'company' | 'company_id' | 'vat_id' | 'zip';

/** The message of a company ID or VAT ID that does not fit the country's form, with an example where it has one. */
export function idMessage(kind: 'companyId' | 'vatId', country: string, lang: string, t: TFunction, example = idExamples(country)[kind]): string {
  return example ? t(`business.${kind}Invalid`, { country: countryLabel(country, lang), example }) : t(`business.${kind}InvalidAny`);
}

/** The message of a postcode that does not fit the country's form (190000 for Slovakia), with an example where known. */
export function postcodeMessage(country: string, lang: string, t: TFunction, example = postcodeExample(country)): string {
  return t(example ? 'contact.zipOfCountry' : 'contact.zipOfCountryAny', { country: countryLabel(country, lang), example });
}

/**
 * The fields of the business details the server refused, each with its message in the page's language (the API names
 * them with message codes: contact.countryUnknown, contact.companyIdInvalid, contact.vatIdInvalid,
 * contact.companyRequired, and contact.zipInvalid for the postcode). Other errors are not these fields' and are left to the form.
 */
export function businessServerErrors(error: unknown, lang: string, t: TFunction): Array<{ name: BusinessField; errors: string[] }> {
  const body = isAxiosError(error) ? (error.response?.data as Partial<ApiError> | undefined) : undefined;
  const out: Array<{ name: BusinessField; errors: string[] }> = [];
  for (const item of body?.errors ?? []) {
    const country = String(item.params?.country ?? '');
    const example = String(item.params?.example ?? '');
    if (item.code === 'contact.countryUnknown') out.push({ name: 'country', errors: [t('business.countryUnknown')] });
    else if (item.code === 'contact.companyRequired') out.push({ name: 'company', errors: [t('business.companyRequired')] });
    else if (item.code === 'contact.companyIdInvalid') out.push({ name: 'company_id', errors: [idMessage('companyId', country, lang, t, example)] });
    else if (item.code === 'contact.zipInvalid') out.push({ name: 'zip', errors: [postcodeMessage(country, lang, t, example)] });
    else if (item.code === 'contact.vatIdInvalid') out.push({ name: 'vat_id', errors: [idMessage('vatId', country, lang, t, example)] });
  }
  return out;
}

/**
 * A saved contact as the form starts from: a country typed before the picker existed is chosen by its code. A new
 * contact starts with the country of the page's language where it has one (a Hungarian page: Hungary).
 */
export function contactFormValues(contact: CartContact | null | undefined, lang: string): Partial<CartContact> {
  if (!contact) return { country: countryOfLanguage(lang) ?? '' };
  return { ...contact, country: countryCodeOf(contact.country) ?? '' };
}
