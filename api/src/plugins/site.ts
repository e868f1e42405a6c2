// Serves the built site from DEPLOY_DIR and the media from MEDIA_DIR (default DATA_DIR/media), on the API's origin and port.
//   /static/*            shell/static (hashed names)            immutable, one year
//   /remotes/*           remotes/<dir>/<version>/ (versioned)    immutable, readable cross-origin; any remotes.json no-cache
//   /remotes.json        the registry as this visitor gets it (modules/releases): no-cache, ETag
//   /builds/latest.json  the build this visitor runs (the shell and the visitor's registry): no-cache, ETag; open
//                        pages ask it every minute while shown and reload at the next navigation when it changed
//   /media/*             MEDIA_DIR                              one day
//   /favicon.svg, /early-*.js and other shell root files          an hour, then stale-while-revalidate a week
//   /                    302 to /{lang}: the saved language, else the browser's, else sk (spec section 4)
//   other GETs without a file extension (not /api, /admin/auth) shell/index.html with the public config and the page's
//                        server render; public pages cached a minute by proxies, the visitor's own never
//                        (modules/page-render/page-cache.ts)
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageHead } from '@shop/shared/page-head';
import { languageCookie, matchRoute, type ResolvedRoute } from '@shop/shared/routes';
import type { Config } from '../config.ts';
import { isPrivatePage, pageCacheControl, pageEncodingFor, PRIVATE_PAGE, PUBLIC_PAGE, UNCACHED_PAGE, type PageCache, type RenderedPage } from '../modules/page-render/index.ts';
import { previewTokenOf } from '../modules/preview/index.ts';
import type { VisitorAnswer } from '../modules/releases/index.ts';
import { scriptJson } from '../lib/html.ts';
import { requestLanguage } from '../lib/lang.ts';
import { apiError } from './error-handler.ts';

const YEAR = 365 * 24 * 3600 * 1000;
const DAY = 24 * 3600 * 1000;
/**
 * Files whose address changes with their content (hashed names, versioned folders): cached for a year, never
 * revalidated, so they go without the validators (ETag, Last-Modified) and byte ranges a browser would only use to
 * ask again. Over HTTP/1.1 each response repeats its headers: ~100 bytes less on each of a page's ~25 scripts.
 */
const IMMUTABLE = { maxAge: YEAR, immutable: true, etag: false, lastModified: false, acceptRanges: false } as const;
const PLACEHOLDER = '<!--public-config-->';

export interface PublicConfig {
  apiBase: string;
  recaptchaSiteKey: string | null;
  mapsKey: string | null;
  analyticsId: string | null;
}

/** Public keys set in the admin (site settings); a non-empty value wins over the environment's. */
export interface PublicKeyOverrides {
  recaptcha_site_key?: string | undefined;
  maps_key?: string | undefined;
  analytics_id?: string | undefined;
}

export function publicConfig(config: Config, overrides: PublicKeyOverrides | null = null): PublicConfig {
  const pick = (admin: string | undefined, env: string | undefined): string | null => (admin ? admin : (env ?? null));
  return {
    apiBase: '',
    recaptchaSiteKey: pick(overrides?.recaptcha_site_key, config.recaptchaSiteKey),
    mapsKey: pick(overrides?.maps_key, config.mapsKey),
    analyticsId: pick(overrides?.analytics_id, config.analyticsId),
  };
}


/** The wildcard part of the URL, decoded, or null when it tries to leave its folder. */
function safeRelative(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..')) return null;
  const normalized = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (normalized.startsWith('..')) return null;
  return normalized;
}

/** The pages' server side (modules/page-render). */
export interface ServerPages {
  /** Renders the slots of a page's remotes on the server (the versions the visitor's registry names). */
  render: (req: FastifyRequest, manifests: Record<string, string>) => Promise<RenderedPage | null>;
  /** Whole public pages kept for the next visitor, emptied by the changes they show. */
  cache: PageCache;
  /** The site's origin as the page names it (its links and stylesheets): part of what a kept page is kept under. */
  origin: (req: FastifyRequest) => string;
  /** The shell's page with the page's head (the one its route built, else a plain one), language and layout. */
  writeHead: (req: FastifyRequest, html: string, page: { route: ResolvedRoute | null; head: PageHead | null; status: number }) => string;
}

/** What the last onSend hook finishes a page answer with. */
interface PageAnswer {
  route: ResolvedRoute | null;
  rendered: RenderedPage | null;
  /** An admin's preview (`?preview=`): about one visitor, kept by nobody, indexed by no search engine. */
  preview: boolean;
  /** Keeps the finished page in the page cache, for a page it may keep (null otherwise). */
  keep: ((body: Buffer) => void) | null;
  /** The page depends on the visitor's cohort (a canary runs): no shared cache may keep it. */
  varies: boolean;
}

/** The registry of remotes as the request's visitor gets it (modules/releases/visitor.ts). */
export type SiteRegistry = (req: FastifyRequest, reply: FastifyReply) => Promise<VisitorAnswer>;

/** A public page while a canary runs: each visitor's own (their cohort's versions), kept by no shared cache. */
const COHORT_PAGE = 'private, no-cache';

const HTML = 'text/html; charset=utf-8';

export async function setupSite(
  app: FastifyInstance,
  config: Config,
  /** The public keys set in the admin, read per page (the caller caches them). */
  publicKeys?: () => Promise<PublicKeyOverrides | null>,
  pages?: ServerPages,
  registry?: SiteRegistry,
): Promise<void> {
  const shellDir = path.join(config.deployDir, 'shell');
  const staticDir = path.join(shellDir, 'static');
  const remotesDir = path.join(config.deployDir, 'remotes');
  const indexFile = path.join(shellDir, 'index.html');
  const configScript = async (): Promise<string> =>
    `<script id="public-config" type="application/json">${scriptJson(publicConfig(config, publicKeys ? await publicKeys() : null))}</script>`;

  // serve:false: the routes below choose the folder and the cache policy per path; sendFile resolves at request
  // time, so a site built (or a remote released) after start-up is picked up without a restart.
  // preCompressed: the publish step writes .br/.gz beside text assets; they are sent as they are.
  await app.register(fastifyStatic, { root: config.deployDir, serve: false, preCompressed: true });

  const forbidden = (reply: FastifyReply) => reply.code(403).send(apiError(403, 'The path leaves its folder'));
  const noCache = { cacheControl: false } as const;

  app.get('/static/*', (req, reply) => {
    const rel = safeRelative((req.params as { '*'?: string })['*']);
    if (rel === null) return forbidden(reply);
    return reply.sendFile(rel, staticDir, IMMUTABLE);
  });

  app.get('/remotes/*', (req, reply) => {
    const rel = safeRelative((req.params as { '*'?: string })['*']);
    if (rel === null) return forbidden(reply);
    // A remote's files may be loaded by a page of another origin (this server as a team's remote host, e.g. a
    // staging shell): public, immutable code, readable from anywhere.
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (path.posix.basename(rel) === 'remotes.json') {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(rel, remotesDir, noCache);
    }
    return reply.sendFile(rel, remotesDir, IMMUTABLE);
  });

  /** The visitor's registry; without one (a site served without the API's registry), the deploy folder's file. */
  const visitorRegistry = async (req: FastifyRequest, reply: FastifyReply): Promise<VisitorAnswer> => {
    if (registry) return registry(req, reply);
    const manifests = JSON.parse(await readFile(path.join(config.deployDir, 'remotes.json'), 'utf8').catch(() => '{}')) as Record<string, string>;
    return { manifests, versions: {}, etag: `"${createHash('sha256').update(JSON.stringify(manifests)).digest('hex').slice(0, 16)}"`, varies: false };
  };

  /** Answers a small JSON document that a page asks for again and again: 304 while its ETag has not changed. */
  const conditional = (req: FastifyRequest, reply: FastifyReply, etag: string, body: unknown) => {
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'cookie');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  };

  app.get('/remotes.json', async (req, reply) => {
    const visitor = await visitorRegistry(req, reply);
    return conditional(req, reply, visitor.etag, visitor.manifests);
  });

  // The build the visitor's page runs: the shell's page and the visitor's registry; the deploy folder's
  // builds/latest.json (scripts/publish.mjs) still counts, so a publish that changed only it is seen too.
  app.get('/builds/latest.json', async (req, reply) => {
    const [visitor, index, published] = await Promise.all([
      visitorRegistry(req, reply),
      stat(indexFile).then((file) => file.mtimeMs, () => 0),
      readFile(path.join(config.deployDir, 'builds', 'latest.json'), 'utf8').catch(() => ''),
    ]);
    const id = createHash('sha256').update(JSON.stringify([visitor.etag, index, published])).digest('hex').slice(0, 12);
    return conditional(req, reply, `"${id}"`, { id });
  });

  app.get('/media/*', (req, reply) => {
    const rel = safeRelative((req.params as { '*'?: string })['*']);
    if (rel === null) return forbidden(reply);
    return reply.sendFile(rel, config.mediaDir, { maxAge: DAY });
  });

  let cached: { mtimeMs: number; script: string; html: string } | undefined;
  /** The shell's page with the public config, and its file's modification time (null before the site is built). */
  async function indexHtml(): Promise<{ html: string; mtimeMs: number } | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(indexFile)).mtimeMs;
    } catch {
      return null;
    }
    const script = await configScript();
    if (cached?.mtimeMs !== mtimeMs || cached.script !== script) {
      const raw = await readFile(indexFile, 'utf8');
      const html = raw.includes(PLACEHOLDER) ? raw.replace(PLACEHOLDER, script) : raw.replace('</head>', `${script}</head>`);
      cached = { mtimeMs, script, html };
    }
    return { html: cached.html, mtimeMs };
  }

  /**
   * What a public page is kept under: everything its HTML is made from besides the content (whose changes empty the
   * cache): the origin its links name, its URL (the language is in it), the build (the shell's page and the
   * versions of the remotes the visitor is served) and the day (the footer's year).
   */
  function pageKey(req: FastifyRequest, indexMtimeMs: number, registryEtag: string): string {
    return JSON.stringify([pages?.origin(req), req.url, indexMtimeMs, registryEtag, new Date().toISOString().slice(0, 10)]);
  }

  /** The page answers being sent, finished by the last onSend hook (below). */
  const pageAnswers = new WeakMap<FastifyRequest, PageAnswer>();

  async function page(req: FastifyRequest, reply: FastifyReply) {
    const urlPath = req.url.split('?')[0] ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/admin/auth/')) return reply.callNotFound();
    const last = urlPath.split('/').pop() ?? '';
    if (path.extname(last) !== '') {
      // favicon.ico, robots.txt and the like at the shell root.
      const rel = safeRelative(urlPath.slice(1));
      if (rel === null) return forbidden(reply);
      const found = await stat(path.join(shellDir, rel)).then((file) => file.isFile(), () => false);
      if (!found) return reply.callNotFound();
      // An hour fresh, then used while it is checked again: the early scripts of <head> (they block the first frame)
      // never wait for a revalidation.
      reply.header('cache-control', 'public, max-age=3600, stale-while-revalidate=604800');
      return reply.sendFile(rel, shellDir, noCache);
    }
    const index = await indexHtml();
    if (index === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet. Run `npm start` in the repository root (it builds the site), or `npm run build` and restart.\n');
    }
    const route = matchRoute(urlPath);
    const cache = pages?.cache;
    // A preview is neither served from the kept pages nor kept: it shows one admin's draft (decision 0063).
    const preview = previewTokenOf(req.url) !== null;
    const visitor = await visitorRegistry(req, reply);
    const key = cache && req.method === 'GET' && !isPrivatePage(route) && !preview ? pageKey(req, index.mtimeMs, visitor.etag) : null;
    const kept = key === null ? undefined : cache?.get(key);
    if (kept) {
      // The finished page as bytes: the hook that writes the slots (below) works on the shell's page as text only,
      // so it leaves it as it is. Compressed already when its encoding is ready (the
      // compression plugin leaves an answer with a Content-Encoding alone); else the plugin compresses it.
      reply.code(200).header('cache-control', visitor.varies ? COHORT_PAGE : PUBLIC_PAGE).header('vary', 'accept-encoding').type(HTML);
      const encoding = pageEncodingFor(req.headers['accept-encoding']);
      const encoded = encoding ? kept.encoded[encoding] : undefined;
      return encoded ? reply.header('content-encoding', encoding).send(encoded) : reply.send(kept.body);
    }
    const ticket = cache?.ticket() ?? 0;
    const rendered = route && !route.definition.notFound && pages ? await pages.render(req, visitor.manifests) : null;
    const status = pageStatus(route, rendered);
    pageAnswers.set(req, { route, rendered, preview, keep: key === null ? null : (body) => cache?.store(ticket, key, body), varies: visitor.varies });
    const html = pages ? pages.writeHead(req, index.html, { route, head: rendered?.head ?? null, status }) : index.html;
    return reply.code(status).header('cache-control', UNCACHED_PAGE).type(HTML).send(html);
  }

  // The slots' HTML goes in last, after the other onSend hooks have worked on the shell's small page (its head and
  // layout are in it already): each of their steps copies the page, and a filled page is several times larger. The
  // page's status is final here, and so is its Cache-Control.
  app.addHook('onSend', async (req, reply, payload) => {
    const answer = pageAnswers.get(req);
    if (!answer || typeof payload !== 'string') return payload;
    pageAnswers.delete(req);
    const body = answer.rendered ? answer.rendered.write(payload) : Buffer.from(payload);
    const cacheControl = answer.preview ? PRIVATE_PAGE : pageCacheControl(answer.route, reply.statusCode, answer.rendered?.complete ?? true);
    reply.header('cache-control', cacheControl);
    if (answer.preview) reply.header('x-robots-tag', 'noindex, nofollow');
    if (cacheControl === PUBLIC_PAGE) {
      // Each encoding is a copy of its own in a shared cache (compression adds this header only when it compresses).
      reply.header('vary', 'accept-encoding');
      answer.keep?.(body);
      if (answer.varies) reply.header('cache-control', COHORT_PAGE);
    }
    return body;
  });

  /**
   * 404 for a path no route matches, a route that is a not-found page (the admin's catch-all, drawn in its own
   * layout), or a page whose loaders found no record (the render's status); 200 otherwise.
   */
  function pageStatus(route: ResolvedRoute | null, rendered: RenderedPage | null): number {
    if (!route || route.definition.notFound) return 404;
    return rendered?.status ?? 200;
  }

  /**
   * The root picks the visitor's language here, as the shell would after loading (spec section 4: the saved cookie,
   * then the browser's languages, then sk; the choice stored for a year), so the first visit's page is the
   * language's own, rendered on the server, instead of an empty shell that loads a language's messages and code to
   * redirect in the browser. The fragment stays with the browser, which keeps it across the redirect.
   */
  function rootRedirect(req: FastifyRequest, reply: FastifyReply) {
    const lang = requestLanguage(req);
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply
      .code(302)
      .header('location', `/${lang}${query}`)
      .header('set-cookie', languageCookie(lang))
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie, Accept-Language')
      .send();
  }

  app.get('/', rootRedirect);
  app.get('/*', page);
}
