// Serves the built site from DEPLOY_DIR and the media from DATA_DIR/media, on the API's origin and port.
//   /static/*            shell/static (hashed names)            immutable, one year
//   /remotes/*           remotes/<dir>/<version>/ (versioned)    immutable; any remotes.json no-cache
//   /remotes.json, /builds/latest.json                          no-cache
//   /media/*             DATA_DIR/media                          one day
//   /favicon.svg, /early-*.js and other shell root files          an hour, then stale-while-revalidate a week
//   /                    302 to /{lang}: the saved language, else the browser's, else sk (spec section 4)
//   other GETs without a file extension (not /api, /admin/auth) shell/index.html with the public config, no-cache
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguages, detectLanguage, languageCookie, matchRoute, type ValidityRule } from '@shop/shared/routes';
import type { Config } from '../config.ts';
import { scriptJson } from '../lib/html.ts';
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

/** The server's side of the routes' validity rules: does the page exist (e.g. the category of the slug)? */
export type ValidityChecks = Record<ValidityRule, (params: Record<string, string>) => Promise<boolean>>;

export async function setupSite(
  app: FastifyInstance,
  config: Config,
  validity?: ValidityChecks,
  /** The public keys set in the admin, read per page (the caller caches them). */
  publicKeys?: () => Promise<PublicKeyOverrides | null>,
  /** Renders the slots of a page's remotes on the server (modules/page-render): what writes them into the page. */
  renderPage?: (req: FastifyRequest) => Promise<((html: string) => Buffer) | null>,
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
    if (path.posix.basename(rel) === 'remotes.json') {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(rel, remotesDir, noCache);
    }
    return reply.sendFile(rel, remotesDir, IMMUTABLE);
  });

  for (const file of ['remotes.json', 'builds/latest.json']) {
    app.get('/' + file, (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(file, config.deployDir, noCache);
    });
  }

  app.get('/media/*', (req, reply) => {
    const rel = safeRelative((req.params as { '*'?: string })['*']);
    if (rel === null) return forbidden(reply);
    return reply.sendFile(rel, config.mediaDir, { maxAge: DAY });
  });

  let cached: { mtimeMs: number; script: string; html: string } | undefined;
  async function indexHtml(): Promise<string | null> {
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
    return cached.html;
  }

  /** The server render of a page being answered, written into it by the last onSend hook (below). */
  const renderedPages = new WeakMap<FastifyRequest, (html: string) => Buffer>();

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
      // An hour fresh, then used while it is checked again: the early scripts of <head> (one blocks the first frame)
      // never wait for a revalidation.
      reply.header('cache-control', 'public, max-age=3600, stale-while-revalidate=604800');
      return reply.sendFile(rel, shellDir, noCache);
    }
    const html = await indexHtml();
    if (html === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet. Run `npm start` in the repository root (it builds the site), or `npm run build` and restart.\n');
    }
    const status = await pageStatus(urlPath);
    const write = status === 200 && renderPage ? await renderPage(req) : null;
    if (write) renderedPages.set(req, write);
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  // The slots' HTML goes in last, after the other onSend hooks (the page's head and layout: modules/seo) have worked
  // on the shell's small page: each of their steps copies the page, and a filled page is several times larger.
  app.addHook('onSend', async (req, _reply, payload) => {
    const write = renderedPages.get(req);
    if (!write || typeof payload !== 'string') return payload;
    renderedPages.delete(req);
    return write(payload);
  });

  /** 404 for a path no route matches or whose validity rule fails, as the shell will show; 200 otherwise. */
  async function pageStatus(urlPath: string): Promise<200 | 404> {
    const route = matchRoute(urlPath);
    if (!route) return 404;
    const rule = route.definition.validate;
    if (!rule || !validity) return 200;
    return (await validity[rule](route.params)) ? 200 : 404;
  }

  /**
   * The root picks the visitor's language here, as the shell would after loading (spec section 4: the saved cookie,
   * then the browser's languages, then sk; the choice stored for a year), so the first visit's page is the
   * language's own, rendered on the server, instead of an empty shell that loads a language's messages and code to
   * redirect in the browser. The fragment stays with the browser, which keeps it across the redirect.
   */
  function rootRedirect(req: FastifyRequest, reply: FastifyReply) {
    const lang = detectLanguage(req.headers.cookie ?? '', acceptedLanguages(req.headers['accept-language']));
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
