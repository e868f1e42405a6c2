// Server rendering of a remote: the HTML of its slots for one page, with the API answers it showed. Runs in Node,
// inside the remote's server bundle (rsbuild-remote.mjs, environment "server"), called by the API server
// (api/src/modules/page-render). Files named *.server.tsx stay out of the browser builds.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { apiInstance, describeApiError, i18n, loadLanguage, localeTag, matchRoute, preloadRouteCode, providePublicConfig, registerNamespace, type Lang, type MessageLoader, type PublicConfig, type SlotName } from '@shop/shared';
import { loadAntdLocale } from './antd-locale.ts';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { RemoteProviders } from './remote-providers.tsx';
import type { RenderAnswer, RenderData } from './render-data.ts';

/** What the API server asks for: one page, and how to call the API in-process for it. */
export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/en/category/gates?page=2`. */
  url: string;
  lang: Lang;
  /** GET on the API without a network hop; the Localization header carries the page's language. */
  get: (path: string, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
  /** The public configuration the page carries (the same for every page of the site). */
  publicConfig: Partial<PublicConfig>;
}

export interface ServerRenderResult {
  /** The HTML of each slot the remote rendered. */
  slots: Partial<Record<SlotName, string>>;
  /** The answers the HTML shows, keyed as useApi asks for them; written into the page for hydration. */
  answers: Record<string, RenderAnswer>;
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
}

export interface ServerRemoteOptions {
  remote: string;
  namespace: string;
  loadMessages: MessageLoader;
  /** What the remote renders into each slot (the same components its browser entry mounts there). */
  slots: Partial<Record<SlotName, ComponentType>>;
  /**
   * The routes (by name) whose pages the server renders, when not all of the remote's: a page whose content lives
   * only in the browser (a checkout step, which reads the visitor's session) is left to it. Default: every route.
   */
  routes?: readonly string[];
  /** Whether the slots render routes (React Router's StaticRouter at the page's URL); false for the header. Default true. */
  routed?: boolean;
}

/** antd's styles in a render's cache, or '' when it rendered no antd component (only the cache's own marker). */
function antdStyles(cache: ReturnType<typeof createCache>): string {
  const styles = extractStyle(cache);
  return styles.includes('data-css-hash') || styles.includes('data-token-hash') ? styles : '';
}

/** Render passes at most: each pass can reveal calls that depend on the answers of the one before. */
const MAX_PASSES = 4;

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
 * Renders a remote's slots for one page. Screens ask for their data through useApi: a pass collects the calls it
 * has no answer for, they are made, and the next pass renders with the answers, until nothing is missing.
 * Each page renders with its own i18next clone in its language. Every call renders anew: whole pages are cached by
 * the API server (api/src/modules/page-render/page-cache.ts) and by proxies, as the page's Cache-Control allows.
 */
export function createServerRenderer({ remote, namespace, loadMessages, slots, routes, routed = true }: ServerRemoteOptions) {
  async function renderSlots(request: ServerRenderRequest): Promise<Omit<ServerRenderResult, 'messages'>> {
    const Router = routed ? ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter> : undefined;
    const { pathname, search } = new URL(request.url, 'http://page.invalid');
    const answers = new Map<string, RenderAnswer>();
    // The page's own i18next: a clone of the page-wide instance in the page's language, sharing its loaded messages
    // (i18next's documented per-request pattern), so renders of pages in other languages never switch each other's.
    const pageI18n = i18n.cloneInstance({ lng: request.lang, initAsync: false });
    if (pageI18n.language !== request.lang) throw new Error(`${remote}: the messages of ${request.lang} are not loaded`);
    for (let pass = 1; ; pass++) {
      const missing = new Map<string, () => Promise<unknown>>();
      const data: RenderData = { answers, missing };
      const html: Partial<Record<SlotName, string>> = {};
      const styleCache = createCache();
      for (const [slot, Slot] of Object.entries(slots) as Array<[SlotName, ComponentType]>) {
        html[slot] = renderToString(
          <StyleProvider cache={styleCache}>
            <RemoteProviders remote={remote} i18n={pageI18n} renderData={data} Router={Router} serverLocation={{ pathname, search }}>
              <Slot />
            </RemoteProviders>
          </StyleProvider>,
        );
      }
      if (missing.size === 0 || pass === MAX_PASSES) return { slots: html, answers: Object.fromEntries(answers), styles: antdStyles(styleCache) };
      await pageContext.run(request, () =>
        Promise.all(
          [...missing].map(([key, call]) =>
            call().then(
              (value) => answers.set(key, { data: value }),
              (error: unknown) => answers.set(key, { error: describeApiError(error) }),
            ),
          ),
        ),
      );
    }
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
    if (routes && !(route && routes.includes(route.definition.name))) return { slots: {}, answers: {}, messages: {}, styles: '' };
    providePublicConfig(request.publicConfig);
    await inProcessCalls;
    await registerNamespace(namespace, loadMessages);
    // The page's code when it comes in a chunk of its own (lazyPage): renderToString does not wait for it.
    await Promise.all([loadLanguage(request.lang), loadAntdLocale(request.lang), route ? preloadRouteCode(remote, route.definition.name) : null]);
    return { ...(await renderSlots(request)), messages: messagesOf(request.lang) };
  };
}
