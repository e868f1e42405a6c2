/** The page of a list in the URL, read by the core: the shell reads it the same way to fetch a category page ahead. */
export { pageFromParams } from '@shop/shared';

/** The same query with other values; empty values are left out, so each filter has one canonical URL. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    const text = value === null ? '' : String(value).trim();
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  return next;
}

/** Plain-text paragraphs separated by blank lines (how the API sends descriptions). */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
