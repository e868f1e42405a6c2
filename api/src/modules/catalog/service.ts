// Catalogue answers: category menu, top categories, category detail with a page of products, product detail, and
// the pages of the catalogue's product list that need no text search.
import type { Kysely } from 'kysely';
import { HttpError, notFound } from '../../lib/errors.ts';
import { pickLangRow, pickTranslation } from '../../lib/lang.ts';
import { mediaUrl } from '../../lib/media.ts';
import { price, withVatCents } from '../../lib/money.ts';
import { DEFAULT_LISTING, listingParams, type CategoryListing } from '@shop/shared/contracts/category-listing';
import { finishOf, sortAndFilter, type ListingRow } from './listing.ts';
import type { Database } from '../../db/schema.ts';
import type { CategoryDetail, CategoryLink, ListedVariants, MenuCategory, ProductDetail, ProductListItem, ProductVariants, TopCategory } from '@shop/shared/contracts/catalog';
import { COLOUR_KEYS, SIZE_KEYS, choiceOf, variantChoosers, type VariantRow } from './variants.ts';
import { catalogueVersion, createCatalogueCache } from './catalogue-cache.ts';
import { createCatalogRepository } from './repository.ts';
import { listMeta } from '../../lib/list-query.ts';
import type { ListMeta } from '@shop/shared/contracts/common';

export const TOP_CATEGORY_LIMIT = 8;
export const DEFAULT_PER_PAGE = 12;

interface CategoryNode {
  id: number;
  uuid: string;
  parentId: number | null;
  visible: boolean;
  thumbUrl: string;
  name: string;
  slug: string;
  description: string;
  children: CategoryNode[];
}

/** Answers the catalogue keeps at most (the menu, top and first category pages fit easily). */
export const CATALOG_CACHE_LIMIT = 2000;

export function createCatalogService(db: Kysely<Database>) {
  const repo = createCatalogRepository(db);
  const cache = createCatalogueCache(catalogueVersion(db, { sharedPerTurn: false }), CATALOG_CACHE_LIMIT);

  /** The whole category tree in one language (a few dozen rows), kept while the catalogue is unchanged. */
  const categoryTree = (lang: string) => cache.get(`tree:${lang}`, () => loadCategoryTree(lang));

  async function loadCategoryTree(lang: string) {
    const [cats, trs] = await Promise.all([repo.allCategories(), repo.categoryTranslations(lang)]);
    const byCat = new Map<number, typeof trs>();
    for (const t of trs) byCat.set(t.category_id, [...(byCat.get(t.category_id) ?? []), t]);
    const nodes = new Map<number, CategoryNode>();
    for (const c of cats) {
      const t = pickLangRow(byCat.get(c.id) ?? [], lang);
      nodes.set(c.id, {
        id: c.id,
        uuid: c.uuid,
        parentId: c.parent_id,
        visible: c.visible === 1,
        thumbUrl: mediaUrl(c.thumb_path),
        name: t?.name ?? '',
        slug: t?.slug ?? '',
        description: t?.description ?? '',
        children: [],
      });
    }
    const roots: CategoryNode[] = [];
    for (const c of cats) {
      const node = nodes.get(c.id)!;
      const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return { nodes, roots };
  }

  const link = (n: CategoryNode): CategoryLink => ({ uuid: n.uuid, slug: n.slug, name: n.name });

  /** The node and its visible descendants. */
  function subtreeIds(node: CategoryNode): number[] {
    return [node.id, ...node.children.filter((c) => c.visible).flatMap(subtreeIds)];
  }

  /** Visible ancestors from the top; null when any ancestor is hidden (then the category is hidden too). */
  function ancestors(nodes: Map<number, CategoryNode>, node: CategoryNode): CategoryNode[] | null {
    const chain: CategoryNode[] = [];
    let cur = node.parentId === null ? undefined : nodes.get(node.parentId);
    while (cur) {
      if (!cur.visible) return null;
      chain.unshift(cur);
      cur = cur.parentId === null ? undefined : nodes.get(cur.parentId);
    }
    return chain;
  }

  /** The visible category of a slug (the request language's slug first, then any language's) and its ancestors. */
  async function visibleCategory(slug: string, lang: string): Promise<{ node: CategoryNode; chain: CategoryNode[] }> {
    const id = await repo.findCategoryIdBySlug(slug, lang);
    const { nodes } = await categoryTree(lang);
    const node = id === undefined ? undefined : nodes.get(id);
    const chain = node && node.visible ? ancestors(nodes, node) : null;
    if (!node || !chain) throw new HttpError(404, `Category not found: ${slug}`, undefined, { code: 'catalog.categoryNotFound', params: { slug } });
    return { node, chain };
  }

  /** The list items of `ids` in that order; `variants`: the model cards among them (a category page's). */
  async function productListItems(ids: readonly number[], lang: string, variants?: ReadonlyMap<number, ListedVariants>): Promise<ProductListItem[]> {
    const rows = await repo.listItems(ids, lang);
    const items: ProductListItem[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) continue;
      items.push({
        uuid: row.uuid,
        slug: row.slug ?? '',
        name: row.name ?? '',
        short_description: row.short_description ?? '',
        thumb_url: mediaUrl(row.thumb),
        price: price(row.price_cents, row.vat_rate),
        ...(variants?.has(id) ? { variants: variants.get(id)! } : {}),
      });
    }
    return items;
  }

  /** What the category's products are sorted and filtered by (its subtree's), kept while the catalogue is unchanged. */
  const listingRows = (node: CategoryNode, lang: string): Promise<ListingRow[]> =>
    cache.get(`listing:${lang}:${node.id}`, async () => {
      const { products, names, finishes } = await repo.listingRows(subtreeIds(node));
      const namesById = new Map<number, Array<{ lang: string; name: string }>>();
      for (const row of names) namesById.set(row.product_id, [...(namesById.get(row.product_id) ?? []), row]);
      const finishById = new Map(finishes.map((row) => [row.product_id, finishOf(row.value_json, lang)]));
      return products.map((p) => ({
        id: p.id,
        grossCents: withVatCents(p.price_cents, p.vat_rate),
        position: p.position,
        createdAt: p.created_at,
        name: pickLangRow(namesById.get(p.id) ?? [], lang)?.name ?? '',
        finish: finishById.get(p.id) ?? null,
        widthMm: p.width_mm,
        heightMm: p.height_mm,
        modelId: p.model_id ?? null,
      }));
    });

  /** The choosers of a product among its model's published variants; null when the model shows no other. */
  async function variantsOf(productId: number, modelId: number, lang: string): Promise<ProductVariants | null> {
    const { products, slugs, parameters } = await repo.modelVariants(modelId, lang);
    if (products.length < 2) return null;
    const slugById = new Map<number, Array<{ lang: string; slug: string }>>();
    for (const row of slugs) slugById.set(row.product_id, [...(slugById.get(row.product_id) ?? []), row]);
    const param = (id: number, keys: readonly string[]) => parameters.find((row) => row.product_id === id && keys.includes(row.key))?.value_json;
    const rows: VariantRow[] = products.map((p) => ({
      id: p.id,
      slug: pickLangRow(slugById.get(p.id) ?? [], lang)?.slug ?? '',
      position: p.position,
      colour: choiceOf(param(p.id, COLOUR_KEYS), lang),
      size: choiceOf(param(p.id, SIZE_KEYS), lang),
      widthMm: p.width_mm,
      heightMm: p.height_mm,
    }));
    const current = rows.find((row) => row.id === productId);
    if (!current) return null;
    const choosers = variantChoosers(current, rows);
    return choosers.colours.length + choosers.sizes.length > 0 ? choosers : null;
  }

  return {
    productListItems,
    /** Forgets every cached answer (the database triggers already make changes visible; this is for tests and tools). */
    invalidate: () => cache.clear(),

    menu: (lang: string): Promise<MenuCategory[]> => cache.get(`menu:${lang}`, async () => {
      const { roots } = await categoryTree(lang);
      return roots
        .filter((r) => r.visible)
        .map((r) => ({ ...link(r), thumb_url: r.thumbUrl, children: r.children.filter((c) => c.visible).map(link) }));
    }),

    top: (lang: string): Promise<TopCategory[]> => cache.get(`top:${lang}`, async () => {
      const [{ roots }, counts] = await Promise.all([categoryTree(lang), repo.publishedCountsByCategory()]);
      return roots
        .filter((r) => r.visible)
        .slice(0, TOP_CATEGORY_LIMIT)
        .map((r) => ({
          ...link(r),
          description: r.description,
          thumb_url: r.thumbUrl,
          product_count: subtreeIds(r).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0),
        }));
    }),

    /** `models`: a model's variants as one card (the shop's category page, decision 0107); else every product. */
    category: (slug: string, lang: string, page: number, perPage: number, listing: CategoryListing = DEFAULT_LISTING, models = false): Promise<CategoryDetail> =>
      cache.get(`category:${lang}:${page}:${perPage}:${slug}:${JSON.stringify(listingParams(listing))}:${models ? 'models' : 'products'}`, async () => {
        const { node, chain } = await visibleCategory(slug, lang);
        const [rows, slugRows] = await Promise.all([listingRows(node, lang), repo.categorySlugs(node.id)]);
        const { ids: productIds, total, filters, variants } = sortAndFilter(rows, listing, lang, page, perPage, models);
        return {
          ...link(node),
          slugs: Object.fromEntries(slugRows.map((r) => [r.lang, r.slug])),
          description: node.description,
          thumb_url: node.thumbUrl,
          breadcrumbs: chain.map(link),
          children: node.children.filter((c) => c.visible).map((c) => ({ ...link(c), thumb_url: c.thumbUrl })),
          products: await productListItems(productIds, lang, variants),
          products_meta: listMeta(page, perPage, total),
          filters,
        };
      }),

    /**
     * The category filter of the catalogue's list: the category in the request language and the ids of it and its
     * visible subcategories. 404 (catalog.categoryNotFound) when no visible category has the slug.
     */
    categoryFilter: (slug: string, lang: string): Promise<{ category: CategoryLink; ids: number[] }> =>
      cache.get(`filter:${lang}:${slug}`, async () => {
        const { node } = await visibleCategory(slug, lang);
        return { category: link(node), ids: subtreeIds(node) };
      }),

    /**
     * A page of the catalogue's product list without a text: a category's products in its own order (as the
     * category page lists them), or every product as the menu shows them: each top category with its
     * subcategories, one after another.
     */
    productList: (lang: string, page: number, perPage: number, categorySlug: string | null): Promise<{ data: ProductListItem[]; meta: ListMeta }> =>
      cache.get(`products:${lang}:${page}:${perPage}:${categorySlug ?? ''}`, async () => {
        const groups = categorySlug
          ? [(await visibleCategory(categorySlug, lang)).node]
          : (await categoryTree(lang)).roots.filter((r) => r.visible);
        const ids = groups.map(subtreeIds);
        const [total, productIds] = await Promise.all([repo.countPublishedIn(ids.flat()), repo.publishedIdsInGroups(ids, perPage, (page - 1) * perPage)]);
        return { data: await productListItems(productIds, lang), meta: listMeta(page, perPage, total) };
      }),

    async product(slug: string, lang: string): Promise<ProductDetail> {
      const id = await repo.findProductIdBySlug(slug, lang);
      const p = id === undefined ? undefined : await repo.productById(id);
      if (!p || p.published !== 1) throw notFound(`Product not found: ${slug}`);
      const [trs, slugRows, images, params, tree] = await Promise.all([
        repo.productTranslations([p.id], lang),
        repo.productSlugs(p.id),
        repo.images(p.id),
        repo.parameters(p.id),
        categoryTree(lang),
      ]);
      const t = pickLangRow(trs, lang);
      const name = t?.name ?? '';
      const cat = p.category_id === null ? undefined : tree.nodes.get(p.category_id);
      const chain = cat && cat.visible ? ancestors(tree.nodes, cat) : null;
      const imageList = images.map((im) => ({ url: mediaUrl(im.path), width: im.width, height: im.height, alt: name }));
      return {
        uuid: p.uuid,
        slug: t?.slug ?? slug,
        slugs: Object.fromEntries(slugRows.map((r) => [r.lang, r.slug])),
        name,
        short_description: t?.short_description ?? '',
        description: t?.description ?? '',
        thumb_url: imageList[0]?.url ?? mediaUrl(null),
        images: imageList,
        price: price(p.price_cents, p.vat_rate),
        parameters: params.map((prm) => ({
          name: pickTranslation(JSON.parse(prm.name_json) as Record<string, string>, lang),
          value: pickTranslation(JSON.parse(prm.value_json) as Record<string, string>, lang),
        })),
        category: cat && chain ? link(cat) : null,
        breadcrumbs: cat && chain ? [...chain, cat].map(link) : [],
        variants: p.model_id ? await variantsOf(p.id, p.model_id, lang) : null,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
