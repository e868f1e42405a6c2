// Search-engine readiness: the head of every page (written by the site plugin with `writePageHead`, from the head
// the page's route built), /sitemap.xml (and its parts) and /robots.txt.
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../plugins/error-handler.ts';
import type { App } from '../../types.ts';
import { ApiError } from '@shop/shared/contracts/common';
import type { PageHead } from '@shop/shared/page-head';
import type { ResolvedRoute } from '@shop/shared/routes';
import { isPrivatePage } from '../page-render/index.ts';
import { previewTokenOf } from '../preview/index.ts';
import { originOf } from '../../lib/origin.ts';
import { applyHead, plainHead, type Head } from './head.ts';
import { SITEMAP_LIMIT, indexXml, robotsTxt, sitemapPaths, urlsetXml } from './sitemap.ts';
import { applyLayout } from './layout.ts';

const SITEMAP_TTL_MS = 10 * 60 * 1000;

/** What a page's head is written from: its route, the head its route built (null: none), its status. */
export interface PageHeadSource {
  route: ResolvedRoute | null;
  head: PageHead | null;
  status: number;
}

/**
 * The shell's page with the page's head, language and layout. A page no remote rendered gets the brand and its
 * address (noindex when it is the visitor's own); a 404 names no address to index; an admin's preview (its draft)
 * names none to index or share. A path of no route keeps the shell's own head and layout.
 */
export function writePageHead(config: Config, req: FastifyRequest, html: string, { route, head, status }: PageHeadSource): string {
  if (!route) return html;
  const pathname = req.url.split('?')[0] ?? '/';
  let full: Head = head ? { ...head, lang: route.lang } : plainHead(route.lang, pathname, isPrivatePage(route));
  if (status === 404) full = { ...full, noindex: true, canonical: null, alternates: {} };
  if (previewTokenOf(req.url) !== null) full = { ...full, noindex: true, canonical: null, alternates: {}, jsonLd: [] };
  return applyLayout(applyHead(html, full, originOf(config, req)), route.definition.layout);
}

export function setupSeo(app: App, opts: { db: Kysely<Database> }): void {
  const { config } = app;

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
