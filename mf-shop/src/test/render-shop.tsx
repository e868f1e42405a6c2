// Renders the real mf-shop routes inside the real remote providers at a URL, against the real test API server.
import { DEFAULT_LANG, api, cartStore, langOfPath, preloadPageCode, registerNamespace, setLanguage, type CategoryDetail, type MenuCategory } from '@shop/shared';
import { loadAntdLocale } from '@shop/shared/react';
import { PRODUCT_CSV_COLUMNS } from '@shop/shared/contracts/products-bulk';
import { renderRoutesInRemoteProviders } from '@shop/shared/react/testing';
import { routes } from '../app/routes.tsx';
import { loadShopMessages } from '../app/load-messages.ts';

export async function renderShop(url: string) {
  // As the mount lifecycle does: antd's texts of the language are there before the first render.
  await loadAntdLocale(langOfPath(url) ?? DEFAULT_LANG);
  localStorage.clear();
  cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
  window.history.pushState(null, '', url);
  await registerNamespace('shop', loadShopMessages);
  await setLanguage(langOfPath(url) ?? DEFAULT_LANG);
  // …and the page's code, for a page in a chunk of its own (routes.tsx, lazyPage).
  await preloadPageCode(new URL(url, window.location.origin).pathname);
  return renderRoutesInRemoteProviders('mf-shop', routes);
}

/** Real seeded data, asked from the API in the language in use (call after renderShop or setLanguage). */
export async function fetchMenu(): Promise<MenuCategory[]> {
  return (await api.get<{ data: MenuCategory[] }>('/api/product-category/menu')).data.data;
}

/** A category as the shop's page asks for it: a model's variants as one card (decision 0107). */
export async function fetchCategory(slug: string, page = 1): Promise<CategoryDetail> {
  return (await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`, { params: { page, group: 'model' } })).data.data;
}

/** The first category (top or child) of the menu whose first page holds products. */
export async function findCategoryWithProducts(): Promise<CategoryDetail> {
  const menu = await fetchMenu();
  const slugs = menu.flatMap((top) => [top.slug, ...top.children.map((c) => c.slug)]);
  for (const slug of slugs) {
    const category = await fetchCategory(slug);
    if (category.products.length > 0) return category;
  }
  throw new Error('The seeded catalogue has no category with products');
}

const PAGED_PRODUCTS = 15;
const perLang = <T,>(value: (lang: string) => T): Record<string, T> => Object.fromEntries(['sk', 'en', 'hu', 'sr', 'ru'].map((l) => [l, value(l)]));
let pagedCategory: Promise<string> | null = null;

/**
 * A category of its own with more than a page of products of no model (the demo's models fill one page at most), made
 * once per test file through the admin API with unique names: the category, then its products in one CSV import, so
 * it adds two entries to the audit log that other files' tests read. Answers it as the shop's page asks for it.
 */
export async function categoryWithPages(): Promise<CategoryDetail> {
  pagedCategory ??= (async () => {
    const { data: login } = await api.post<{ token: string }>('/api/auth/login', { email: 'admin@example.com', password: 'demo-admin-2026' });
    const headers = { Authorization: `Bearer ${login.token}` };
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { data: category } = await api.post<{ data: { translations: Record<string, { slug: string }> } }>(
      '/api/admin/categories',
      { parent_id: null, position: 9000, visible: true, thumb_path: null, translations: perLang((l) => ({ name: `Paged ${unique} ${l}`, slug: '', description: '' })) },
      { headers },
    );
    const slug = category.data.translations.sk!.slug;
    const rows = Array.from({ length: PAGED_PRODUCTS }, (_, i) =>
      ['', slug, (100 + 15 * i).toFixed(2).replace('.', ','), '23', '1', String(1000 + 250 * (i % 5)), String(1000 + 100 * (i % 3)), ...['sk', 'en', 'hu', 'sr', 'ru'].flatMap((l) => [`Paged ${unique} ${i + 1} ${l}`, ''])].join(';'),
    );
    const csv = [[...PRODUCT_CSV_COLUMNS].join(';'), ...rows].join('\r\n');
    await api.post('/api/admin/products/import', csv, { params: { dry_run: false }, headers: { ...headers, 'Content-Type': 'text/csv' } });
    return slug;
  })();
  return fetchCategory(await pagedCategory);
}

export async function prepareLanguage(lang: Parameters<typeof setLanguage>[0]) {
  await registerNamespace('shop', loadShopMessages);
  await setLanguage(lang);
}
