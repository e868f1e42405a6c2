// Catalogue writes and the admin's reads (every language at once, drafts and hidden categories included).
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { CategoriesTable, CategoryTranslationsTable, Database, ProductImagesTable, ProductParametersTable, ProductsTable, ProductTranslationsTable } from '../../db/schema.ts';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import { likeOf } from '../../lib/list-query.ts';
import type { ProductSort } from '@shop/shared/contracts/admin';
import { reindexProducts } from '../search/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ProductFilter {
  q?: string | undefined;
  categoryIds?: number[] | undefined;
  published?: boolean | undefined;
}

/** A category's own columns as the admin saves them. */
type CategoryValues = Omit<Insertable<CategoriesTable>, 'id' | 'uuid' | 'created_at' | 'updated_at'>;
/** A product's own columns as the admin saves them. */
type ProductValues = Omit<Insertable<ProductsTable>, 'id' | 'uuid' | 'created_at' | 'updated_at'>;
/** A product's rows in the tables beside it, without the product they belong to. */
interface ProductParts {
  translations: ReadonlyArray<Omit<Insertable<ProductTranslationsTable>, 'product_id'>>;
  images: ReadonlyArray<Omit<Insertable<ProductImagesTable>, 'product_id'>>;
  parameters: ReadonlyArray<Omit<Insertable<ProductParametersTable>, 'product_id'>>;
}

export function createAdminCatalogRepository(db: Kysely<Database>) {
  // SQLite's LIKE and NOCASE ignore ASCII case; PostgreSQL needs ILIKE and lower() for the same answers.
  const postgres = isPostgres(db);
  const like = sql.raw(postgres ? 'ILIKE' : 'LIKE');
  function filteredProducts(lang: string, f: ProductFilter) {
    let q = db
      .selectFrom('products as p')
      .leftJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .leftJoin('product_translations as d', (j) => j.onRef('d.product_id', '=', 'p.id').on('d.lang', '=', DEFAULT_LANG));
    if (f.published !== undefined) q = q.where('p.published', '=', f.published ? 1 : 0);
    if (f.categoryIds) q = q.where('p.category_id', 'in', f.categoryIds.length > 0 ? f.categoryIds : [-1]);
    const text = f.q?.trim();
    if (text) {
      const pattern = likeOf(text);
      const asId = /^\d+$/.test(text) ? Number(text) : -1;
      q = q.where((eb) =>
        eb.or([
          eb('p.id', '=', asId),
          eb('p.uuid', '=', text),
          eb(
            'p.id',
            'in',
            eb
              .selectFrom('product_translations')
              .select('product_id')
              .where((e) => e.or([sql<boolean>`name ${like} ${pattern} ESCAPE '\\'`, sql<boolean>`slug ${like} ${pattern} ESCAPE '\\'`])),
          ),
        ]),
      );
    }
    return q;
  }

  return {
    // ------------------------------------------------------------ categories
    allCategories: () => db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute(),
    categoryById: (id: number) => db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst(),
    allCategoryTranslations: () => db.selectFrom('category_translations').selectAll().execute(),
    /**
     * The stored (Slovak) name of a category, or '—' for none: audit entries name categories by it, as they name
     * products, so an entry still reads right after the category is renamed or deleted.
     */
    modelById: (id: number) => db.selectFrom('product_models').selectAll().where('id', '=', id).executeTakeFirst(),
    modelByName: (name: string) => db.selectFrom('product_models').select('id').where('name', '=', name).executeTakeFirst(),
    async modelName(id: number | null): Promise<string> {
      if (id === null) return '—';
      return (await db.selectFrom('product_models').select('name').where('id', '=', id).executeTakeFirst())?.name ?? `#${id}`;
    },
    /** Every model by name with the number of its products. */
    models: () =>
      db
        .selectFrom('product_models as m')
        .leftJoin('products as p', 'p.model_id', 'm.id')
        .select(['m.id', 'm.name', (eb) => eb.fn.count<number>('p.id').as('product_count')])
        .groupBy(['m.id', 'm.name'])
        .orderBy('m.name')
        .orderBy('m.id')
        .execute(),
    async categoryName(id: number | null): Promise<string> {
      if (id === null) return '—';
      const row = await db.selectFrom('category_translations').select('name').where('category_id', '=', id).where('lang', '=', DEFAULT_LANG).executeTakeFirst();
      return row?.name ?? `#${id}`;
    },
    categoryTranslations: (id: number) => db.selectFrom('category_translations').selectAll().where('category_id', '=', id).execute(),
    async productCountsByCategory(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('products')
        .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('category_id', 'is not', null)
        .groupBy('category_id')
        .execute();
      return new Map(rows.map((r) => [r.category_id as number, Number(r.n)]));
    },
    /** Slugs of the given languages already used by another category: lang -> slug. */
    async takenCategorySlugs(slugs: Record<string, string>, exceptId: number | null): Promise<Set<string>> {
      const taken = new Set<string>();
      for (const [lang, slug] of Object.entries(slugs)) {
        let q = db.selectFrom('category_translations').select('category_id').where('lang', '=', lang).where('slug', '=', slug);
        if (exceptId !== null) q = q.where('category_id', '!=', exceptId);
        if (await q.executeTakeFirst()) taken.add(lang);
      }
      return taken;
    },
    async childCount(id: number): Promise<number> {
      const row = await db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async productCountIn(id: number): Promise<number> {
      const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    // ------------------------------------------------------------ products
    async countProducts(lang: string, f: ProductFilter): Promise<number> {
      const row = await filteredProducts(lang, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    productPage(lang: string, f: ProductFilter, sort: ProductSort, order: 'asc' | 'desc', limit: number, offset: number) {
      let q = filteredProducts(lang, f).select([
        'p.id',
        'p.uuid',
        'p.category_id',
        'p.price_cents',
        'p.vat_rate',
        'p.published',
        'p.position',
        'p.updated_at',
        sql<string>`coalesce(t.name, d.name, '')`.as('name'),
        sql<string>`coalesce(t.slug, d.slug, '')`.as('slug'),
      ]);
      const column = {
        name: postgres ? sql`lower(coalesce(t.name, d.name, ''))` : sql`coalesce(t.name, d.name, '') COLLATE NOCASE`,
        price: sql`p.price_cents`,
        updated_at: sql`p.updated_at`,
        created_at: sql`p.created_at`,
        position: sql`p.position`,
        published: sql`p.published`,
      }[sort];
      q = q.orderBy(sql`${column} ${sql.raw(order)}`).orderBy('p.id', order);
      return q.limit(limit).offset(offset).execute();
    },
    /** Ids of the products the filter finds, in the list's default order (the CSV export). */
    async filteredProductIds(f: ProductFilter): Promise<number[]> {
      const rows = await filteredProducts(DEFAULT_LANG, f).select('p.id').orderBy('p.position').orderBy('p.id').execute();
      return rows.map((r) => r.id);
    },
    productById: (id: number) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
    productTranslations: (id: number) => db.selectFrom('product_translations').selectAll().where('product_id', '=', id).execute(),
    productImages: (id: number) => db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
    productParameters: (id: number) => db.selectFrom('product_parameters').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
    async firstImages(ids: readonly number[]): Promise<Map<number, string>> {
      const map = new Map<number, string>();
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('product_images')
        .select(['product_id', 'path'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const r of rows) if (!map.has(r.product_id)) map.set(r.product_id, r.path);
      return map;
    },
    async takenProductSlugs(slugs: Record<string, string>, exceptId: number | null): Promise<Set<string>> {
      const taken = new Set<string>();
      for (const [lang, slug] of Object.entries(slugs)) {
        let q = db.selectFrom('product_translations').select('product_id').where('lang', '=', lang).where('slug', '=', slug);
        if (exceptId !== null) q = q.where('product_id', '!=', exceptId);
        if (await q.executeTakeFirst()) taken.add(lang);
      }
      return taken;
    },
    async nextProductPosition(trx: Db): Promise<number> {
      const row = await trx.selectFrom('products').select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
      return Number(row?.max ?? -1) + 1;
    },

    /** Stores a category (a new one when `id` is null) with its translations, in one transaction; its id. */
    saveCategory(id: number | null, values: CategoryValues, translations: ReadonlyArray<Omit<Insertable<CategoryTranslationsTable>, 'category_id'>>, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let catId = id;
        if (catId === null) {
          const row = await trx.insertInto('categories').values({ ...values, updated_at: now, uuid: randomUUID(), created_at: now }).returning('id').executeTakeFirstOrThrow();
          catId = row.id;
        } else {
          await trx.updateTable('categories').set({ ...values, updated_at: now }).where('id', '=', catId).execute();
          await trx.deleteFrom('category_translations').where('category_id', '=', catId).execute();
        }
        const savedId = catId;
        await trx.insertInto('category_translations').values(translations.map((t) => ({ category_id: savedId, ...t }))).execute();
        return savedId;
      });
    },

    async deleteCategory(id: number): Promise<void> {
      await db.deleteFrom('categories').where('id', '=', id).execute();
    },

    /**
     * Stores a product (a new one when `id` is null) with its translations, images and parameters, re-indexed for
     * search, in one transaction; its id.
     */
    saveProduct(id: number | null, values: ProductValues, parts: ProductParts, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let productId = id;
        if (productId === null) {
          const row = await trx.insertInto('products').values({ ...values, updated_at: now, uuid: randomUUID(), created_at: now }).returning('id').executeTakeFirstOrThrow();
          productId = row.id;
        } else {
          await trx.updateTable('products').set({ ...values, updated_at: now }).where('id', '=', productId).execute();
          for (const table of ['product_translations', 'product_images', 'product_parameters'] as const) await trx.deleteFrom(table).where('product_id', '=', productId).execute();
        }
        const pid = productId;
        await trx.insertInto('product_translations').values(parts.translations.map((t) => ({ product_id: pid, ...t }))).execute();
        if (parts.images.length > 0) await trx.insertInto('product_images').values(parts.images.map((im) => ({ product_id: pid, ...im }))).execute();
        if (parts.parameters.length > 0) await trx.insertInto('product_parameters').values(parts.parameters.map((prm) => ({ product_id: pid, ...prm }))).execute();
        await reindexProducts<Database>(trx, [pid]);
        return pid;
      });
    },

    async setPublished(id: number, published: boolean, now: string): Promise<void> {
      await db.updateTable('products').set({ published: published ? 1 : 0, updated_at: now }).where('id', '=', id).execute();
    },

    /** Deletes a product and drops it from the search index, in one transaction. */
    async deleteProduct(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('products').where('id', '=', id).execute();
        await reindexProducts<Database>(trx, [id]);
      });
    },

    /** The stored fields the products CSV carries, and the products' names and descriptions in every language. */
    productsForFile: (exec: Db, ids: readonly number[]) =>
      Promise.all([
        exec.selectFrom('products').select(['id', 'category_id', 'price_cents', 'vat_rate', 'published', 'width_mm', 'height_mm']).where('id', 'in', ids).execute(),
        exec.selectFrom('product_translations').select(['product_id', 'lang', 'name', 'description']).where('product_id', 'in', ids).execute(),
      ]),

    /** Every category's slug in the default language (the CSV names categories by it). */
    defaultCategorySlugs: (exec: Db) => exec.selectFrom('category_translations').select(['category_id', 'slug']).where('lang', '=', DEFAULT_LANG).execute(),

    /** Which of the slugs products have, in which language. */
    productSlugsIn: (exec: Db, slugs: readonly string[]) => exec.selectFrom('product_translations').select(['lang', 'slug']).where('slug', 'in', slugs).execute(),

    /** A product from an imported row, last in the list; its id. */
    async insertImportedProduct(exec: Db, values: Omit<ProductValues, 'position'>, position: number, translations: ProductParts['translations'], now: string): Promise<number> {
      const { id } = await exec.insertInto('products').values({ ...values, updated_at: now, uuid: randomUUID(), position, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await exec.insertInto('product_translations').values(translations.map((t) => ({ product_id: id, ...t }))).execute();
      return id;
    },

    /** A product as an imported row has it: its slugs and short descriptions stay (the file does not carry them). */
    async updateImportedProduct(exec: Db, id: number, values: Partial<ProductValues>, texts: Record<string, { name: string; description: string }>, now: string): Promise<void> {
      await exec.updateTable('products').set({ ...values, updated_at: now }).where('id', '=', id).execute();
      for (const [lang, text] of Object.entries(texts)) await exec.updateTable('product_translations').set(text).where('product_id', '=', id).where('lang', '=', lang).execute();
    },

    /** Re-indexes the products for search, a part at a time. */
    async reindex(exec: Db, parts: readonly number[][]): Promise<void> {
      for (const part of parts) await reindexProducts<Database>(exec, part);
    },

    publishedAndCategoryOf: (ids: readonly number[]) => db.selectFrom('products').select(['id', 'published', 'category_id']).where('id', 'in', ids).execute(),

    /** Publishes, unpublishes or moves the products (given a part at a time) and re-indexes them, in one transaction. */
    async setInBulk(parts: readonly number[][], target: { category_id: number | null } | { published: number }, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const part of parts) await trx.updateTable('products').set({ ...target, updated_at: now }).where('id', 'in', part).execute();
        for (const part of parts) await reindexProducts<Database>(trx, part);
      });
    },

    /** A new model by its name; its id. */
    async insertModel(name: string, now: string): Promise<number> {
      const row = await db.insertInto('product_models').values({ name, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type AdminCatalogRepository = ReturnType<typeof createAdminCatalogRepository>;
