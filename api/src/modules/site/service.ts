import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pickTranslation } from '../../lib/lang.ts';
import type { Lang } from '../../schemas/common.ts';
import type { SiteSettings } from '../../schemas/site.ts';
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
}

export interface StoredGroupCompany {
  name: string;
  url: string;
}

export const SETTINGS_KEYS = { company: 'company', groupCompanies: 'group_companies' } as const;

export function createSiteService(db: Kysely<Database>) {
  const repository = createSiteSettingsRepository(db);
  // Read on every page of the site and changed rarely (from the admin): kept in memory until changed.
  const cache = new Map<Lang, SiteSettings>();

  return {
    async settings(lang: Lang): Promise<SiteSettings> {
      const cached = cache.get(lang);
      if (cached) return cached;
      const [company, groupCompanies] = await Promise.all([
        repository.get<StoredCompany>(SETTINGS_KEYS.company),
        repository.get<StoredGroupCompany[]>(SETTINGS_KEYS.groupCompanies),
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
      };
      cache.set(lang, settings);
      return settings;
    },
    async update(key: string, value: unknown): Promise<void> {
      await repository.set(key, value);
      cache.clear();
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
