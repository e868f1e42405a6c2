// What the catalogue's admin checks and how its audit entries word a change: shared by categories, products, models
// and the bulk edits.
import type { AuthContext } from '../../types.ts';
import { HttpError, invalidFields, unprocessable, type FieldError } from '../../lib/errors.ts';
import { slugify } from '../../lib/text.ts';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import type { AuditEvent } from '../audit/index.ts';
import type { UploadService } from '../uploads/index.ts';

/** Records a catalogue change in the audit log; that is also when the public catalogue's cache is told. */
export type RecordChange = (auth: AuthContext | null, event: AuditEvent) => Promise<void>;

/**
 * First path segments the site's own pages use: a product is served at /{lang}/{slug}, so its slug must not
 * shadow one of them (nor the admin).
 */
export const RESERVED_PRODUCT_SLUGS = new Set([
  'about', 'career', 'contact', 'custom-production', 'gallery', 'protocols', 'assembly-instruction', 'technologies',
  'video-gallery', 'download', 'products', 'article', 'category', 'search', 'cart', 'katalog', 'admin', 'api', 'media',
  'static', 'remotes', 'builds',
]);

export const euros = (cents: number): string => (cents / 100).toFixed(2);
/** A width × height in millimetres as the audit log writes it; a size not given is a dash. */
export const sizeText = (width: number | null, height: number | null): string => `${width ?? '—'} × ${height ?? '—'}`;

/** The slug per language: the given one, else made from the name; field errors for names that give none. */
export function resolveSlugs(translations: Record<Lang, { name: string; slug: string }>, reserved?: Set<string>): Record<Lang, string> {
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

export function slugConflict(taken: Set<string>, slugs: Record<Lang, string>, what: string) {
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
export const idParams = (from: number | null, to: number | null) => ({ ...(from !== null ? { fromId: from } : {}), ...(to !== null ? { toId: to } : {}) });

/** The size of an uploaded image a category or product names; 422 when it names none. */
export function imageChecker(uploads: Pick<UploadService, 'dimensions'>) {
  return async (path: string, field: string, known: Map<string, { width: number; height: number }>) => {
    const dims = known.get(path) ?? (await uploads.dimensions(path));
    if (!dims) throw unprocessable(`Invalid ${field}: not an uploaded image`, [{ field, message: 'is not an uploaded image; upload it first', code: 'upload.missing' }], 'upload.missing');
    return dims;
  };
}
