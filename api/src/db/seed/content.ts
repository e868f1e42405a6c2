// Seeds the content of the public pages: pages, posts, homepage modules, galleries (with generated photos and
// short generated video clips) and documents as real PDF files, in all five languages.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { price } from '../../lib/money.ts';
import { postSearchText, sortKey } from '../../lib/list-keys.ts';
import { writePdf, type PdfBlock } from '../../lib/pdf.ts';
import { vp8FrameOfWebp, writeWebm } from '../../lib/webm.ts';
import { LANG_CODES, localeTag, type Lang } from '@shop/shared/languages';
import type { Database } from '../schema.ts';
import '../content-schema.ts';
import { CATEGORIES, tr, type Drawing, type L } from './catalog-data.ts';
import { GALLERY, MODULES, PAGES, POSTS } from './content-data.ts';
import { CATALOGUE_TITLE, DOCUMENTS, PRICE_LIST_HEADINGS, PRICE_LIST_TITLE } from './document-data.ts';
import { PRODUCT_IMAGE, productSvg, renderWebp, runLimited } from './images.ts';

export interface ContentSeedOptions {
  mediaDir: string;
  /** Render the cover and gallery images and the video clips (default true); tests skip it for speed. */
  renderImages?: boolean;
  /** Deterministic uuids. */
  uuid: () => string;
}

const CONTENT_TABLES = ['document_files', 'documents', 'gallery_items', 'homepage_modules', 'post_translations', 'posts', 'page_translations', 'pages'] as const;
const COMPANY = 'Kovovýroba Demo s.r.o.';
const CREATED = new Date('2026-01-15T08:00:00.000Z');
export const VIDEO = { width: 640, height: 360, fps: 8, frames: 24 } as const;

const json = (l: L): string => JSON.stringify(Object.fromEntries(LANG_CODES.map((lang) => [lang, tr(l, lang)])));

/** One frame of a generated clip at time `t` in [0, 1). */
function clipFrameSvg(clip: 'sliding' | 'swing' | 'coating', color: string, t: number): string {
  const { width: w, height: h } = VIDEO;
  const open = (1 - Math.cos(t * 2 * Math.PI)) / 2; // 0 -> 1 -> 0
  const bars = (x: number, width: number, n: number) =>
    Array.from({ length: n }, (_, i) => `<rect x="${x + (i * (width - 8)) / (n - 1)}" y="150" width="8" height="140" fill="${color}"/>`).join('');
  let scene: string;
  if (clip === 'sliding') {
    const x = 150 - open * 300;
    scene = `<rect x="${x}" y="140" width="320" height="160" fill="none" stroke="${color}" stroke-width="10"/>${bars(x + 10, 300, 12)}<rect x="470" y="110" width="22" height="200" fill="${color}"/><rect x="120" y="110" width="22" height="200" fill="${color}"/>`;
  } else if (clip === 'swing') {
    const leaf = Math.max(0.08, 1 - open * 0.92);
    scene = [0, 1]
      .map((side) => {
        const x0 = side === 0 ? 160 : 480;
        const width = 160 * leaf;
        const x = side === 0 ? x0 : x0 - width;
        return `<rect x="${x}" y="140" width="${width}" height="160" fill="none" stroke="${color}" stroke-width="8"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${x + 6 + (i * Math.max(0, width - 18)) / 5}" y="148" width="6" height="144" fill="${color}"/>`).join('')}`;
      })
      .join('') + `<rect x="140" y="110" width="20" height="200" fill="${color}"/><rect x="480" y="110" width="20" height="200" fill="${color}"/>`;
  } else {
    const shift = t * 160;
    scene = `<rect x="0" y="80" width="${w}" height="8" fill="#555"/>` + Array.from({ length: 6 }, (_, i) => {
      const x = ((i * 160 + shift) % (w + 160)) - 120;
      const fill = x > 260 ? color : '#9aa4aa';
      return `<line x1="${x + 50}" y1="88" x2="${x + 50}" y2="130" stroke="#333" stroke-width="3"/><rect x="${x}" y="130" width="100" height="150" fill="${fill}"/>`;
    }).join('') + `<rect x="260" y="100" width="150" height="220" fill="#e8eef3" opacity=".55"/><text x="335" y="340" font-size="18" text-anchor="middle" fill="#333" font-family="sans-serif">RAL</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#dfe9f2"/><rect y="300" width="${w}" height="60" fill="#a9b8a0"/>${scene}</svg>`;
}

async function renderClip(mediaDir: string, rel: string, clip: 'sliding' | 'swing' | 'coating', color: string): Promise<void> {
  const frames: Buffer[] = [];
  for (let i = 0; i < VIDEO.frames; i++) {
    const webp = await sharp(Buffer.from(clipFrameSvg(clip, color, i / VIDEO.frames)))
      .flatten({ background: '#ffffff' })
      .webp({ quality: 60, effort: 1 })
      .toBuffer();
    frames.push(vp8FrameOfWebp(webp));
  }
  const file = path.join(mediaDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, writeWebm(frames, VIDEO));
}

async function writeDocument(mediaDir: string, rel: string, title: string, lang: Lang, blocks: PdfBlock[]): Promise<number> {
  const footer = PRICE_LIST_HEADINGS[lang].footer;
  const bytes = await writePdf({ title, author: COMPANY, lang: localeTag(lang), createdAt: CREATED, footer, blocks: [{ kind: 'title', text: title }, { kind: 'subtitle', text: COMPANY }, ...blocks] });
  const file = path.join(mediaDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return bytes.length;
}

export async function seedContent(db: Kysely<Database>, opts: ContentSeedOptions): Promise<{ images: number }> {
  const now = CREATED.toISOString();
  const renders = new Map<string, () => Promise<void>>();
  const image = (rel: string, drawing: Drawing, color: string, view: number) => {
    renders.set(rel, () => renderWebp(opts.mediaDir, rel, productSvg(drawing, color, view)));
    return { path: rel, width: PRODUCT_IMAGE.width, height: PRODUCT_IMAGE.height };
  };

  await db.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();

    for (const def of PAGES) {
      const cover = def.cover ? image(`content/page-${def.key}.webp`, def.cover.drawing, def.cover.color, def.cover.view) : null;
      const row = await trx
        .insertInto('pages')
        .values({ uuid: opts.uuid(), route: def.route, cover_path: cover?.path ?? null, cover_width: cover?.width ?? null, cover_height: cover?.height ?? null, published: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const langs = LANG_CODES.filter((lang) => !def.langs || def.langs.includes(lang));
      await trx
        .insertInto('page_translations')
        .values(langs.map((lang) => ({ page_id: row.id, lang, slug: tr(def.slug, lang), title: tr(def.title, lang), description: tr(def.description, lang), body_html: tr(def.body, lang) })))
        .execute();
    }

    for (const [index, def] of POSTS.entries()) {
      const cover = def.cover ? image(`content/post-${index + 1}.webp`, def.cover.drawing, def.cover.color, def.cover.view) : null;
      const row = await trx
        .insertInto('posts')
        .values({
          uuid: opts.uuid(),
          kind: def.kind,
          cover_path: cover?.path ?? null,
          cover_width: cover?.width ?? null,
          cover_height: cover?.height ?? null,
          published_at: def.date,
          published: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('post_translations')
        .values(
          LANG_CODES.map((lang) => ({
            post_id: row.id,
            lang,
            slug: tr(def.slug, lang),
            title: tr(def.title, lang),
            perex: tr(def.perex, lang),
            body_html: tr(def.body, lang),
            search_text: postSearchText(tr(def.title, lang), tr(def.perex, lang)),
            title_key: sortKey(tr(def.title, lang)),
          })),
        )
        .execute();
    }

    for (const [position, def] of MODULES.entries()) {
      const img = def.image ? image(`content/module-${def.type}.webp`, def.image.drawing, def.image.color, def.image.view) : null;
      const texts: Record<string, string> = { title: json(def.title) };
      if (def.text) texts['text'] = json(def.text);
      if (def.ctaLabel) texts['cta_label'] = json(def.ctaLabel);
      await trx
        .insertInto('homepage_modules')
        .values({
          uuid: opts.uuid(),
          type: def.type,
          position,
          enabled: 1,
          texts_json: JSON.stringify(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, JSON.parse(v) as unknown]))),
          item_limit: def.limit ?? null,
          image_path: img?.path ?? null,
          image_width: img?.width ?? null,
          image_height: img?.height ?? null,
          updated_at: now,
        })
        .execute();
    }

    for (const [position, def] of GALLERY.entries()) {
      const img = image(`gallery/${def.kind}-${position + 1}.webp`, def.drawing, def.color, def.view);
      let videoUrl: string | null = null;
      if (def.clip) {
        const rel = `videos/${def.clip}-${def.color.slice(1)}.webm`;
        const { clip, color } = def;
        renders.set(rel, () => renderClip(opts.mediaDir, rel, clip, color));
        videoUrl = `/media/${rel}`;
      }
      await trx
        .insertInto('gallery_items')
        .values({ uuid: opts.uuid(), kind: def.kind, position, title_json: json(def.title), image_path: img.path, width: img.width, height: img.height, video_url: videoUrl })
        .execute();
    }

    // Documents: one PDF per language.
    let position = 0;
    const insertDocument = async (kind: 'site' | 'protocol' | 'assembly' | 'price-list', key: string | null, files: Array<{ lang: Lang; title: string; path: string; size: number }>) => {
      const row = await trx
        .insertInto('documents')
        .values({ uuid: opts.uuid(), kind, key, position: position++, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('document_files')
        .values(files.map((f) => ({ document_id: row.id, lang: f.lang, title: f.title, path: f.path, size_bytes: f.size })))
        .execute();
    };

    // The small catalogue, generated from the category tree.
    const catalogueFiles = await Promise.all(LANG_CODES.map(async (lang) => {
      const rel = `documents/catalogue-${lang}.pdf`;
      const blocks: PdfBlock[] = CATEGORIES.flatMap((top) => [
        { kind: 'heading' as const, text: tr(top.name, lang) },
        { kind: 'paragraph' as const, text: tr(top.description, lang) },
        ...(top.children ?? []).map((child) => ({ kind: 'bullet' as const, text: `${tr(child.name, lang)} – ${tr(child.description, lang)}` })),
      ]);
      const title = tr(CATALOGUE_TITLE, lang);
      const size = await writeDocument(opts.mediaDir, rel, title, lang, blocks);
      return { lang, title, path: rel, size };
    }));
    await insertDocument('site', 'catalogue', catalogueFiles);

    for (const def of DOCUMENTS) {
      const langs = LANG_CODES.filter((lang) => !def.langs || def.langs.includes(lang));
      const files = await Promise.all(langs.map(async (lang) => {
        const rel = `documents/${def.file}-${lang}.pdf`;
        const title = tr(def.title, lang);
        const size = await writeDocument(opts.mediaDir, rel, title, lang, def.blocks[lang] ?? []);
        return { lang, title, path: rel, size };
      }));
      await insertDocument(def.kind, def.key ?? null, files);
    }

    // The price list, generated from the published products (the first 400, grouped by category).
    const rows = await trx
      .selectFrom('products as p')
      .innerJoin('product_translations as t', 't.product_id', 'p.id')
      .innerJoin('category_translations as c', (j) => j.onRef('c.category_id', '=', 'p.category_id').onRef('c.lang', '=', 't.lang'))
      .select(['p.id', 'p.price_cents', 'p.vat_rate', 't.lang', 't.name', 'c.name as category'])
      .where('p.published', '=', 1)
      .orderBy('p.category_id')
      .orderBy('p.position')
      .execute();
    const priceFiles = await Promise.all(LANG_CODES.map(async (lang) => {
      const rel = `documents/price-list-${lang}.pdf`;
      const headings = PRICE_LIST_HEADINGS[lang];
      const fmt = new Intl.NumberFormat(localeTag(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const blocks: PdfBlock[] = [{ kind: 'paragraph', text: headings.intro }];
      let category = '';
      for (const r of rows.filter((x) => x.lang === lang).slice(0, 400)) {
        if (r.category !== category) {
          category = r.category;
          blocks.push({ kind: 'heading', text: category });
        }
        const pr = price(r.price_cents, r.vat_rate);
        const line = `${r.name}: ${fmt.format(pr.without_vat)} € ${headings.withoutVat} / ${fmt.format(pr.with_vat)} € ${headings.withVat}`;
        blocks.push({ kind: 'bullet', text: line });
      }
      const title = `${tr(PRICE_LIST_TITLE, lang)} 2026`;
      const size = await writeDocument(opts.mediaDir, rel, title, lang, blocks);
      return { lang, title, path: rel, size };
    }));
    await insertDocument('price-list', null, priceFiles);
  });

  if (opts.renderImages !== false) await runLimited([...renders.values()], 3);
  return { images: renders.size };
}
