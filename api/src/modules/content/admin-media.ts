// The media files the admin's content names (module images, post covers, document PDFs): a stored path must stay
// inside the media folder and name an existing file of its kind.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FieldError } from '../../lib/errors.ts';

const IMAGE_EXT = new Set(['.webp', '.jpg', '.jpeg', '.png']);

export function createMediaFiles(mediaDir: string) {
  return {
    /** The problem with a stored media path for an image (WebP, JPEG or PNG) or a PDF document; null when none. */
    problemOf(rel: string, field: string, kind: 'image' | 'pdf'): FieldError | null {
      const normalized = path.posix.normalize(rel);
      if (rel.includes('\\') || rel.includes('\0') || normalized.startsWith('..') || path.posix.isAbsolute(rel) || normalized !== rel) {
        return { field, message: 'must be a path inside the media folder', code: 'upload.invalidPath' };
      }
      const extension = path.posix.extname(rel).toLowerCase();
      if (kind === 'image' && !IMAGE_EXT.has(extension)) return { field, message: 'must be an image (WebP, JPEG or PNG)', code: 'upload.notImage' };
      if (kind === 'pdf' && extension !== '.pdf') return { field, message: 'must be a PDF document', code: 'upload.notPdf' };
      const file = path.join(mediaDir, rel);
      if (!existsSync(file) || !statSync(file).isFile()) return { field, message: 'names no uploaded file', code: 'upload.missing' };
      return null;
    },

    /** An image's stored path with its size in pixels; throws when the file is no readable image. */
    async image(rel: string): Promise<{ path: string; width: number; height: number }> {
      const sharp = (await import('sharp')).default;
      const meta = await sharp(path.join(mediaDir, rel)).metadata();
      return { path: rel, width: meta.width ?? 0, height: meta.height ?? 0 };
    },

    sizeOf(rel: string): number {
      return statSync(path.join(mediaDir, rel)).size;
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
