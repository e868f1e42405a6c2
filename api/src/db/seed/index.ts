// The demo catalogue: deterministic (seeded PRNG), in all five languages, with generated product drawings.
//
// Demo admin: when no admin user exists and ADMIN_EMAIL/ADMIN_PASSWORD are not set, the seed creates
//   e-mail admin@example.com, password demo-admin-2026 (role admin). Change it before going live.
//
// `products` defaults to every type x size x finish combination (~260); larger numbers cycle through the
// combinations with a model code in the name (images are shared, so 100 000+ products stay cheap).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { slugify } from '../../lib/text.ts';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import { ensureFirstAdmin } from '../../modules/auth/service.ts';
import { syncIdSequences } from '../dialect.ts';
import { reindexProducts } from '../../modules/search/repository.ts';
import { sizeFromDimensions } from '../../modules/catalog/sizes.ts';
import type { Database, NewProduct } from '../schema.ts';
import { CATEGORIES, FINISHES, MATERIALS, PARAM_NAMES, productTexts, tr, warrantyText, type CategoryDef, type L, type ProductType, sizeLabel, type Size, type Finish } from './catalog-data.ts';
import { CATEGORY_THUMB, PRODUCT_IMAGE, categorySvg, productSvg, renderWebp, runLimited } from './images.ts';
import { seedSiteSettings } from './site-settings.ts';
import { seedContent } from './content.ts';

export interface SeedOptions {
  mediaDir: string;
  products?: number;
  reset?: boolean;
  /** Render the webp files (default true); tests skip it for speed. */
  renderImages?: boolean;
  admin?: { email?: string | undefined; password?: string | undefined };
  log?: (message: string) => void;
}

export interface SeedResult {
  categories: number;
  products: number;
  images: number;
  demoAdmin: { email: string; password: string } | null;
}

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const TABLES = ['orders', 'cart_items', 'carts', 'product_parameters', 'product_images', 'product_translations', 'products', 'product_models', 'category_translations', 'categories'] as const;

interface Combo {
  category: CategoryDef;
  categoryId: number;
  type: ProductType;
  size: Size;
  sizeIndex: number;
  finish: Finish;
}

const jsonOf = (l: L | Record<Lang, string>): string =>
  JSON.stringify(Array.isArray(l) ? Object.fromEntries(LANG_CODES.map((lang) => [lang, tr(l as L, lang)])) : l);

export async function seed(db: Kysely<Database>, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const rand = prng(20260101);
  const now = new Date('2026-01-15T08:00:00.000Z').toISOString();

  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing && !opts.reset) throw new Error('The database already holds a catalogue; run `seed --reset` to replace it');

  const images = new Map<string, string>(); // relPath -> svg source kind
  const svgJobs = new Map<string, () => string>();
  let productCount = 0;
  let categoryCount = 0;

  await db.transaction().execute(async (trx) => {
    if (opts.reset) {
      await sql`DELETE FROM product_search`.execute(trx);
      for (const table of TABLES) await trx.deleteFrom(table).execute();
    }

    // Categories
    const combos: Combo[] = [];
    let position = 0;
    const insertCategory = async (def: CategoryDef, parentId: number | null): Promise<number> => {
      const thumb = `categories/${def.key}.webp`;
      const color = FINISHES.anthracite!.color;
      svgJobs.set(thumb, () => categorySvg(def.drawing, color));
      const row = await trx
        .insertInto('categories')
        .values({ uuid: uuidFrom(rand), parent_id: parentId, position: position++, thumb_path: thumb, visible: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('category_translations')
        .values(LANG_CODES.map((lang) => ({ category_id: row.id, lang, name: tr(def.name, lang), slug: slugify(tr(def.name, lang)), description: tr(def.description, lang) })))
        .execute();
      categoryCount++;
      return row.id;
    };
    for (const top of CATEGORIES) {
      const topId = await insertCategory(top, null);
      for (const child of top.children ?? []) {
        const childId = await insertCategory(child, topId);
        for (const type of child.types ?? []) {
          type.sizes.forEach((size, sizeIndex) => {
            for (const f of type.finishes) combos.push({ category: child, categoryId: childId, type, size, sizeIndex, finish: FINISHES[f]! });
          });
        }
      }
    }

    // Products, in batches so 100 000+ products never sit in memory at once.
    const total = opts.products ?? combos.length;
    const maxRow = await trx.selectFrom('products').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    let nextId = Number(maxRow?.max ?? 0) + 1;
    // The products of one type in one category are its colour and size variants: one model each (issue 47), named as
    // the type is in Slovak (the admin's language); a larger catalogue's cycles are models of their own.
    const maxModel = await trx.selectFrom('product_models').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    let nextModelId = Number(maxModel?.max ?? 0) + 1;
    const modelIds = new Map<string, number>();
    const BATCH = 500;
    for (let start = 0; start < total; start += BATCH) {
      const products: NewProduct[] = [];
      const translations: Array<{ product_id: number; lang: string; name: string; slug: string; short_description: string; description: string }> = [];
      const imageRows: Array<{ product_id: number; path: string; width: number; height: number; position: number }> = [];
      const params: Array<{ product_id: number; position: number; key: string; name_json: string; value_json: string }> = [];
      const models: Array<{ id: number; name: string; created_at: string; updated_at: string }> = [];
      for (let i = start; i < Math.min(total, start + BATCH); i++) {
        const comboIndex = total <= combos.length ? Math.floor((i * combos.length) / total) : i % combos.length;
        const cycle = total <= combos.length ? 0 : Math.floor(i / combos.length);
        const c = combos[comboIndex]!;
        const id = nextId++;
        const code = `MS-${String(comboIndex + 1).padStart(3, '0')}${cycle > 0 ? `-${cycle}` : ''}`;
        const jitter = 0.96 + rand() * 0.08;
        const cents = Math.max(90, Math.round((c.type.basePriceCents * c.size.priceFactor * c.finish.priceFactor * jitter) / 100) * 100 - 10);
        // The structured size the category filter uses, read from the dimensions text as migration 0052 reads it.
        const measured = sizeFromDimensions(sizeLabel(c.size, 'sk'));
        const modelKey = `${c.categoryId}|${c.type.key}|${cycle}`;
        let modelId = modelIds.get(modelKey);
        if (modelId === undefined) {
          modelId = nextModelId++;
          modelIds.set(modelKey, modelId);
          models.push({ id: modelId, name: `${tr(c.type.name, 'sk')}${cycle > 0 ? ` (${cycle})` : ''}`, created_at: now, updated_at: now });
        }
        products.push({
          id,
          uuid: uuidFrom(rand),
          category_id: c.categoryId,
          price_cents: cents,
          vat_rate: 23,
          published: i % 97 === 13 ? 0 : 1,
          position: i,
          width_mm: measured?.width ?? null,
          height_mm: measured?.height ?? null,
          model_id: modelId,
          created_at: now,
          updated_at: now,
        });
        const kg = c.size.kg;
        for (const lang of LANG_CODES) {
          const typeName = tr(c.type.name, lang);
          const finish = tr(c.finish.name, lang);
          const size = sizeLabel(c.size, lang);
          const name = `${typeName} ${size}, ${finish}${cycle > 0 ? ` ${code}` : ''}`;
          const texts = productTexts(lang, {
            name,
            typeName,
            size,
            finish,
            categoryText: tr(c.category.description, lang),
            finishText: tr(c.finish.text, lang),
            kg,
            warranty: tr(warrantyText(c.type.warrantyYears), lang),
          });
          translations.push({ product_id: id, lang, name, slug: slugify(name), short_description: texts.short, description: texts.description });
        }
        const imageCount = 1 + Math.floor(rand() * 3);
        for (let view = 0; view < imageCount; view++) {
          const rel = `products/${c.type.drawing}-${c.finish.key}-${view}.webp`;
          if (!svgJobs.has(rel)) {
            const { drawing } = c.type;
            const color = c.finish.color;
            svgJobs.set(rel, () => productSvg(drawing, color, view));
          }
          images.set(rel, rel);
          imageRows.push({ product_id: id, path: rel, width: PRODUCT_IMAGE.width, height: PRODUCT_IMAGE.height, position: view });
        }
        const kgText = kg.toString();
        const paramValues: Array<[string, L]> = [
          ['material', MATERIALS[c.type.material]!],
          ['dimensions', [sizeLabel(c.size, 'sk'), sizeLabel(c.size, 'en'), sizeLabel(c.size, 'hu'), sizeLabel(c.size, 'sr'), sizeLabel(c.size, 'ru')]],
          ['weight', [`${kgText.replace('.', ',')} kg`, `${kgText} kg`, `${kgText.replace('.', ',')} kg`, `${kgText.replace('.', ',')} kg`, `${kgText.replace('.', ',')} кг`]],
          ['finish', c.finish.name],
          ['warranty', warrantyText(c.type.warrantyYears)],
          ['code', [code, code, code, code, code]],
        ];
        paramValues.forEach(([key, value], position) => {
          params.push({ product_id: id, position, key, name_json: jsonOf(PARAM_NAMES[key]!), value_json: jsonOf(value) });
        });
      }
      if (models.length > 0) await trx.insertInto('product_models').values(models).execute();
      await trx.insertInto('products').values(products).execute();
      for (let j = 0; j < translations.length; j += 1000) await trx.insertInto('product_translations').values(translations.slice(j, j + 1000)).execute();
      for (let j = 0; j < imageRows.length; j += 1000) await trx.insertInto('product_images').values(imageRows.slice(j, j + 1000)).execute();
      for (let j = 0; j < params.length; j += 1000) await trx.insertInto('product_parameters').values(params.slice(j, j + 1000)).execute();
      productCount += products.length;
      if (total > 5000 && (start / BATCH) % 20 === 0) log(`seed: ${productCount} / ${total} products`);
    }
    await reindexProducts<Database>(trx);
    // Products were inserted with explicit ids: PostgreSQL's id sequence must continue after them.
    await syncIdSequences<Database>(trx, ['products', 'product_models']);
  });

  await seedSiteSettings(db);
  await seedContent(db, { mediaDir: opts.mediaDir, renderImages: opts.renderImages, uuid: () => uuidFrom(rand) });
  const demoAdmin = await ensureFirstAdmin(db, opts.admin ?? {});

  if (opts.renderImages !== false) {
    const jobs = [...svgJobs.entries()].map(([rel, svg]) => () => renderWebp(opts.mediaDir, rel, svg(), opts.reset));
    jobs.push(() => renderWebp(opts.mediaDir, 'placeholder.webp', `<svg xmlns="http://www.w3.org/2000/svg" width="${CATEGORY_THUMB.width}" height="${CATEGORY_THUMB.height}"><rect width="100%" height="100%" fill="#e6eaee"/></svg>`));
    await runLimited(jobs, 4);
  }
  log(`seed: ${categoryCount} categories, ${productCount} products, ${svgJobs.size} images`);
  return { categories: categoryCount, products: productCount, images: svgJobs.size, demoAdmin };
}
