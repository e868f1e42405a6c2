// Server rendering of the site's pages: the first HTML of a public page carries its header, content and footer,
// rendered by the remotes themselves (each published build has its render function beside its browser code,
// shared/rsbuild-remote.mjs). The browser shows it at once and the remotes hydrate it when their code has loaded.
// A remote without a render function, or one that fails, leaves its slot to the browser as before.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PageHead } from '@shop/shared/page-head';
import { LAYOUT_SLOTS, matchRoute, type Lang, type SlotName } from '@shop/shared/routes';
import { HEADER_REMOTE } from '@shop/shared/remotes';
import { renderedPageParts, type RemoteStylesheet, type RenderedRemote } from './page-html.ts';

/** What a remote's server bundle exports (shared/src/react/render-remote.server.tsx). */
interface ServerRenderModule {
  render: (request: {
    url: string;
    lang: Lang;
    get: InProcessGet;
    publicConfig: object;
    origin: string;
  }) => Promise<{ slots: Partial<Record<SlotName, string>>; answers: Record<string, unknown>; messages?: Record<string, unknown>; styles?: string; status?: number; head?: PageHead | null }>;
}

export type InProcessGet = (path: string, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/**
 * The socket address the renders' in-process calls come from (app.inject's `remoteAddress`; no real socket has it):
 * the request log leaves them out, since each page would otherwise log its three to six data calls as requests.
 */
export const IN_PROCESS_ADDRESS = 'page-render';

export function isInProcessCall(req: { raw?: { socket?: { remoteAddress?: string } }; socket?: { remoteAddress?: string } }): boolean {
  return (req.raw ?? req).socket?.remoteAddress === IN_PROCESS_ADDRESS;
}

/** Where a remote build keeps its render function (SERVER_RENDER_FILE in shared/rsbuild-remote.mjs). */
const SERVER_RENDER_FILE = path.join('server', 'index.js');

interface PublishedRemote {
  module: ServerRenderModule;
  /** The stylesheets of its exposed module: the rendered HTML needs them at the first paint. */
  stylesheets: RemoteStylesheet[];
}

interface Manifest {
  exposes?: Array<{ path: string; assets?: { css?: { sync?: string[] } } }>;
}

/**
 * The render functions of the remotes' versions a visitor is served (the registry, modules/releases), each version
 * loaded once and kept, as the browser keeps the code it loaded.
 */
function publishedRemotes(deployDir: string) {
  const load = createRequire(import.meta.url);
  const versions = new Map<string, Promise<PublishedRemote | null>>();

  async function loadVersion(manifestUrl: string): Promise<PublishedRemote | null> {
    const versionDir = path.join(deployDir, path.posix.dirname(manifestUrl));
    const file = path.join(versionDir, SERVER_RENDER_FILE);
    if (!versionDir.startsWith(deployDir) || !existsSync(file)) return null;
    const manifest = JSON.parse(await readFile(path.join(deployDir, manifestUrl), 'utf8')) as Manifest;
    const css = manifest.exposes?.find((expose) => expose.path === './app')?.assets?.css?.sync ?? [];
    const stylesheets = css.map((chunkHref) => ({ href: path.posix.join(path.posix.dirname(manifestUrl), chunkHref), chunkHref }));
    return { module: load(file) as ServerRenderModule, stylesheets };
  }

  /** The remote's version the visitor is served (`/remotes/{remote}/{version}/…`), or null when it renders nothing. */
  return async function current(remote: string, manifests: Record<string, string>): Promise<PublishedRemote | null> {
    const manifestUrl = Object.values(manifests).find((url) => url.startsWith(`/remotes/${remote}/`));
    if (!manifestUrl) return null;
    let version = versions.get(manifestUrl);
    if (!version) {
      version = loadVersion(manifestUrl);
      versions.set(manifestUrl, version);
    }
    return version;
  };
}

/** A page's server render: what writes it into the shell's page, and whether every remote that can render did. */
export interface RenderedPage {
  write: (html: string) => Buffer;
  /**
   * False when a remote's render failed (its slots are left to the browser) or the API failed an answer it asked
   * for (the page shows an error state): the next request renders the page again, so it is not cached.
   */
  complete: boolean;
  /**
   * The page's status as the route's loaders decided it (the main slot's remote): 404 for a record that does not
   * exist. 200 when that remote rendered nothing or failed (its slot is left to the browser, which checks the page).
   */
  status: number;
  /** The page's head as its route built it from its loader's data (the main slot's remote); null when it gave none. */
  head: PageHead | null;
}

export interface PageRendererOptions {
  deployDir: string;
  /** GET on the API in-process (the renders' data). */
  get: InProcessGet;
  /** The public configuration the page carries (a render may depend on it, e.g. the footer's consent link). */
  publicConfig: () => Promise<object>;
  log: FastifyBaseLogger;
}

export function createPageRenderer({ deployDir, get, publicConfig, log }: PageRendererOptions) {
  const remotes = publishedRemotes(deployDir);

  /**
   * Renders every slot a remote can render for `url`, and gives back what writes them into the page's HTML, as the
   * bytes to send (null for a page the server does not render). `origin`: the site's origin as the browser sees it
   * (the remotes' code refers to its files by absolute URL). The writing is left to the last moment, once the page's
   * head and layout are set (plugins/site.ts). `manifests`: the visitor's registry (Module Federation name -> manifest
   * URL). `headers`: added to every call of the render (a preview's credentials).
   */
  return async function renderPage(url: string, origin: string, manifests: Record<string, string>, headers: Record<string, string> = {}): Promise<RenderedPage | null> {
    const route = matchRoute(url.split('?')[0] ?? '/');
    // Signed-in pages depend on the visitor's session, which the server does not render with.
    if (!route || route.definition.guard) return null;
    // The slots of the layout, each with the remote that fills it (as the shell mounts them).
    const owners = new Map(LAYOUT_SLOTS[route.definition.layout].map((slot) => [slot, slot === 'main' ? route.definition.remote : HEADER_REMOTE]));
    const wanted = new Set(owners.values());
    const config = await publicConfig();
    let complete = true;
    let status = 200;
    let head: PageHead | null = null;
    const pageGet: InProcessGet = async (path, callHeaders) => {
      const answer = await get(path, { ...callHeaders, ...headers });
      if (answer.status >= 500) complete = false;
      return answer;
    };
    const rendered = await Promise.all(
      [...wanted].map(async (remote): Promise<RenderedRemote | null> => {
        try {
          const published = await remotes(remote, manifests);
          if (!published) return null;
          const answer = await published.module.render({ url, lang: route.lang, get: pageGet, publicConfig: config, origin });
          const { slots, answers, messages = {}, styles = '', status: rendered = 200 } = answer;
          if (remote === owners.get('main')) {
            // A loader's 404 is the page's; a failure it did not settle is left to the browser's render, uncached.
            if (rendered >= 500) complete = false;
            else status = rendered;
            head = answer.head ?? null;
          }
          const shown = Object.fromEntries(Object.entries(slots).filter(([slot]) => owners.get(slot as SlotName) === remote));
          // A page the remote leaves to the browser (a checkout step): its head and status only.
          if (Object.keys(shown).length === 0) return null;
          return { remote, slots: shown, answers, messages, stylesheets: published.stylesheets, styles };
        } catch (err) {
          log.error({ err, remote, url }, 'the server render of a remote failed; the browser renders its slots');
          complete = false;
          return null;
        }
      }),
    );
    const parts = rendered.filter((part): part is RenderedRemote => part !== null);
    return { write: (html) => Buffer.concat(renderedPageParts(html, parts, origin, route.lang).map((part) => Buffer.from(part))), complete, status, head };
  };
}
