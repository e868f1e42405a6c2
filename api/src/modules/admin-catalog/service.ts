// Admin of the catalogue: categories (tree, translations, slugs, thumbnail, order, visibility) and products
// (paginated list, translations, price and VAT, category, parameters, ordered images, published or draft).
// Every change is written in one transaction, re-indexed for search and recorded in the audit log; the public
// catalogue's cache sees it through the catalogue version the database triggers bump (migration 0021).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, HttpError, invalidFields, notFound, unprocessable, type FieldError } from '../../lib/errors.ts';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import { mediaUrl } from '../../lib/media.ts';
import { slugify } from '../../lib/text.ts';
import type { AdminCategory, AdminProduct, AdminProductList, AdminProductQuery, CategoryInput, ProductInput, ProductModel, ProductModelInput } from '@shop/shared/contracts/admin';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import type { AuthContext } from '../../types.ts';
import { type AuditChange, type AuditService, listedChanges } from '../audit/index.ts';
import { listMeta } from '../../lib/list-query.ts';
import { reindexProducts } from '../search/index.ts';
import type { UploadService } from '../uploads/index.ts';
import { createAdminCatalogRepository } from './repository.ts';

/**
 * First path segments the site's own pages use: a product is served at /{lang}/{slug}, so its slug must not
 * shadow one of them (nor the admin).
 */
export const RESERVED_PRODUCT_SLUGS = new Set([
  'about', 'career', 'contact', 'custom-production', 'gallery', 'protocols', 'assembly-instruction', 'technologies',
  'video-gallery', 'download', 'products', 'article', 'category', 'search', 'cart', 'katalog', 'admin', 'api', 'media',
  'static', 'remotes', 'builds',
]);

const euros = (cents: number): string => (cents / 100).toFixed(2);
/** A width × height in millimetres as the audit log writes it; a size not given is a dash. */
const sizeText = (width: number | null, height: number | null): string => `${width ?? '—'} × ${height ?? '—'}`;

/** The slug per language: the given one, else made from the name; field errors for names that give none. */
function resolveSlugs(translations: Record<Lang, { name: string; slug: string }>, reserved?: Set<string>): Record<Lang, string> {
  const errors: FieldError[] = [];
  const slugs = {} as Record<Lang, string>;
  for (const lang of LANG_CODES) {
    const t = translations[lang];
    const slug = t.slug || slugify(t.name);
    if (!slug) errors.push({ field: `translations.${lang}.slug`, message: 'cannot be made from the name; enter one', code: 'slug.empty' });
    else if (reserved?.has(slug)) errors.push({ field: `translations.${lang}.slug`, message: 'is used by a page of the site; choose another', code: 'slug.reserved' });
    slugs[lang] = slug;
  }
  if (errors.length > 0) throw invalidFields(`Invalid slugs: ${errors.map((e) => e.field).join(', ')}`, errors);
  return slugs;
}

function slugConflict(taken: Set<string>, slugs: Record<Lang, string>, what: string) {
  const errors = [...taken].map((lang) => ({
    field: `translations.${lang}.slug`,
    message: `"${slugs[lang as Lang]}" is already used by another ${what}`,
    code: `slug.taken.${what}`,
    params: { slug: slugs[lang as Lang] },
  }));
  // The answer's sentence names the first taken slug; each field names its own.
  return new HttpError(409, `The slug is already used by another ${what}: ${errors.map((e) => e.field).join(', ')}`, errors, { code: `slug.taken.${what}`, params: errors[0]!.params });
}

/** The category and all its subcategories: a list filtered by a category shows the products of its subtree. */
export function categorySubtree(all: ReadonlyArray<{ id: number; parent_id: number | null }>, id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
  return ids;
}

/** A category's name in an English summary: quoted, but '—' (none) as it is. */
export const quoted = (name: string): string => (name === '—' ? name : `"${name}"`);
/** The ids of a from → to change of category, for readers who need them (absent for none). */
const idParams = (from: number | null, to: number | null) => ({ ...(from !== null ? { fromId: from } : {}), ...(to !== null ? { toId: to } : {}) });

export interface AdminCatalogDeps {
  audit: AuditService;
  uploads: UploadService;
  /** Called after every change (the public catalogue forgets its cached answers). */
  onChange?: () => void;
}

export function createAdminCatalogService(db: Kysely<Database>, deps: AdminCatalogDeps) {
  const repo = createAdminCatalogRepository(db);
  const { uploads } = deps;
  // Every change ends with its audit entry; that is also when the public catalogue's cache is told.
  const audit = {
    record: async (...args: Parameters<AuditService['record']>) => {
      deps.onChange?.();
      await deps.audit.record(...args);
    },
  };

  async function requireImage(path: string, field: string, known: Map<string, { width: number; height: number }>) {
    const dims = known.get(path) ?? (await uploads.dimensions(path));
    if (!dims) throw unprocessable(`Invalid ${field}: not an uploaded image`, [{ field, message: 'is not an uploaded image; upload it first', code: 'upload.missing' }], 'upload.missing');
    return dims;
  }

  // ------------------------------------------------------------------ categories

  async function categories(): Promise<AdminCategory[]> {
    const [cats, trs, counts] = await Promise.all([repo.allCategories(), repo.allCategoryTranslations(), repo.productCountsByCategory()]);
    const byCat = new Map<number, AdminCategory['translations']>();
    for (const t of trs) {
      const entry = byCat.get(t.category_id) ?? {};
      entry[t.lang] = { name: t.name, slug: t.slug, description: t.description };
      byCat.set(t.category_id, entry);
    }
    return cats.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      parent_id: c.parent_id,
      position: c.position,
      visible: c.visible === 1,
      thumb_path: c.thumb_path,
      thumb_url: mediaUrl(c.thumb_path),
      product_count: counts.get(c.id) ?? 0,
      translations: byCat.get(c.id) ?? {},
      updated_at: c.updated_at,
    }));
  }

  async function category(id: number): Promise<AdminCategory> {
    const found = (await categories()).find((c) => c.id === id);
    if (!found) throw notFound(`Category not found: ${id}`, 'category.notFound');
    return found;
  }

  /** Parent must exist and must not be the category itself or one of its descendants. */
  async function checkParent(id: number | null, parentId: number | null): Promise<void> {
    if (parentId === null) return;
    const all = await repo.allCategories();
    const byId = new Map(all.map((c) => [c.id, c]));
    if (!byId.has(parentId)) throw unprocessable('Invalid parent_id: no such category', [{ field: 'parent_id', message: 'is not an existing category', code: 'category.unknownParent' }], 'category.unknownParent');
    for (let cur: number | null = parentId; cur !== null; cur = byId.get(cur)?.parent_id ?? null) {
      if (cur === id) {
        throw unprocessable('Invalid parent_id: a category cannot be placed under itself', [{ field: 'parent_id', message: 'cannot be the category itself or one of its subcategories', code: 'category.parentLoop' }], 'category.parentLoop');
      }
    }
  }

  async function saveCategory(auth: AuthContext | null, id: number | null, input: CategoryInput): Promise<AdminCategory> {
    const before = id === null ? null : await category(id);
    await checkParent(id, input.parent_id);
    const slugs = resolveSlugs(input.translations);
    const taken = await repo.takenCategorySlugs(slugs, id);
    if (taken.size > 0) throw slugConflict(taken, slugs, 'category');
    if (input.thumb_path !== null && input.thumb_path !== before?.thumb_path) await requireImage(input.thumb_path, 'thumb_path', new Map());

    const now = new Date().toISOString();
    const values = { parent_id: input.parent_id, position: input.position, visible: input.visible ? 1 : 0, thumb_path: input.thumb_path, updated_at: now };
    const savedId = await db.transaction().execute(async (trx) => {
      let catId = id;
      if (catId === null) {
        const row = await trx.insertInto('categories').values({ ...values, uuid: randomUUID(), created_at: now }).returning('id').executeTakeFirstOrThrow();
        catId = row.id;
      } else {
        await trx.updateTable('categories').set(values).where('id', '=', catId).execute();
        await trx.deleteFrom('category_translations').where('category_id', '=', catId).execute();
      }
      await trx
        .insertInto('category_translations')
        .values(LANG_CODES.map((lang) => ({ category_id: catId, lang, name: input.translations[lang].name.trim(), slug: slugs[lang], description: input.translations[lang].description.trim() })))
        .execute();
      return catId;
    });

    const name = input.translations[DEFAULT_LANG].name.trim();
    const changes: AuditChange[] = [];
    if (before) {
      const beforeName = before.translations[DEFAULT_LANG]?.name ?? '';
      if (beforeName !== name) changes.push({ text: `name "${beforeName}" → "${name}"`, code: 'name', params: { from: beforeName, to: name } });
      if (before.visible !== input.visible) changes.push(input.visible ? { text: 'shown', code: 'shown' } : { text: 'hidden', code: 'hidden' });
      if (before.parent_id !== input.parent_id) {
        // The parents by name (the ids beside them): "parent 3 → 7" told the reader nothing.
        const [from, to] = [await repo.categoryName(before.parent_id), await repo.categoryName(input.parent_id)];
        changes.push({ text: `parent ${quoted(from)} → ${quoted(to)}`, code: 'parent', params: { from, to, ...idParams(before.parent_id, input.parent_id) } });
      }
      if (before.position !== input.position) changes.push({ text: `order ${before.position} → ${input.position}`, code: 'position', params: { from: before.position, to: input.position } });
      if (before.thumb_path !== input.thumb_path) changes.push({ text: 'new thumbnail', code: 'thumbnail' });
    }
    const listed = listedChanges(changes);
    await audit.record(auth, {
      action: before ? 'update' : 'create',
      entity: 'category',
      entityId: savedId,
      summary: before ? `Updated category "${name}"${listed.text}` : `Created category "${name}"`,
      code: before ? 'category.updated' : 'category.created',
      params: { name },
      changes: listed.changes,
    });
    return category(savedId);
  }

  // ------------------------------------------------------------------ products

  async function product(id: number): Promise<AdminProduct> {
    const p = await repo.productById(id);
    if (!p) throw notFound(`Product not found: ${id}`, 'product.notFound');
    const [trs, images, params] = await Promise.all([repo.productTranslations(id), repo.productImages(id), repo.productParameters(id)]);
    return {
      id: p.id,
      uuid: p.uuid,
      category_id: p.category_id,
      price_cents: p.price_cents,
      vat_rate: p.vat_rate,
      width_mm: p.width_mm,
      height_mm: p.height_mm,
      published: p.published === 1,
      position: p.position,
      model_id: p.model_id ?? null,
      translations: Object.fromEntries(trs.map((t) => [t.lang, { name: t.name, slug: t.slug, short_description: t.short_description, description: t.description }])),
      parameters: params.map((prm) => ({ name: JSON.parse(prm.name_json) as Record<string, string>, value: JSON.parse(prm.value_json) as Record<string, string> })),
      images: images.map((im) => ({ path: im.path, url: mediaUrl(im.path), width: im.width, height: im.height })),
      created_at: p.created_at,
      updated_at: p.updated_at,
    };
  }

  async function saveProduct(auth: AuthContext | null, id: number | null, input: ProductInput): Promise<AdminProduct> {
    const before = id === null ? null : await product(id);
    if (input.category_id !== null && !(await repo.categoryById(input.category_id))) {
      throw unprocessable('Invalid category_id: no such category', [{ field: 'category_id', message: 'is not an existing category', code: 'bulk.unknownCategory' }], 'bulk.unknownCategory');
    }
    const slugs = resolveSlugs(input.translations, RESERVED_PRODUCT_SLUGS);
    const taken = await repo.takenProductSlugs(slugs, id);
    if (taken.size > 0) throw slugConflict(taken, slugs, 'product');

    const known = new Map((before?.images ?? []).map((im) => [im.path, { width: im.width, height: im.height }]));
    const seen = new Set<string>();
    const images: Array<{ path: string; width: number; height: number }> = [];
    for (const [i, im] of input.images.entries()) {
      if (seen.has(im.path)) throw unprocessable(`Invalid images.${i}.path: the image is listed twice`, [{ field: `images.${i}.path`, message: 'is listed twice', code: 'product.imageTwice' }], 'product.imageTwice');
      seen.add(im.path);
      images.push({ path: im.path, ...(await requireImage(im.path, `images.${i}.path`, known)) });
    }

    // A model left out stays as it was (older callers); a model that does not exist is refused.
    const modelId = input.model_id === undefined ? (before?.model_id ?? null) : input.model_id;
    if (modelId !== null && modelId !== before?.model_id && !(await repo.modelById(modelId))) {
      throw unprocessable('Invalid model_id: no such model', [{ field: 'model_id', message: 'is not an existing model', code: 'product.unknownModel' }], 'product.unknownModel');
    }
    // A size left out of the body stays as it was (older callers, e.g. scripts, do not send it).
    const size = { width: input.width_mm === undefined ? (before?.width_mm ?? null) : input.width_mm, height: input.height_mm === undefined ? (before?.height_mm ?? null) : input.height_mm };

    const now = new Date().toISOString();
    const savedId = await db.transaction().execute(async (trx) => {
      const values = {
        category_id: input.category_id,
        price_cents: input.price_cents,
        vat_rate: input.vat_rate,
        width_mm: size.width,
        height_mm: size.height,
        published: input.published ? 1 : 0,
        position: input.position,
        model_id: modelId,
        updated_at: now,
      };
      let productId = id;
      if (productId === null) {
        const row = await trx.insertInto('products').values({ ...values, uuid: randomUUID(), created_at: now }).returning('id').executeTakeFirstOrThrow();
        productId = row.id;
      } else {
        await trx.updateTable('products').set(values).where('id', '=', productId).execute();
        for (const table of ['product_translations', 'product_images', 'product_parameters'] as const) await trx.deleteFrom(table).where('product_id', '=', productId).execute();
      }
      const pid = productId;
      await trx
        .insertInto('product_translations')
        .values(
          LANG_CODES.map((lang) => {
            const t = input.translations[lang];
            return { product_id: pid, lang, name: t.name.trim(), slug: slugs[lang], short_description: t.short_description.trim(), description: t.description.trim() };
          }),
        )
        .execute();
      if (images.length > 0) await trx.insertInto('product_images').values(images.map((im, position) => ({ product_id: pid, ...im, position }))).execute();
      if (input.parameters.length > 0) {
        await trx
          .insertInto('product_parameters')
          .values(
            input.parameters.map((prm, position) => ({
              product_id: pid,
              position,
              key: (slugify(prm.name.sk) || `parameter-${position + 1}`).slice(0, 60),
              name_json: JSON.stringify(Object.fromEntries(LANG_CODES.map((l) => [l, prm.name[l].trim()]))),
              value_json: JSON.stringify(Object.fromEntries(LANG_CODES.map((l) => [l, prm.value[l].trim()]))),
            })),
          )
          .execute();
      }
      await reindexProducts<Database>(trx, [pid]);
      return pid;
    });

    const name = input.translations[DEFAULT_LANG].name.trim();
    const changes: AuditChange[] = [];
    if (before) {
      const beforeName = before.translations[DEFAULT_LANG]?.name ?? '';
      if (beforeName !== name) changes.push({ text: `name "${beforeName}" → "${name}"`, code: 'name', params: { from: beforeName, to: name } });
      if (before.price_cents !== input.price_cents) {
        changes.push({ text: `price ${euros(before.price_cents)} → ${euros(input.price_cents)} EUR`, code: 'price', params: { fromPrice: before.price_cents, toPrice: input.price_cents } });
      }
      if (before.vat_rate !== input.vat_rate) changes.push({ text: `VAT ${before.vat_rate} → ${input.vat_rate} %`, code: 'vat', params: { fromVat: before.vat_rate, toVat: input.vat_rate } });
      if (before.width_mm !== size.width || before.height_mm !== size.height) {
        const from = sizeText(before.width_mm, before.height_mm);
        const to = sizeText(size.width, size.height);
        changes.push({ text: `size ${from} → ${to} mm`, code: 'size', params: { from, to } });
      }
      if (before.published !== input.published) changes.push(input.published ? { text: 'published', code: 'published' } : { text: 'unpublished (draft)', code: 'unpublished' });
      if (before.category_id !== input.category_id) {
        const [from, to] = [await repo.categoryName(before.category_id), await repo.categoryName(input.category_id)];
        changes.push({ text: `category ${quoted(from)} → ${quoted(to)}`, code: 'category', params: { from, to, ...idParams(before.category_id, input.category_id) } });
      }
      if (before.model_id !== modelId) {
        const [from, to] = [await repo.modelName(before.model_id), await repo.modelName(modelId)];
        changes.push({ text: `model ${quoted(from)} → ${quoted(to)}`, code: 'model', params: { from, to } });
      }
      if (before.images.map((i) => i.path).join() !== images.map((i) => i.path).join()) changes.push({ text: `images (${images.length})`, code: 'images', params: { count: images.length } });
    }
    const listed = listedChanges(changes);
    await audit.record(auth, {
      action: before ? 'update' : 'create',
      entity: 'product',
      entityId: savedId,
      summary: before
        ? `Updated product "${name}"${listed.text}`
        : `Created product "${name}" (${euros(input.price_cents)} EUR, ${input.published ? 'published' : 'draft'})`,
      code: before ? 'product.updated' : input.published ? 'product.created' : 'product.createdDraft',
      params: before ? { name } : { name, price: input.price_cents },
      changes: listed.changes,
    });
    return product(savedId);
  }

  // ------------------------------------------------------------------ models (decision 0107)

  /** The models by name, with how many products each groups. */
  async function productModels(): Promise<ProductModel[]> {
    return (await repo.models()).map((m) => ({ id: m.id, name: m.name, product_count: Number(m.product_count) }));
  }

  /** A new model by its name; 409 when a model of that name exists (the admin picks it instead). */
  async function createProductModel(auth: AuthContext | null, input: ProductModelInput): Promise<ProductModel> {
    const name = input.name.trim();
    if (!name) throw invalidFields('The model needs a name', [{ field: 'name', message: 'is required', code: 'field.required' }]);
    if (await repo.modelByName(name)) throw conflict(`A model named "${name}" exists`, { code: 'productModel.nameTaken', params: { name } });
    const now = new Date().toISOString();
    const row = await db.insertInto('product_models').values({ name, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await audit.record(auth, { action: 'create', entity: 'product-model', entityId: row.id, summary: `Created model "${name}"`, code: 'productModel.created', params: { name } });
    return { id: row.id, name, product_count: 0 };
  }

  return {
    productModels,
    createProductModel,
    categories,
    category,
    createCategory: (auth: AuthContext | null, input: CategoryInput) => saveCategory(auth, null, input),
    updateCategory: async (auth: AuthContext | null, id: number, input: CategoryInput) => {
      await category(id);
      return saveCategory(auth, id, input);
    },
    async deleteCategory(auth: AuthContext | null, id: number): Promise<void> {
      const found = await category(id);
      const [children, products] = await Promise.all([repo.childCount(id), repo.productCountIn(id)]);
      if (children > 0 || products > 0) {
        throw conflict(`The category still holds ${children} subcategories and ${products} products; move or delete them first`, { code: 'category.notEmpty', params: { children, products } });
      }
      await db.deleteFrom('categories').where('id', '=', id).execute();
      const name = found.translations[DEFAULT_LANG]?.name ?? String(id);
      await audit.record(auth, { action: 'delete', entity: 'category', entityId: id, summary: `Deleted category "${name}"`, code: 'category.deleted', params: { name } });
    },

    async products(query: AdminProductQuery, lang: Lang): Promise<AdminProductList> {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      let categoryIds: number[] | undefined;
      if (query.category_id !== undefined) {
        categoryIds = categorySubtree(await repo.allCategories(), query.category_id);
      }
      const filter = { q: query.q, categoryIds, published: query.published };
      const [total, rows, cats] = await Promise.all([
        repo.countProducts(lang, filter),
        repo.productPage(lang, filter, query.sort ?? 'position', query.order ?? 'asc', perPage, (page - 1) * perPage),
        categories(),
      ]);
      const thumbs = await repo.firstImages(rows.map((r) => r.id));
      const catName = (id: number) => {
        const c = cats.find((x) => x.id === id);
        return c?.translations[lang]?.name ?? c?.translations[DEFAULT_LANG]?.name ?? '';
      };
      return {
        data: rows.map((r) => ({
          id: r.id,
          uuid: r.uuid,
          name: r.name,
          slug: r.slug,
          category: r.category_id === null ? null : { id: r.category_id, name: catName(r.category_id) },
          price_cents: r.price_cents,
          vat_rate: r.vat_rate,
          published: r.published === 1,
          position: r.position,
          thumb_url: mediaUrl(thumbs.get(r.id)),
          updated_at: r.updated_at,
        })),
        meta: listMeta(page, perPage, total),
      };
    },
    product,
    async createProduct(auth: AuthContext | null, input: ProductInput): Promise<AdminProduct> {
      return saveProduct(auth, null, input);
    },
    updateProduct: (auth: AuthContext | null, id: number, input: ProductInput) => saveProduct(auth, id, input),
    async setPublished(auth: AuthContext | null, id: number, published: boolean): Promise<AdminProduct> {
      const before = await product(id);
      if (before.published !== published) {
        await db.updateTable('products').set({ published: published ? 1 : 0, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        await audit.record(auth, {
          action: published ? 'publish' : 'unpublish',
          entity: 'product',
          entityId: id,
          summary: `${published ? 'Published' : 'Unpublished'} product "${before.translations[DEFAULT_LANG]?.name ?? id}"`,
          code: published ? 'product.published' : 'product.unpublished',
          params: { name: before.translations[DEFAULT_LANG]?.name ?? String(id) },
        });
      }
      return product(id);
    },
    async deleteProduct(auth: AuthContext | null, id: number): Promise<void> {
      const before = await product(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('products').where('id', '=', id).execute();
        await reindexProducts<Database>(trx, [id]);
      });
      const name = before.translations[DEFAULT_LANG]?.name ?? String(id);
      await audit.record(auth, { action: 'delete', entity: 'product', entityId: id, summary: `Deleted product "${name}"`, code: 'product.deleted', params: { name } });
    },
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
