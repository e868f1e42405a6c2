// Catalogue queries (categories, products and their translations, images, parameters).
import { sql, type Kysely } from 'kysely';
import { DEFAULT_LANG, pickLangRow } from '../../lib/lang.ts';
import type { Database } from '../../db/schema.ts';
import { COLOUR_KEYS, SIZE_KEYS } from './variants.ts';

type Db = Kysely<Database>;

const langsFor = (lang: string): string[] => (lang === DEFAULT_LANG ? [DEFAULT_LANG] : [lang, DEFAULT_LANG]);

export function createCatalogRepository(db: Db) {
  return {
    allCategories() {
      return db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
    },

    categoryTranslations(lang: string) {
      return db.selectFrom('category_translations').selectAll().where('lang', 'in', langsFor(lang)).execute();
    },

    categorySlugs(categoryId: number) {
      return db.selectFrom('category_translations').select(['lang', 'slug']).where('category_id', '=', categoryId).execute();
    },

    /** The slug in the request language first, then in any language. */
    async findCategoryIdBySlug(slug: string, lang: string): Promise<number | undefined> {
      const rows = await db.selectFrom('category_translations').select(['category_id', 'lang']).where('slug', '=', slug).execute();
      return (rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === DEFAULT_LANG) ?? rows[0])?.category_id;
    },

    async findProductIdBySlug(slug: string, lang: string): Promise<number | undefined> {
      const rows = await db.selectFrom('product_translations').select(['product_id', 'lang']).where('slug', '=', slug).execute();
      return (rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === DEFAULT_LANG) ?? rows[0])?.product_id;
    },

    async publishedCountsByCategory(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('products')
        .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('published', '=', 1)
        .groupBy('category_id')
        .execute();
      return new Map(rows.filter((r) => r.category_id !== null).map((r) => [r.category_id as number, Number(r.n)]));
    },

    async countPublishedIn(categoryIds: number[]): Promise<number> {
      if (categoryIds.length === 0) return 0;
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published', '=', 1)
        .where('category_id', 'in', categoryIds)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async publishedIdsIn(categoryIds: number[], limit: number, offset: number): Promise<number[]> {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('published', '=', 1)
        .where('category_id', 'in', categoryIds)
        .orderBy('position')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * A page of the published products of several groups of categories, one group after another (each group in the
     * catalogue order: position, then id), e.g. the menu's top categories each with its subcategories.
     */
    async publishedIdsInGroups(groups: number[][], limit: number, offset: number): Promise<number[]> {
      const all = groups.flat();
      if (all.length === 0) return [];
      const groupOf = sql.join(
        groups.flatMap((ids, index) => ids.map((id) => sql`WHEN ${id} THEN ${index}`)),
        sql` `,
      );
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('published', '=', 1)
        .where('category_id', 'in', all)
        .orderBy(sql`CASE category_id ${groupOf} END`)
        .orderBy('position')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => r.id);
    },

    productById(id: number) {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * What a product list shows of each product in ids, in one query: the product, its texts in the language, else in
     * Slovak (a product without any text has its texts null), and its first image. Keyed by product id.
     */
    async listItems(ids: readonly number[], lang: string) {
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom('products as p')
              .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', 'in', langsFor(lang)))
              .select(['p.id', 'p.uuid', 'p.price_cents', 'p.vat_rate', 't.lang', 't.slug', 't.name', 't.short_description'])
              .select((eb) =>
                eb.selectFrom('product_images as i').select('i.path').whereRef('i.product_id', '=', 'p.id').orderBy('i.position').orderBy('i.id').limit(1).as('thumb'),
              )
              .where('p.id', 'in', ids)
              .execute();
      const byId = new Map<number, (typeof rows)[number][]>();
      for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
      return new Map([...byId].map(([id, texts]) => [id, pickLangRow(texts, lang)!]));
    },

    productsByUuid(uuid: string) {
      return db.selectFrom('products').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    productTranslations(ids: readonly number[], lang: string) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('product_translations').selectAll().where('product_id', 'in', ids).where('lang', 'in', langsFor(lang)).execute();
    },

    productSlugs(productId: number) {
      return db.selectFrom('product_translations').select(['lang', 'slug']).where('product_id', '=', productId).execute();
    },

    images(productId: number) {
      return db.selectFrom('product_images').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
    },

    /**
     * What a category page sorts and filters its products by, for every published product in the categories: price,
     * position, age, size, the name in each language and the finish parameter (a JSON object of the five languages' texts).
     */
    async listingRows(categoryIds: number[]) {
      if (categoryIds.length === 0) return { products: [], names: [], finishes: [] };
      const [products, names, finishes] = await Promise.all([
        db
          .selectFrom('products')
          .select(['id', 'price_cents', 'vat_rate', 'position', 'created_at', 'width_mm', 'height_mm', 'model_id'])
          .where('published', '=', 1)
          .where('category_id', 'in', categoryIds)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('product_translations')
          .innerJoin('products', 'products.id', 'product_translations.product_id')
          .select(['product_translations.product_id', 'product_translations.lang', 'product_translations.name'])
          .where('products.published', '=', 1)
          .where('products.category_id', 'in', categoryIds)
          .execute(),
        db
          .selectFrom('product_parameters')
          .innerJoin('products', 'products.id', 'product_parameters.product_id')
          .select(['product_parameters.product_id', 'product_parameters.value_json'])
          // The seed's key, and the one the admin's drawer derives from the Slovak name ("Povrchová úprava").
          .where('product_parameters.key', 'in', [...COLOUR_KEYS])
          .where('products.published', '=', 1)
          .where('products.category_id', 'in', categoryIds)
          .execute(),
      ]);
      return { products, names, finishes };
    },

    /** The published products of a model with their slug in `lang` (else another), colour and size parameters. */
    async modelVariants(modelId: number, lang: string) {
      const products = await db
        .selectFrom('products')
        .select(['id', 'position', 'width_mm', 'height_mm'])
        .where('model_id', '=', modelId)
        .where('published', '=', 1)
        .execute();
      const ids = products.map((p) => p.id);
      if (ids.length === 0) return { products, slugs: [], parameters: [] };
      const [slugs, parameters] = await Promise.all([
        db.selectFrom('product_translations').select(['product_id', 'lang', 'slug']).where('product_id', 'in', ids).where('lang', 'in', langsFor(lang)).execute(),
        db
          .selectFrom('product_parameters')
          .select(['product_id', 'key', 'value_json'])
          .where('product_id', 'in', ids)
          .where('key', 'in', [...COLOUR_KEYS, ...SIZE_KEYS])
          .orderBy('position')
          .execute(),
      ]);
      return { products, slugs, parameters };
    },

    parameters(productId: number) {
      return db.selectFrom('product_parameters').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
