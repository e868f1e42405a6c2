// How long a page may be kept, and by whom (Cache-Control), and the server's own copies of whole public pages for
// the next visitor of the same address. Decision: docs/decisions/0011-page-caching.md.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { ResolvedRoute } from '@shop/shared/routes';

/**
 * Anonymous public pages. A browser asks again at each visit (it may show its copy for up to 30 s while it does);
 * a shared cache (nginx, a CDN) keeps them a minute, then serves its copy for up to 30 s more while it fetches the
 * next. An admin's edit is therefore on every proxy within about 90 s, and on this server at the next request.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
/** Pages about the visitor (the admin and its sign-in, the cart and its checkout): stored by no cache. */
export const PRIVATE_PAGE = 'private, no-store';
/** Error pages, and pages whose server render failed (the next request may render them): asked again each time. */
export const UNCACHED_PAGE = 'no-cache';

/** Whether a route's page is about the visitor: a signed-in or sign-in page, or the cart and its checkout steps. */
export function isPrivatePage(route: ResolvedRoute | null): boolean {
  if (!route) return false;
  const { guard, layout, remote } = route.definition;
  return guard !== undefined || layout === 'admin' || layout === 'auth' || remote === 'mf-cart';
}

/**
 * The Cache-Control of a page answer. The HTML of a public page depends only on its URL (the language is in the
 * path), the site's host, the published build and the content: the page reads no cookie and no language header,
 * so it varies on nothing but the encoding.
 */
export function pageCacheControl(route: ResolvedRoute | null, status: number, rendered: boolean): string {
  if (isPrivatePage(route)) return PRIVATE_PAGE;
  return status === 200 && rendered ? PUBLIC_PAGE : UNCACHED_PAGE;
}

/** The encodings a kept page is also held in, compressed once at their best ratio rather than at each answer. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const encodings = new Negotiator<PageEncoding>({ supportedValues: [...PAGE_ENCODINGS] });
/** The encoding a request's Accept-Encoding prefers among those pages are kept in, if any (its q-values count). */
export const pageEncodingFor = (acceptEncoding: string | undefined): PageEncoding | null => (acceptEncoding ? encodings.negotiate(acceptEncoding.toLowerCase()) : null);

/** A kept page: its bytes, and each encoding once it is ready (made in the background after the page is kept). */
export interface CachedPage {
  body: Buffer;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

export interface PageCache {
  /** The page kept under `key`, while it is younger than the cache's maximum age. */
  get(key: string): CachedPage | undefined;
  /** Taken before a page is made: `store` keeps it only if no change arrived while it was being made. */
  ticket(): number;
  store(ticket: number, key: string, body: Buffer): void;
  /** Forgets every page: content they show changed (every page shows the menu, the footer or the home sections). */
  clear(): void;
}

export interface PageCacheOptions {
  /** Bytes of pages kept at most; the least recently used go first. */
  maxBytes?: number;
  /**
   * Age at which a page is made again even though no change was announced: changes made outside the admin (the
   * command line, the database directly) or announced while Redis was unreachable are seen within it.
   */
  maxAgeMs?: number;
  now?: () => number;
}

const compressors: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};
/** Smaller pages are sent as they are (the compression plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

const sizeOf = (page: CachedPage) => page.body.length + Object.values(page.encoded).reduce((sum, bytes) => sum + bytes.length, 0);

/**
 * Whole pages (the bytes sent) by key, bounded in bytes by lru-cache (least recently used out first), with their
 * compressed forms: a page is compressed once, on zlib's thread pool, at the best ratio, instead of at a fast setting
 * for every visitor. The age is checked here rather than by lru-cache's ttl, whose clock treats a start at 0 as no
 * expiry and keeps a page until past its age rather than at it.
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, maxAgeMs = 60_000, now = Date.now }: PageCacheOptions = {}): PageCache {
  type Kept = CachedPage & { storedAt: number };
  // A page's size is counted again when an encoding is added (set with the same page).
  const pages = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, sizeOf(page)) });
  // Counts the changes: a page made from data read before one is not kept.
  let generation = 0;

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= maxAgeMs) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    ticket: () => generation,
    store(ticket, key, body) {
      if (ticket !== generation || body.length > maxBytes) return;
      const page: Kept = { body, encoded: {}, storedAt: now() };
      pages.set(key, page);
      if (body.length < COMPRESS_FROM_BYTES) return;
      for (const encoding of PAGE_ENCODINGS) {
        compressors[encoding](body).then(
          (encoded) => {
            if (pages.peek(key) !== page) return; // replaced, cleared or evicted meanwhile
            page.encoded[encoding] = encoded;
            pages.set(key, page);
          },
          () => undefined, // the page is sent as it is, compressed by the plugin
        );
      }
    },
    clear() {
      generation += 1;
      pages.clear();
    },
  };
}
