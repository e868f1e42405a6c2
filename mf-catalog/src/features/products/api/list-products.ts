import { CATEGORY_PAGE_SIZE, currentLang, getCategory, type CategoryLink, type ListMeta, type ProductListItem } from '@shop/shared';
import { getCategoryMenu } from '../../../api/get-category-menu.ts';
import { apiPagesOf, listMeta, slicesForPage, type CategoryCount } from '../../../lib/page-slices.ts';
import { searchProducts } from './search-products.ts';

export interface ProductFilter {
  /** A category's slug (its products include its subcategories'); '' for every category. */
  category: string;
  /** The text filter, already checked to have at least the search minimum of characters; '' for none. */
  text: string;
  page: number;
}

export interface ProductList {
  products: ProductListItem[];
  meta: ListMeta;
  /** The category filtered by, as the API names it in the language in use (its slug may differ from the URL's). */
  category: CategoryLink | null;
}

/** The API's largest page: used to read a whole category at once when it must be combined with a text. */
const LARGEST_PAGE = 100;
/** Bounds of the calls one combined filter may make (the demo catalogue needs a few; a huge one stays bounded). */
const MAX_CATEGORY_PAGES = 20;
const MAX_SEARCH_PAGES = 25;
/** The product counts of the top categories are kept this long: the all-products list pages through them. */
const COUNTS_TTL_MS = 60_000;

const countsCache = new Map<string, { at: number; counts: CategoryCount[] }>();

/** Every top category with how many products it (and its subcategories) holds, in the menu's order. */
async function topCategoryCounts(signal?: AbortSignal): Promise<CategoryCount[]> {
  const lang = currentLang();
  const cached = countsCache.get(lang);
  if (cached && Date.now() - cached.at < COUNTS_TTL_MS) return cached.counts;
  const menu = await getCategoryMenu(signal);
  const counts = await Promise.all(
    menu.map(async (top) => ({ slug: top.slug, total: (await getCategory(top.slug, 1, { perPage: 1, signal })).products_meta.total })),
  );
  countsCache.set(lang, { at: Date.now(), counts });
  return counts;
}

/** Every product: the top categories' lists one after another, a page of it at a time. */
async function allProducts(page: number, signal?: AbortSignal): Promise<ProductList> {
  const counts = await topCategoryCounts(signal);
  const total = counts.reduce((sum, c) => sum + c.total, 0);
  const parts = await Promise.all(
    slicesForPage(counts, page, CATEGORY_PAGE_SIZE).map(async (slice) => {
      const pages = apiPagesOf(slice, CATEGORY_PAGE_SIZE);
      const answers = await Promise.all(pages.map((p) => getCategory(slice.slug, p, { perPage: CATEGORY_PAGE_SIZE, signal })));
      const items = answers.flatMap((answer) => answer.products);
      const first = ((pages[0] ?? 1) - 1) * CATEGORY_PAGE_SIZE;
      return items.slice(slice.offset - first, slice.offset - first + slice.limit);
    }),
  );
  return { products: parts.flat(), meta: listMeta(page, CATEGORY_PAGE_SIZE, total), category: null };
}

/** Every product uuid of a category and its subcategories. */
async function categoryMembers(slug: string, signal?: AbortSignal): Promise<{ category: CategoryLink; uuids: Set<string> }> {
  const first = await getCategory(slug, 1, { perPage: LARGEST_PAGE, signal });
  const lastPage = Math.min(first.products_meta.last_page, MAX_CATEGORY_PAGES);
  const rest = await Promise.all(Array.from({ length: lastPage - 1 }, (_, i) => getCategory(slug, i + 2, { perPage: LARGEST_PAGE, signal })));
  const uuids = new Set([first, ...rest].flatMap((answer) => answer.products.map((p) => p.uuid)));
  return { category: { uuid: first.uuid, slug: first.slug, name: first.name }, uuids };
}

/** Every match of a text, best first. */
async function allMatches(text: string, signal?: AbortSignal): Promise<ProductListItem[]> {
  const first = await searchProducts(text, 1, signal);
  const lastPage = Math.min(first.meta.last_page, MAX_SEARCH_PAGES);
  const rest = await Promise.all(Array.from({ length: lastPage - 1 }, (_, i) => searchProducts(text, i + 2, signal)));
  return [first, ...rest].flatMap((answer) => answer.data);
}

/**
 * A page of the catalogue's products under a filter. The API filters by category or by text, not both at once:
 * for both, the text's matches (in the search's order) are kept when they belong to the category.
 */
export async function listProducts(filter: ProductFilter, signal?: AbortSignal): Promise<ProductList> {
  const { category, text, page } = filter;
  if (category && text) {
    const [members, matches] = await Promise.all([categoryMembers(category, signal), allMatches(text, signal)]);
    const inCategory = matches.filter((p) => members.uuids.has(p.uuid));
    const start = (page - 1) * CATEGORY_PAGE_SIZE;
    return {
      products: inCategory.slice(start, start + CATEGORY_PAGE_SIZE),
      meta: listMeta(page, CATEGORY_PAGE_SIZE, inCategory.length),
      category: members.category,
    };
  }
  if (category) {
    const detail = await getCategory(category, page, { perPage: CATEGORY_PAGE_SIZE, signal });
    return { products: detail.products, meta: detail.products_meta, category: { uuid: detail.uuid, slug: detail.slug, name: detail.name } };
  }
  if (text) {
    const found = await searchProducts(text, page, signal);
    return { products: found.data, meta: found.meta, category: null };
  }
  return allProducts(page, signal);
}
