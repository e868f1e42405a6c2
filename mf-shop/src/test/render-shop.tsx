// Renders the real mf-shop routes inside the real remote providers at a URL, against the real test API server.
import { DEFAULT_LANG, api, cartStore, langOfPath, preloadPageCode, registerNamespace, setLanguage, type CategoryDetail, type MenuCategory } from '@shop/shared';
import { loadAntdLocale } from '@shop/shared/react';
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

export async function fetchCategory(slug: string, page = 1): Promise<CategoryDetail> {
  return (await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`, { params: { page } })).data.data;
}

/** The first category (top or child) of the menu whose first page holds products. */
export async function findCategoryWithProducts(minPages = 1): Promise<CategoryDetail> {
  const menu = await fetchMenu();
  const slugs = menu.flatMap((top) => [top.slug, ...top.children.map((c) => c.slug)]);
  for (const slug of slugs) {
    const category = await fetchCategory(slug);
    if (category.products.length > 0 && category.products_meta.last_page >= minPages) return category;
  }
  throw new Error(`The seeded catalogue has no category with ${minPages} page(s) of products`);
}

export async function prepareLanguage(lang: Parameters<typeof setLanguage>[0]) {
  await registerNamespace('shop', loadShopMessages);
  await setLanguage(lang);
}
