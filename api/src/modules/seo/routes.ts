// Search-engine readiness: the head of every page (an onSend hook over the site's HTML answers, so the site
// plugin stays as it is), /sitemap.xml (and its parts) and /robots.txt.
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../plugins/error-handler.ts';
import type { App } from '../../types.ts';
import { ApiError, type Lang } from '@shop/shared/contracts/common';
import type { PostDetail } from '@shop/shared/contracts/pages';
import { PREVIEW_PARAM, tokenCookieOf } from '../preview/service.ts';
import { applyHead, resolveHead, type HeadSources } from './head.ts';
import { SITEMAP_LIMIT, indexXml, robotsTxt, sitemapPaths, urlsetXml } from './sitemap.ts';
import { applyLayout, layoutOfPath } from './layout.ts';

const SITEMAP_TTL_MS = 10 * 60 * 1000;

/**
 * The hosts a start without PUBLIC_URL and ALLOWED_HOSTS answers as: the loopback names of its port, localhost first
 * (the address `npm start` prints). Such a start listens on 127.0.0.1 (HOST), so nobody else reaches it anyway.
 */
export function loopbackHosts(port: number): string[] {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  return [...names.map((name) => `${name}:${port}`), ...(port === 80 ? names : [])];
}

/**
 * The site's origin for the links it writes (mail links, sitemap, robots.txt, canonical, og:url, hreflang, JSON-LD,
 * the rendered page's stylesheets): PUBLIC_URL; else the request's Host when ALLOWED_HOSTS lists it, or, with neither
 * set, when it is a loopback name of the port; any other Host gets the first of them. A Host header never chooses an
 * address of its own, in any mode (issue 50, 3: a forged Host made the reset mail link to evil.example).
 */
export function originOf(config: Config, req: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = (req.headers.host ?? '').toLowerCase();
  const hosts = config.allowedHosts.length > 0 ? config.allowedHosts : loopbackHosts(config.port);
  return `${req.protocol}://${hosts.includes(host) ? host : hosts[0]}`;
}

/** A post's draft behind a preview token, for the browser whose access token is `bearer` (modules/preview). */
export type PreviewPostSource = (token: string, bearer: string | undefined, slug: string, lang: Lang) => Promise<PostDetail>;

export function setupSeo(app: App, opts: { db: Kysely<Database>; sources: HeadSources; previewPost?: PreviewPostSource }): void {
  const { config } = app;

  // The site answers every page path with the shell's index.html; here that HTML gets the page's head.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || typeof payload !== 'string') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || reply.statusCode >= 500) return payload;
    const url = new URL(req.url, 'http://site.invalid');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin/')) return payload;
    let head;
    try {
      // A preview's head is its draft's, for the admin's browser only, and names no address to index or share.
      const preview = url.searchParams.get(PREVIEW_PARAM);
      const previewPost = opts.previewPost;
      const sources: HeadSources =
        preview === null || !previewPost ? opts.sources : { ...opts.sources, post: (slug, lang) => previewPost(preview, tokenCookieOf(req.headers.cookie), slug, lang) };
      head = await resolveHead(url.pathname, url.searchParams, originOf(config, req), sources);
      if (head && preview !== null) head = { ...head, noindex: true, canonical: null, alternates: {}, jsonLd: [] };
    } catch (err) {
      req.log.error({ err }, 'the page head could not be resolved; the page is sent with its static head');
      return payload;
    }
    if (!head) return payload;
    if (head.status !== 200 && reply.statusCode === 200) reply.code(head.status);
    if (reply.statusCode === 404) head = { ...head, noindex: true, canonical: null, alternates: {} };
    return applyLayout(applyHead(payload, head, originOf(config, req)), layoutOfPath(url.pathname));
  });

  let cache: { at: number; paths: Array<{ path: string; lastmod?: string }> } | null = null;
  async function paths() {
    if (!cache || Date.now() - cache.at > SITEMAP_TTL_MS) cache = { at: Date.now(), paths: await sitemapPaths(opts.db) };
    return cache.paths;
  }

  const xml = { 200: Type.String(), 404: ApiError };

  app.get('/sitemap.xml', { schema: { response: xml } }, async (req, reply) => {
    const all = await paths();
    const origin = originOf(config, req);
    const body = all.length <= SITEMAP_LIMIT ? urlsetXml(origin, all) : indexXml(origin, Math.ceil(all.length / SITEMAP_LIMIT));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap-:part.xml', { schema: { params: Type.Object({ part: Type.Integer({ minimum: 1 }) }), response: xml } }, async (req, reply) => {
    const all = await paths();
    const slice = all.slice((req.params.part - 1) * SITEMAP_LIMIT, req.params.part * SITEMAP_LIMIT);
    if (all.length <= SITEMAP_LIMIT || slice.length === 0) return reply.code(404).send(apiError(404, `No sitemap part ${req.params.part}`));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(urlsetXml(originOf(config, req), slice));
  });

  app.get('/robots.txt', { schema: { response: { 200: Type.String() } } }, async (req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(originOf(config, req))),
  );
}
