// On-demand image variants: a media image resized to a width of the spec's breakpoints (or a small fixed size),
// at density 1 or 2, converted to webp, and cached on disk under DATA_DIR/cache/images.
import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError, notFound } from '../../lib/errors.ts';

/** The spec's breakpoints (xs 320 … xxl 1536), the small fixed sizes of thumbnails, and the 10 px placeholder. */
export const IMAGE_WIDTHS = [10, 40, 80, 120, 160, 240, 320, 480, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const DEFAULT_QUALITY = 75;
const SOURCE_EXTENSIONS = new Set(['.webp', '.jpg', '.jpeg', '.png']);

export interface VariantParams {
  w: number;
  h?: number | undefined;
  dpr: number;
  q: number;
  blur: number;
}

/** Checks the parameters; the message names what is wrong (the route answers 400 with it). */
export function checkParams(p: VariantParams): string | null {
  if (!(IMAGE_WIDTHS as readonly number[]).includes(p.w)) return `w must be one of ${IMAGE_WIDTHS.join(', ')}`;
  if (!(IMAGE_DENSITIES as readonly number[]).includes(p.dpr)) return 'dpr must be 1 or 2';
  if (p.h !== undefined && (p.h < 1 || p.h > 2048)) return 'h must be between 1 and 2048';
  if (p.q < 1 || p.q > 100) return 'q must be between 1 and 100';
  if (p.blur < 0 || p.blur > 20) return 'blur must be between 0 and 20';
  return null;
}

export function createImageService(opts: { mediaDir: string; cacheDir: string }) {
  const inFlight = new Map<string, Promise<Buffer>>();
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
      try {
        return { body: await readFile(cached), etag };
      } catch {
        // not rendered yet
      }
      let job = inFlight.get(key);
      if (!job) {
        job = (async () => {
          let body: Buffer;
          try {
            body = await render(src.file, p);
          } catch {
            throw new HttpError(422, 'The image could not be read');
          }
          await mkdir(path.dirname(cached), { recursive: true });
          const tmp = `${cached}.${process.pid}.tmp`;
          await writeFile(tmp, body);
          await rename(tmp, cached);
          return body;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return { body: await job, etag };
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
