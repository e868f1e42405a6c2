import type { CartContact } from '@shop/shared';

/** The form's fields, in the order they are shown; the limits are the server's (CartContact schema). */
export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  company_id: 40,
  vat_id: 40,
  street: 200,
  city: 120,
  zip: 12,
  country: 80,
  note: 2000,
} as const satisfies Record<keyof CartContact, number>;

export type ContactField = keyof CartContact;
export type ContactValues = Partial<Record<ContactField, string>>;

/** The server's e-mail format (ajv-formats), with a dot in the domain required as real addresses have one. */
export const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
export const PHONE_PATTERN = /^\+?[0-9][0-9\s()/-]{3,38}[0-9]$/;

const OPTIONAL: readonly ContactField[] = ['company', 'company_id', 'vat_id', 'note'];

/** Trimmed values as the API takes them: optional fields left empty are not sent. */
export function toContact(values: ContactValues): CartContact {
  const out: Record<string, string> = {};
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const value = (values[field] ?? '').trim();
    if (value === '' && OPTIONAL.includes(field)) continue;
    out[field] = value;
  }
  return out as unknown as CartContact;
}

/** The form field a server error names ("contact.email" -> "email"), or null for errors of the whole request. */
export function fieldOfServerError(field: string): ContactField | null {
  const name = field.replace(/^contact\./, '');
  return name in CONTACT_LIMITS ? (name as ContactField) : null;
}
