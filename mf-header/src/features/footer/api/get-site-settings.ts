import { useEffect, useState } from 'react';
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

export type SiteSettingsState =
  | { status: 'loading'; settings: null }
  | { status: 'ready'; settings: SiteSettings }
  | { status: 'failed'; settings: null };

/** The site settings for the footer; a failure only hides what depends on them (no error UI in a footer). */
export function useSiteSettings(): SiteSettingsState {
  const [state, setState] = useState<SiteSettingsState>({ status: 'loading', settings: null });
  useEffect(() => {
    const controller = new AbortController();
    getSiteSettings(controller.signal)
      .then((settings) => setState({ status: 'ready', settings }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf-header] The site settings could not be loaded; the footer hides the contact block.', error);
        setState({ status: 'failed', settings: null });
      });
    return () => controller.abort();
  }, []);
  return state;
}
