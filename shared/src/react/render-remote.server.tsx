// Server rendering of a remote: the HTML of its slots for one page, with the API answers it showed. Runs in Node,
// inside the remote's server bundle (rsbuild-remote.mjs, environment "server"), called by the API server
// (api/src/modules/page-render). Files named *.server.tsx stay out of the browser builds.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { apiInstance, i18n, loadLanguage, localeTag, matchRoute, preloadRouteCode, providePublicConfig, registerNamespace, type Lang, type MessageLoader, type PublicConfig, type SlotName } from '@shop/shared';
import { baseHead, type HeadPage, type PageHead } from '@shop/shared/page-head';
import { loadAntdLocale } from './antd-locale.ts';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { RemoteProviders } from './remote-providers.tsx';
import { serializeErrors, type LoaderData, type PageHeadOf, type RouteHydration } from './route-data.tsx';
import { SlotDataContext, type SlotData } from './slot-data.tsx';
import type { ServedData } from './render-data.ts';

/** What the API server asks for: one page, and how to call the API in-process for it. */
export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/en/category/gates?page=2`. */
  url: string;
  lang: Lang;
  /** GET on the API without a network hop; the Localization header carries the page's language. */
  get: (path: string, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
  /** The public configuration the page carries (the same for every page of the site). */
  publicConfig: Partial<PublicConfig>;
  /** The site's origin as the page names it (the head's absolute URLs); '' when not given. */
  origin?: string;
}

export interface ServerRenderResult {
  /** The HTML of each slot the remote rendered. */
  slots: Partial<Record<SlotName, string>>;
  /** What the HTML shows, written into the page for the browser's hydrating render (render-data-{remote}). */
  answers: ServedData;
  /**
   * The messages the HTML was written with, by namespace (the remote's and 'common'), in the page's language: the
   * page carries them, so the browser's remote takes the page over without asking for them first (i18n.ts).
   */
  messages: Record<string, Record<string, unknown>>;
  /**
   * antd's styles of what the HTML shows (antd's documented extraction, `extractStyle`), as <style> elements for the
   * page's <head>: a form is styled from the first paint, and the browser's style cache takes them over. Empty when
   * the slots render no antd component.
   */
  styles: string;
  /**
   * The page's HTTP status as the remote's route loaders decided it (React Router's StaticHandlerContext.statusCode:
   * 404 when a loader threw `notFound()`); 200 for a remote without routes.
   */
  status: number;
  /**
   * The page's head as its route built it from its loader's data (`heads`), the not-found head for a 404; null for a
   * page that is not the remote's.
   */
  head: PageHead | null;
}

export interface ServerRemoteOptions {
  remote: string;
  namespace: string;
  loadMessages: MessageLoader;
  /**
   * A routed remote's data routes (route-data.tsx), rendered into the main slot: their loaders run once
   * (createStaticHandler's query), then the page renders once with their data.
   */
  dataRoutes?: RouteObject[];
  /**
   * The heads of the data routes' pages by route name, each from its loader's data. Given here, on the server only,
   * so that the browser's bundle carries none of them.
   */
  heads?: Readonly<Record<string, PageHeadOf>>;
  /** What the remote renders into each slot (the same components its browser entry mounts there), without data routes. */
  slots?: Partial<Record<SlotName, ComponentType>>;
  /** The data of `slots` (slot-data.tsx), loaded once before their render. */
  load?: () => Promise<unknown>;
  /**
   * The routes (by name) whose pages the server renders, when not all of the remote's: a page whose content lives
   * only in the browser (a checkout step, which reads the visitor's session) is left to it. Default: every route.
   */
  routes?: readonly string[];
  /** Whether the slots render routes (React Router's StaticRouter at the page's URL); false for the header. Default true. */
  routed?: boolean;
  /** The head of a remote without data routes, for each of its routes (also those whose page it leaves to the browser). */
  head?: (page: HeadPage) => PageHead;
}

/** antd's styles in a render's cache, or '' when it rendered no antd component (only the cache's own marker). */
function antdStyles(cache: ReturnType<typeof createCache>): string {
  const styles = extractStyle(cache);
  return styles.includes('data-css-hash') || styles.includes('data-token-hash') ? styles : '';
}

/** The page whose render is running: its calls go to that page's in-process GET. */
const pageContext = new AsyncLocalStorage<ServerRenderRequest>();

const apiHeaders = (lang: Lang) => ({ accept: 'application/json', localization: localeTag(lang) });

/** The API client's adapter for a page's calls on the server: its in-process GET, in the page's language. */
function inProcessAdapter(request: ServerRenderRequest, client: AxiosInstance): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toLowerCase();
    if (method !== 'get') throw new AxiosError(`A server render only reads (${method} ${config.url ?? ''})`, 'ERR_NOT_SUPPORT', config);
    const { status, body } = await request.get(client.getUri(config), apiHeaders(request.lang));
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config, request: null };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
}

// Calls made while a page renders (inside pageContext) go to that page's in-process GET; any other call is untouched.
const inProcessCalls = apiInstance().then((client) => {
  client.interceptors.request.use((config) => {
    const request = pageContext.getStore();
    if (request) config.adapter = inProcessAdapter(request, client);
    return config;
  });
});

/**
 * Renders a remote's slots for one page, in one pass: a routed remote's loaders run first (React Router's
 * createStaticHandler), a slot's `load` likewise, and the render then has all its data. Their API calls are the
 * page's in-process GETs, in the page's language. Each page renders with its own i18next clone in its language.
 * Every call renders anew: whole pages are cached by the API server (api/src/modules/page-render/page-cache.ts) and
 * by proxies, as the page's Cache-Control allows.
 */
export function createServerRenderer({ remote, namespace, loadMessages, dataRoutes, heads = {}, slots = {}, load, routes, routed = true, head }: ServerRemoteOptions) {
  const handler = dataRoutes ? createStaticHandler(dataRoutes) : null;

  /** What a head is built from for `request`'s page, in its language's texts; null for an address of no route. */
  function headPage(request: ServerRenderRequest, pageI18n: ReturnType<typeof i18n.cloneInstance>): HeadPage | null {
    const { pathname, searchParams } = new URL(request.url, 'http://page.invalid');
    const route = matchRoute(pathname);
    if (!route) return null;
    const t = pageI18n.getFixedT(request.lang, namespace);
    return { route: route.definition.name, lang: request.lang, pathname, search: searchParams, origin: request.origin ?? '', t: (key) => String(t(key)) };
  }

  /** The head of a routed page: the not-found one for a 404, else its route's (route ids are route names) from its loader's data. */
  function routeHead(context: Exclude<Awaited<ReturnType<NonNullable<typeof handler>['query']>>, Response>, page: HeadPage | null, pageI18n: ReturnType<typeof i18n.cloneInstance>): PageHead | null {
    if (!page) return null;
    if (context.statusCode === 404) return { ...baseHead(page), title: String(pageI18n.t('notFound.title', { ns: 'common' })), canonical: null, noindex: true };
    if (context.statusCode !== 200) return null;
    const match = context.matches.findLast((m) => heads[m.route.id]);
    const pageHead = match ? heads[match.route.id] : undefined;
    return match && pageHead ? pageHead(context.loaderData[match.route.id] as LoaderData, page) : null;
  }

  async function renderRoutes(request: ServerRenderRequest, pageI18n: ReturnType<typeof i18n.cloneInstance>): Promise<Omit<ServerRenderResult, 'messages'>> {
    if (!handler) throw new Error(`${remote}: no data routes`);
    const context = await pageContext.run(request, () => handler.query(new Request(new URL(request.url, 'http://page.invalid'))));
    // The loaders answer with data or throw a 404: a redirect is no page of theirs.
    if (context instanceof Response) throw new Error(`${remote}: a loader answered ${context.status} for ${request.url}`);
    const staticRouter = createStaticRouter(handler.dataRoutes, context);
    const styleCache = createCache();
    // hydrate={false}: several remotes render on one page, so each writes its own router state (render-data-{remote}).
    const main = renderToString(
      <StyleProvider cache={styleCache}>
        <RemoteProviders remote={remote} i18n={pageI18n}>
          <StaticRouterProvider router={staticRouter} context={context} hydrate={false} />
        </RemoteProviders>
      </StyleProvider>,
    );
    const router: RouteHydration = { loaderData: context.loaderData, errors: serializeErrors(context.errors) };
    return { slots: { main }, answers: { router }, styles: antdStyles(styleCache), status: context.statusCode, head: routeHead(context, headPage(request, pageI18n), pageI18n) };
  }

  function slotsHead(request: ServerRenderRequest, pageI18n: ReturnType<typeof i18n.cloneInstance>): PageHead | null {
    const page = head ? headPage(request, pageI18n) : null;
    return head && page ? head(page) : null;
  }

  async function renderSlots(request: ServerRenderRequest, pageI18n: ReturnType<typeof i18n.cloneInstance>): Promise<Omit<ServerRenderResult, 'messages'>> {
    const Router = routed ? ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter> : undefined;
    const { pathname, search } = new URL(request.url, 'http://page.invalid');
    const slot: SlotData | null = load ? { lang: request.lang, data: await pageContext.run(request, load) } : null;
    const html: Partial<Record<SlotName, string>> = {};
    const styleCache = createCache();
    for (const [name, Slot] of Object.entries(slots) as Array<[SlotName, ComponentType]>) {
      html[name] = renderToString(
        <StyleProvider cache={styleCache}>
          <RemoteProviders remote={remote} i18n={pageI18n} Router={Router} serverLocation={{ pathname, search }}>
            <SlotDataContext value={slot}>
              <Slot />
            </SlotDataContext>
          </RemoteProviders>
        </StyleProvider>,
      );
    }
    return { slots: html, answers: slot ? { slot } : {}, styles: antdStyles(styleCache), status: 200, head: slotsHead(request, pageI18n) };
  }

  /** The remote's and the common messages in `lang`, as loaded for the render. */
  const messagesOf = (lang: Lang): ServerRenderResult['messages'] =>
    Object.fromEntries(
      [namespace, 'common'].flatMap((ns) => {
        const bundle = i18n.getResourceBundle(lang, ns) as Record<string, unknown> | undefined;
        return bundle ? [[ns, bundle]] : [];
      }),
    );

  return async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const route = matchRoute(request.url.split('?')[0] ?? '/');
    const rendersPage = !routes || (route !== null && routes.includes(route.definition.name));
    providePublicConfig(request.publicConfig);
    await inProcessCalls;
    await registerNamespace(namespace, loadMessages);
    // The page's code when it comes in a chunk of its own (lazyPage): renderToString does not wait for it.
    await Promise.all([loadLanguage(request.lang), rendersPage ? loadAntdLocale(request.lang) : null, route && rendersPage ? preloadRouteCode(remote, route.definition.name) : null]);
    // The page's own i18next: a clone of the page-wide instance in the page's language, sharing its loaded messages
    // (i18next's documented per-request pattern), so renders of pages in other languages never switch each other's.
    const pageI18n = i18n.cloneInstance({ lng: request.lang, initAsync: false });
    if (pageI18n.language !== request.lang) throw new Error(`${remote}: the messages of ${request.lang} are not loaded`);
    // A page left to the browser still has its head, in the page's language.
    if (!rendersPage) return { slots: {}, answers: {}, messages: {}, styles: '', status: 200, head: slotsHead(request, pageI18n) };
    const rendered = handler ? await renderRoutes(request, pageI18n) : await renderSlots(request, pageI18n);
    return { ...rendered, messages: messagesOf(request.lang) };
  };
}
