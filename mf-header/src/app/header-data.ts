// The data of the header and footer slots (mf-header has no routes, decision 0010): one load declared beside the
// slots, made once by the server before it renders them and given to the browser's hydrating render with the page
// (useSlotData in @shop/shared/react); the browser loads it again when the language changes.
import { getCategoryMenu, type MenuCategory, type SiteDocument } from '@shop/shared';
import { loaded, useSlotData, type Loaded } from '@shop/shared/react';
import type { CategoryMenuState } from '../features/category-menu/api/get-category-menu.ts';
import { getSiteSettings, type SiteSettings, type SiteSettingsState } from '../features/footer/api/get-site-settings.ts';
import { getSiteDocuments } from '../features/site-documents/api/get-site-documents.ts';

interface HeaderData {
  menu: Loaded<MenuCategory[]>;
  documents: Loaded<SiteDocument[]>;
  settings: Loaded<SiteSettings>;
}

/** The category menu, the site's documents and the company data for the footer, each settled on its own. */
export async function loadHeaderData(): Promise<HeaderData> {
  const [menu, documents, settings] = await Promise.all([loaded(getCategoryMenu()), loaded(getSiteDocuments()), loaded(getSiteSettings())]);
  return { menu, documents, settings };
}

/**
 * The header's and footer's data as their features take it: the menu with a retry (a failure never breaks the
 * header), the documents (an empty list when they failed: the links are extras), the settings (null while loading).
 */
export function useHeaderData(): { menu: CategoryMenuState; documents: SiteDocument[] | null; settings: SiteSettingsState } {
  const { data, reload } = useSlotData(loadHeaderData);
  if (!data) return { menu: { status: 'loading', categories: null, retry: reload }, documents: null, settings: { status: 'loading', settings: null } };
  return {
    menu: data.menu.error ? { status: 'failed', categories: null, retry: reload } : { status: 'ready', categories: data.menu.data, retry: reload },
    documents: data.documents.data ?? [],
    settings: data.settings.error ? { status: 'failed', settings: null } : { status: 'ready', settings: data.settings.data },
  };
}
