// On-demand image variants: a media image resized to a width of the spec's breakpoints (or a small fixed size),
// at density 1 or 2, converted to webp, and cached on disk under DATA_DIR/cache/images. Only the variants the site
// uses are rendered, the disk cache is bounded and so is the number of renders at once (issue 28, 1).
import { createHash } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError, notFound } from '../../lib/errors.ts';
import { variantProblem, type VariantParams } from '@shop/shared/contracts/image-variants';
import { createDiskCache } from './disk-cache.ts';
import { createWorkLimiter } from './work-limiter.ts';

export { IMAGE_DENSITIES, IMAGE_WIDTHS, DEFAULT_QUALITY, type VariantParams } from '@shop/shared/contracts/image-variants';
const SOURCE_EXTENSIONS = new Set(['.webp', '.jpg', '.jpeg', '.png']);

/** Checks the parameters; the message names what is wrong (the route answers 400 with it). */
export function checkParams(p: VariantParams): string | null {
  return variantProblem(p);
}

export interface ImageServiceOptions {
  mediaDir: string;
  cacheDir: string;
  /** The most bytes of rendered variants kept on disk (least recently used go first). */
  cacheMaxBytes?: number;
  /** Renders running at once, and how many more may wait for a slot before the service answers 503. */
  renderSlots?: number;
  maxWaiting?: number;
}

export function createImageService(opts: ImageServiceOptions) {
  // One libvips thread per render (sharp's documented setting, process-wide): a render then takes one core, so the
  // render slots bound the cores image work can take; by default libvips spreads each image over every core.
  sharp.concurrency(1);
  const inFlight = new Map<string, Promise<Buffer>>();
  const cache = createDiskCache({ dir: opts.cacheDir, maxBytes: opts.cacheMaxBytes ?? 512 * 1024 * 1024 });
  const limiter = createWorkLimiter({ slots: opts.renderSlots ?? 1, maxWaiting: opts.maxWaiting ?? 16 });
  let mediaRoot: string | null = null;

  /** The source file for a path under the media folder; refuses anything that resolves outside it (also via links). */
  async function source(rel: string): Promise<{ file: string; mtimeMs: number; size: number }> {
    if (!SOURCE_EXTENSIONS.has(path.extname(rel).toLowerCase())) throw new HttpError(400, 'Only WebP, JPEG and PNG images can be resized');
    mediaRoot ??= await realpath(opts.mediaDir).catch(() => path.resolve(opts.mediaDir));
    let file: string;
    try {
      file = await realpath(path.join(opts.mediaDir, rel));
    } catch {
      throw notFound(`Image not found: ${rel}`);
    }
    if (file !== mediaRoot && !file.startsWith(mediaRoot + path.sep)) throw new HttpError(403, 'The path leaves the media folder');
    const info = await stat(file);
    if (!info.isFile()) throw notFound(`Image not found: ${rel}`);
    return { file, mtimeMs: info.mtimeMs, size: info.size };
  }

  async function render(file: string, p: VariantParams): Promise<Buffer> {
    const width = p.w * p.dpr;
    const height = p.h === undefined ? undefined : p.h * p.dpr;
    let pipeline = sharp(file, { failOn: 'error' })
      .rotate()
      // A tiny placeholder keeps the whole picture (it is stretched back over the box); others crop to cover.
      .resize({ width, height, fit: p.w <= 10 ? 'fill' : 'cover', withoutEnlargement: p.w > 10 });
    if (p.blur > 0) pipeline = pipeline.blur(Math.max(0.3, p.blur));
    return pipeline.webp({ quality: p.q, effort: 4 }).toBuffer();
  }

  return {
    /** The variant's bytes and a strong validator (cached on disk; one render per variant even under load). */
    async variant(rel: string, p: VariantParams): Promise<{ body: Buffer; etag: string }> {
      const src = await source(rel);
      const key = createHash('sha256').update(JSON.stringify([rel, src.mtimeMs, src.size, p.w, p.h ?? null, p.dpr, p.q, p.blur])).digest('hex').slice(0, 40);
      const etag = `"${key}"`;
      const cached = path.join(opts.cacheDir, key.slice(0, 2), `${key}.webp`);
      const hit = await cache.get(cached);
      if (hit) return { body: hit, etag };
      let job = inFlight.get(key);
      if (!job) {
        job = limiter
          .run(async () => {
            try {
              return await render(src.file, p);
            } catch {
              throw new HttpError(422, 'The image could not be read');
            }
          })
          .then(async (body) => {
            await cache.put(cached, body);
            return body;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return { body: await job, etag };
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
