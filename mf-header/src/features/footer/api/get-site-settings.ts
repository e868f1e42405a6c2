import { api } from '@shop/shared';

// GET /api/site/settings. Typed here until the API contract (api/src/schemas) exports this shape.
export interface SiteCompany {
  name: string;
  street: string;
  town: string;
  zip: string;
  country: string;
  phone: string;
  email: string;
}

export interface GroupCompany {
  name: string;
  url: string;
}

export interface SiteSettings {
  company: SiteCompany;
  group_companies: GroupCompany[];
}

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await api.get<{ data: SiteSettings }>('/api/site/settings', { signal });
  return data.data;
}

/** The site settings for the footer; a failure only hides what depends on them (no error UI in a footer). */
export type SiteSettingsState =
  | { status: 'loading'; settings: null }
  | { status: 'ready'; settings: SiteSettings }
  | { status: 'failed'; settings: null };
