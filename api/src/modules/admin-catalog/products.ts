// The catalogue's products in the admin: the paginated list, translations, price and VAT, size, category, model,
// parameters, ordered images, published or draft.
import type { AdminProduct, AdminProductList, AdminProductQuery, ProductInput } from '@shop/shared/contracts/admin';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import type { AuthContext } from '../../types.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import { listMeta } from '../../lib/list-query.ts';
import { mediaUrl } from '../../lib/media.ts';
import { slugify } from '../../lib/text.ts';
import { listedChanges, type AuditChange } from '../audit/index.ts';
import type { CategoriesAdmin } from './categories.ts';
import { categorySubtree, euros, idParams, quoted, RESERVED_PRODUCT_SLUGS, resolveSlugs, sizeText, slugConflict, type imageChecker, type RecordChange } from './catalog-rules.ts';
import type { AdminCatalogRepository } from './repository.ts';

export function createProductsAdmin(repo: AdminCatalogRepository, categories: CategoriesAdmin, requireImage: ReturnType<typeof imageChecker>, changed: RecordChange) {
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

    const values = {
      category_id: input.category_id,
      price_cents: input.price_cents,
      vat_rate: input.vat_rate,
      width_mm: size.width,
      height_mm: size.height,
      published: input.published ? 1 : 0,
      position: input.position,
      model_id: modelId,
    };
    const savedId = await repo.saveProduct(
      id,
      values,
      {
        translations: LANG_CODES.map((lang) => {
          const t = input.translations[lang];
          return { lang, name: t.name.trim(), slug: slugs[lang], short_description: t.short_description.trim(), description: t.description.trim() };
        }),
        images: images.map((im, position) => ({ ...im, position })),
        parameters: input.parameters.map((prm, position) => ({
          position,
          key: (slugify(prm.name.sk) || `parameter-${position + 1}`).slice(0, 60),
          name_json: JSON.stringify(Object.fromEntries(LANG_CODES.map((l) => [l, prm.name[l].trim()]))),
          value_json: JSON.stringify(Object.fromEntries(LANG_CODES.map((l) => [l, prm.value[l].trim()]))),
        })),
      },
      new Date().toISOString(),
    );

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
    await changed(auth, {
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

  return {
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
        categories.categories(),
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
        await repo.setPublished(id, published, new Date().toISOString());
        await changed(auth, {
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
      await repo.deleteProduct(id);
      const name = before.translations[DEFAULT_LANG]?.name ?? String(id);
      await changed(auth, { action: 'delete', entity: 'product', entityId: id, summary: `Deleted product "${name}"`, code: 'product.deleted', params: { name } });
    },
  };
}
