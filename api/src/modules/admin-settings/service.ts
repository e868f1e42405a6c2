// The site settings as the admin edits them: company contact data (footer, contact page), group companies,
// public keys written into every page (empty: the environment's value stays), mail recipients.
import type { AdminSettings } from '@shop/shared/contracts/admin';
import { LANG_CODES } from '@shop/shared/languages';
import type { Config } from '../../config.ts';
import type { AuthContext } from '../../types.ts';
import type { AuditService } from '../audit/index.ts';
import { unprocessable, type FieldError } from '../../lib/errors.ts';
import { SETTINGS_KEYS, type SiteService, type StoredBankAccount, type StoredCompany, type StoredGroupCompany, type StoredMailRecipients, type StoredPublicKeys } from '../site/index.ts';
import { compactIban, isValidBic, isValidIban } from '@shop/shared/bank-payment';
import { checkCompanyId, checkVatId, SHOP_COUNTRY } from '@shop/shared/business-ids';

const EMPTY_KEYS: StoredPublicKeys = { recaptcha_site_key: '', maps_key: '', analytics_id: '' };
const PHONE_RE = /^[+0-9 ()/-]+$/;

/**
 * The footer and the contact page print the company's name, street, town, country (in the page's language) and one
 * phone number; an empty one left "Phone:" and nothing. Checked after trimming, so blanks are empty too.
 */
function companyErrors(company: StoredCompany): FieldError[] {
  const errors: FieldError[] = [];
  const required = (field: string, value: string) => {
    if (!value) errors.push({ field: `company.${field}`, message: 'is required', code: 'field.required' });
  };
  required('name', company.name);
  required('street', company.street);
  required('town', company.town);
  for (const lang of LANG_CODES) required(`country.${lang}`, company.country[lang] ?? '');
  required('phone', company.phone);
  if (company.phone && !PHONE_RE.test(company.phone)) errors.push({ field: 'company.phone', message: 'may hold only digits, spaces, +, -, / and brackets', code: 'field.phone' });
  // The shop's own IDs go on every order confirmation: a Slovak IČO and IČ DPH, with their check digits.
  if (company.company_id && !checkCompanyId(SHOP_COUNTRY, company.company_id).valid) errors.push({ field: 'company.company_id', message: 'is no Slovak company ID', code: 'field.companyId' });
  if (company.vat_id && !checkVatId(SHOP_COUNTRY, company.vat_id).valid) errors.push({ field: 'company.vat_id', message: 'is no Slovak VAT ID', code: 'field.vatId' });
  return errors;
}

/** A valid VAT ID as stored (compact, with its prefix: "sk 2020 273 893" is SK2020273893); any other as typed. */
function compactVatId(input: string): string {
  const checked = checkVatId(SHOP_COUNTRY, input);
  return checked.valid ? checked.value : input.trim();
}

/** The account as stored (compact, upper case), or the fields that are wrong: a mistyped IBAN would send payments astray. */
function bankAccountOf(input: { iban: string; bic: string }): StoredBankAccount | FieldError[] {
  const account = { iban: compactIban(input.iban), bic: input.bic.replace(/\s+/g, '').toUpperCase() };
  const errors: FieldError[] = [];
  if (account.iban && !isValidIban(account.iban)) errors.push({ field: 'bank_account.iban', message: 'is not a valid IBAN', code: 'field.iban' });
  if (account.bic && !isValidBic(account.bic)) errors.push({ field: 'bank_account.bic', message: 'is not a valid BIC', code: 'field.bic' });
  if (!account.iban && account.bic) errors.push({ field: 'bank_account.iban', message: 'is required with a BIC', code: 'field.required' });
  return errors.length > 0 ? errors : account;
}

/** afterSave: runs once new settings are stored (e.g. sends the inquiries held for want of a recipient). */
export function createAdminSettingsService(site: SiteService, config: Config, deps: { audit: AuditService; afterSave?: () => Promise<void> }) {
  async function read(): Promise<AdminSettings> {
    const [company, groups, keys, mail, bank] = await Promise.all([
      site.stored<StoredCompany>(SETTINGS_KEYS.company),
      site.stored<StoredGroupCompany[]>(SETTINGS_KEYS.groupCompanies),
      site.stored<StoredPublicKeys>(SETTINGS_KEYS.publicKeys),
      site.stored<StoredMailRecipients>(SETTINGS_KEYS.mailRecipients),
      site.stored<StoredBankAccount>(SETTINGS_KEYS.bankAccount),
    ]);
    return {
      company: {
        name: company?.name ?? '',
        street: company?.street ?? '',
        town: company?.town ?? '',
        zip: company?.zip ?? '',
        country: Object.fromEntries(LANG_CODES.map((l) => [l, company?.country[l] ?? ''])) as AdminSettings['company']['country'],
        phone: company?.phone ?? '',
        email: company?.email ?? '',
        company_id: company?.company_id ?? '',
        vat_id: company?.vat_id ?? '',
      },
      group_companies: (groups ?? []).map((g) => ({ name: g.name, url: g.url })),
      public_keys: { ...EMPTY_KEYS, ...keys },
      mail_recipients: { orders: mail?.orders ?? [], inquiries: mail?.inquiries ?? [] },
      bank_account: { iban: bank?.iban ?? '', bic: bank?.bic ?? '' },
    };
  }

  return {
    read,
    /** The values the server's environment gives, shown beside the empty fields. */
    environmentKeys: () => ({
      recaptcha_site_key: config.recaptchaSiteKey ?? null,
      maps_key: config.mapsKey ?? null,
      analytics_id: config.analyticsId ?? null,
    }),

    async update(auth: AuthContext | null, input: AdminSettings): Promise<AdminSettings> {
      const before = await read();
      const trim = (s: string) => s.trim();
      const company: StoredCompany = {
        name: trim(input.company.name),
        street: trim(input.company.street),
        town: trim(input.company.town),
        zip: trim(input.company.zip),
        country: Object.fromEntries(LANG_CODES.map((l) => [l, trim(input.company.country[l])])),
        phone: trim(input.company.phone),
        email: trim(input.company.email),
        // A PUT from an older form without the IDs keeps the stored ones.
        company_id: input.company.company_id === undefined ? (before.company.company_id ?? '') : trim(input.company.company_id),
        vat_id: input.company.vat_id === undefined ? (before.company.vat_id ?? '') : compactVatId(input.company.vat_id),
      };
      const invalid = companyErrors(company);
      const idsOnly = invalid.every((e) => e.field === 'company.company_id' || e.field === 'company.vat_id');
      if (invalid.length > 0) throw unprocessable(`Invalid company data: ${invalid.map((e) => e.field).join(', ')}`, invalid, { code: idsOnly ? 'settings.companyIdsInvalid' : 'settings.companyIncomplete' });
      const bank = input.bank_account ? bankAccountOf(input.bank_account) : null;
      if (Array.isArray(bank)) throw unprocessable(`Invalid bank account: ${bank.map((e) => e.field).join(', ')}`, bank, { code: 'settings.bankAccountInvalid' });
      const groups: StoredGroupCompany[] = input.group_companies.map((g) => ({ name: trim(g.name), url: trim(g.url) }));
      const keys: StoredPublicKeys = {
        recaptcha_site_key: trim(input.public_keys.recaptcha_site_key),
        maps_key: trim(input.public_keys.maps_key),
        analytics_id: trim(input.public_keys.analytics_id),
      };
      const unique = (list: string[]) => [...new Set(list.map((e) => e.trim().toLowerCase()))];
      const mail: StoredMailRecipients = { orders: unique(input.mail_recipients.orders), inquiries: unique(input.mail_recipients.inquiries) };

      await site.update(SETTINGS_KEYS.company, company);
      await site.update(SETTINGS_KEYS.groupCompanies, groups);
      await site.update(SETTINGS_KEYS.publicKeys, keys);
      await site.update(SETTINGS_KEYS.mailRecipients, mail);
      if (bank) await site.update(SETTINGS_KEYS.bankAccount, bank);

      const after = await read();
      const changed = (['company', 'group_companies', 'public_keys', 'mail_recipients', 'bank_account'] as const).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      await deps.audit.record(auth, {
        action: 'update',
        entity: 'settings',
        entityId: null,
        summary: changed.length ? `Updated the settings: ${changed.join(', ')}` : 'Saved the settings without changes',
        ...(changed.length ? { code: 'settings.updated', params: { sections: changed.join(',') } } : { code: 'settings.savedUnchanged' }),
      });
      await deps.afterSave?.();
      return after;
    },
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
