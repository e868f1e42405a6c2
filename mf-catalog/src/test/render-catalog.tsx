// Renders the real mf-catalog routes inside the real remote providers at a URL, against the real test API server.
import { DEFAULT_LANG, api, cartStore, langOfPath, registerNamespace, setLanguage, type CategoryDetail, type MenuCategory, type ProductDetail } from '@shop/shared';
import { loadAntdLocale } from '@shop/shared/react';
import { renderRoutesInRemoteProviders } from '@shop/shared/react/testing';
import { routes } from '../app/routes.tsx';
import { CATALOG_NAMESPACE, loadMessages } from '../app/messages.ts';

export async function renderCatalog(url: string) {
  const lang = langOfPath(url) ?? DEFAULT_LANG;
  // As the mount lifecycle does: antd's texts of the language are there before the first render.
  await loadAntdLocale(lang);
  localStorage.clear();
  cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
  window.history.pushState(null, '', url);
  await registerNamespace(CATALOG_NAMESPACE, loadMessages);
  await setLanguage(lang);
  return renderRoutesInRemoteProviders('mf-catalog', routes);
}

/** Switches the API language (the Localization header) before reading seeded data for a test's expectations. */
export async function switchLanguage(lang: Parameters<typeof setLanguage>[0]) {
  await registerNamespace(CATALOG_NAMESPACE, loadMessages);
  await setLanguage(lang);
}

export async function fetchMenu(): Promise<MenuCategory[]> {
  return (await api.get<{ data: MenuCategory[] }>('/api/product-category/menu')).data.data;
}

export async function fetchCategory(slug: string, page = 1, perPage = 12): Promise<CategoryDetail> {
  return (await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`, { params: { page, per_page: perPage } })).data.data;
}

export async function fetchProduct(slug: string): Promise<ProductDetail> {
  return (await api.get<{ data: ProductDetail }>(`/api/product/${encodeURIComponent(slug)}`)).data.data;
}

/** The first top category of the menu with children and more than one page of products. */
export async function categoryWithPages(): Promise<CategoryDetail> {
  for (const top of await fetchMenu()) {
    const category = await fetchCategory(top.slug);
    if (category.children.length > 0 && category.products_meta.last_page > 1) return category;
  }
  throw new Error('The seeded catalogue has no top category with children and two pages of products');
}

/** A seeded product with at least two images. */
export async function productWithImages(): Promise<ProductDetail> {
  const category = await categoryWithPages();
  for (const item of category.products) {
    const product = await fetchProduct(item.slug);
    if (product.images.length > 1) return product;
  }
  throw new Error('No seeded product of the first category has two or more images');
}
