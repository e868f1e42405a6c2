import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pickTranslation } from '../../lib/lang.ts';
import type { Lang } from '@shop/shared/contracts/common';
import type { SiteSettings } from '@shop/shared/contracts/site';
import { createSiteSettingsRepository } from './repository.ts';

/** How the company is stored: the country per language, the rest as shown. */
export interface StoredCompany {
  name: string;
  street: string;
  town: string;
  zip: string;
  country: Record<string, string>;
  phone: string;
  email: string;
  /** IČO and IČ DPH, printed on the order confirmation PDF (optional: an older shop's settings have none). */
  company_id?: string;
  vat_id?: string;
}

export interface StoredGroupCompany {
  name: string;
  url: string;
}

/** Opening hours as stored: the days and the hours per language. */
export interface StoredOpeningHours {
  days: Record<string, string>;
  hours: Record<string, string>;
}

/** Where the company is (the map of the contact page). */
export interface StoredLocation {
  lat: number;
  lng: number;
}

/** Public keys the admin set; an empty value leaves the server's environment value in force. */
export interface StoredPublicKeys {
  recaptcha_site_key: string;
  maps_key: string;
  analytics_id: string;
}

/** The shop's account for bank transfers (set in the admin): a checked compact IBAN, '' for none; BIC optional. */
export interface StoredBankAccount {
  iban: string;
  bic: string;
}

/** Who receives order and inquiry mails (set in the admin). */
export interface StoredMailRecipients {
  orders: string[];
  inquiries: string[];
}

export const SETTINGS_KEYS = {
  company: 'company',
  groupCompanies: 'group_companies',
  publicKeys: 'public_keys',
  mailRecipients: 'mail_recipients',
  bankAccount: 'bank_account',
  openingHours: 'opening_hours',
  location: 'location',
} as const;

/** onUpdate: tells the other instances (shared state) that their cached settings are stale. */
export function createSiteService(db: Kysely<Database>, opts: { onUpdate?: () => Promise<void> } = {}) {
  const repository = createSiteSettingsRepository(db);
  // Read on every page of the site and changed rarely (from the admin): kept in memory until changed.
  const cache = new Map<Lang, SiteSettings>();
  let publicKeysCache: Promise<StoredPublicKeys | null> | null = null;
  const forget = (): void => {
    cache.clear();
    publicKeysCache = null;
  };

  return {
    async settings(lang: Lang): Promise<SiteSettings> {
      const cached = cache.get(lang);
      if (cached) return cached;
      const [company, groupCompanies, openingHours, location] = await Promise.all([
        repository.get<StoredCompany>(SETTINGS_KEYS.company),
        repository.get<StoredGroupCompany[]>(SETTINGS_KEYS.groupCompanies),
        repository.get<StoredOpeningHours[]>(SETTINGS_KEYS.openingHours),
        repository.get<StoredLocation>(SETTINGS_KEYS.location),
      ]);
      const settings: SiteSettings = {
        company: {
          name: company?.name ?? '',
          street: company?.street ?? '',
          town: company?.town ?? '',
          zip: company?.zip ?? '',
          country: company ? pickTranslation(company.country, lang) : '',
          phone: company?.phone ?? '',
          email: company?.email ?? '',
        },
        group_companies: groupCompanies ?? [],
        opening_hours: (openingHours ?? []).map((o) => ({ days: pickTranslation(o.days, lang), hours: pickTranslation(o.hours, lang) })),
        location: location ?? null,
      };
      cache.set(lang, settings);
      return settings;
    },
    /** The public keys set in the admin (read on every page: cached until changed). */
    publicKeys(): Promise<StoredPublicKeys | null> {
      publicKeysCache ??= repository.get<StoredPublicKeys>(SETTINGS_KEYS.publicKeys).catch((e: unknown) => {
        publicKeysCache = null;
        throw e;
      });
      return publicKeysCache;
    },
    /** A stored value as it is kept (the admin's settings screen edits these). */
    stored<T>(key: string): Promise<T | null> {
      return repository.get<T>(key);
    },
    async update(key: string, value: unknown): Promise<void> {
      await repository.set(key, value);
      forget();
      await opts.onUpdate?.();
    },
    /** Drops the cached settings (another instance changed them). */
    forget,
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
