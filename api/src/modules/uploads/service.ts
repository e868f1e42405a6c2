// Uploaded files: the type is read from the file's first bytes (magic numbers), never from its name or the
// declared content type; images are re-encoded with sharp (which drops anything hidden in them) to webp, and
// everything is stored under DATA_DIR/media/uploads with a generated name.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError, unprocessable } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/media.ts';
import type { Upload, UploadKind } from '@shop/shared/contracts/admin';
import type { AuthContext } from '../../types.ts';
import type { AuditService } from '../audit/index.ts';

export const UPLOAD_DIR = 'uploads';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** The longest side of a stored image; larger uploads are scaled down. */
export const MAX_IMAGE_SIDE = 2400;
/** Refuse decompression bombs: at most 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export type DetectedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (buf: Buffer, bytes: number[], offset = 0): boolean => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

/** The file's type by its magic number, or null when it is none of the accepted ones. */
export function detectType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(buf, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

const ACCEPTED: Record<UploadKind, { types: DetectedType[]; maxBytes: number; label: string; code: string }> = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: MAX_IMAGE_BYTES, label: 'a JPEG, PNG or WebP image', code: 'upload.notImage' },
  document: { types: ['application/pdf'], maxBytes: MAX_DOCUMENT_BYTES, label: 'a PDF document', code: 'upload.notPdf' },
};

/**
 * An image decoded and written again as WebP (turned upright, at most MAX_IMAGE_SIDE): whatever else the file held
 * (metadata such as the place a photo was taken, appended data) is dropped. 422 when it cannot be decoded.
 */
export async function reencodeImage(data: Buffer, field = 'file'): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unprocessable('The image could not be read: it is damaged or too large', [{ field, message: 'is not a readable image', code: 'upload.unreadableImage' }], 'upload.unreadableImage');
  }
}

const megabytes = (n: number): number => Math.round(n / 1024 / 1024);

export function createUploadService(mediaDir: string, deps: { audit: Pick<AuditService, 'record'> }) {
  const dir = path.join(mediaDir, UPLOAD_DIR);

  /** Writes atomically: a half-written file never appears under its final name. */
  async function store(name: string, data: Buffer): Promise<string> {
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${name}.tmp`);
    await writeFile(tmp, data, { mode: 0o644 });
    await rename(tmp, path.join(dir, name));
    return `${UPLOAD_DIR}/${name}`;
  }

  /** Checks the file by its first bytes and stores it (an image re-encoded to WebP). */
  async function accept(kind: UploadKind, data: Buffer): Promise<Upload> {
    const accepted = ACCEPTED[kind];
    if (data.length === 0) throw unprocessable('The file is empty', [{ field: 'file', message: 'is empty', code: 'upload.empty' }], 'upload.empty');
    if (data.length > accepted.maxBytes) {
      const max = megabytes(accepted.maxBytes);
      throw new HttpError(413, `The file is larger than ${max} MB`, undefined, { code: 'upload.tooLarge', params: { max } });
    }
    const type = detectType(data);
    if (type === null || !accepted.types.includes(type)) {
      throw new HttpError(415, `Unsupported file type: the file's content is not ${accepted.label}`, [{ field: 'file', message: `must be ${accepted.label}`, code: accepted.code }], accepted.code);
    }

    if (type === 'application/pdf') {
      const rel = await store(`${randomUUID()}.pdf`, data);
      return { path: rel, url: mediaUrl(rel), content_type: type, size_bytes: data.length, width: null, height: null };
    }

    const webp = await reencodeImage(data);
    const rel = await store(`${randomUUID()}.webp`, webp.data);
    return { path: rel, url: mediaUrl(rel), content_type: 'image/webp', size_bytes: webp.data.length, width: webp.info.width, height: webp.info.height };
  }

  return {
    /** Stores an uploaded file and records it in the audit log under the name it was sent with. */
    async save(kind: UploadKind, data: Buffer, by: { auth: AuthContext | null; filename: string }): Promise<Upload> {
      const saved = await accept(kind, data);
      await deps.audit.record(by.auth, {
        action: 'upload',
        entity: 'upload',
        entityId: saved.path,
        summary: `Uploaded ${by.filename || 'a file'} as ${saved.path}`,
        ...(by.filename ? { code: 'upload.saved', params: { name: by.filename, path: saved.path } } : { code: 'upload.savedUnnamed', params: { path: saved.path } }),
      });
      return saved;
    },

    /** Width and height of a stored image (null when the file is missing or unreadable). */
    async dimensions(rel: string): Promise<{ width: number; height: number } | null> {
      const file = path.resolve(mediaDir, rel);
      if (!file.startsWith(path.resolve(mediaDir) + path.sep)) return null;
      try {
        const meta = await sharp(file).metadata();
        return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
      } catch {
        return null;
      }
    },

    async remove(rel: string): Promise<void> {
      if (!rel.startsWith(`${UPLOAD_DIR}/`)) return;
      await rm(path.join(mediaDir, rel), { force: true });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
