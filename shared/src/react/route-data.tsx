// A routed remote's pages and their data: React Router data routes built from the shared route table, each page's
// data from its route's loader. The same routes serve the server's single render pass (render-remote.server.tsx),
// the browser's hydration and navigations (create-remote.tsx), and the shell's prefetch and validity checks
// (`routeEntry`), so a page's requests are written once, beside the page.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { data, matchRoutes, Outlet, useLoaderData, useNavigation, useRevalidator, useRouteError, isRouteErrorResponse, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { currentLang, describeApiError, isLang, markAhead, preloadRouteCode, registerRouteCode, reportNavigationPending, ROUTES, routePattern, setLanguage, type ApiFailure, type PageRemoteName } from '@shop/shared';
import type { HeadPage, PageHead } from '@shop/shared/page-head';

/** One call of a loader: its answer, or how it failed (shown by the page as its error state, with a retry). */
export type Loaded<T> = { data: T; error: null } | { data: null; error: ApiFailure };

/** What a loader gives its page: its calls by name, each settled (null for a call the URL did not ask for). */
export type LoaderData = Record<string, Loaded<unknown> | null>;

/** A loader's data with the page's status (React Router's `data`): a page that explains itself but answers 404. */
export type LoaderDataWithStatus = ReturnType<typeof data<LoaderData>>;

/** A page's loader: its API calls, made through the request helpers of @shop/shared (pass `request.signal`). */
export type PageLoader = (args: LoaderFunctionArgs) => Promise<LoaderData | LoaderDataWithStatus>;

/**
 * A page's head from its loader's data, built on the server only (the remote's render.server.tsx gives its pages'
 * heads to createServerRenderer: the browser's bundle carries none), which writes it into the page (page-head.ts).
 */
export type PageHeadOf = (data: LoaderData, page: HeadPage) => PageHead;

/** The answer of a page whose record does not exist: the route's error element shows the remote's not-found page. */
export const notFound = (): Response => new Response(null, { status: 404, statusText: 'Not Found' });

/** A page that shows its own explanation of a record it cannot show (an expired preview link): its status is 404. */
export const shownNotFound = (value: LoaderData): LoaderDataWithStatus => data(value, { status: 404 });

/** Settles one call: its data, or its failure as the page shows it. */
export async function loaded<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await call, error: null };
  } catch (error) {
    return { data: null, error: describeApiError(error) };
  }
}

/** The page's own record: a 404 means the page does not exist (`notFound`), any other failure is the page's to show. */
export async function found<T>(call: Promise<T>): Promise<Loaded<T>> {
  const result = await loaded(call);
  if (result.error?.status === 404) throw notFound();
  return result;
}

/** A call's state as a page reads it: as useApi's, but never loading (the router keeps the page before until the data is in). */
export type LoadedState<T> =
  | { status: 'success'; loading: false; data: T; error: null; refetch: () => void }
  | { status: 'error'; loading: false; data: undefined; error: ApiFailure; refetch: () => void }
  | { status: 'idle'; loading: false; data: undefined; error: null; refetch: () => void };

/** The call `key` of the current route's loader; `refetch` runs the page's loader again (an error state's retry). */
export function useLoaded<T>(key: string): LoadedState<T> {
  const data = useLoaderData() as LoaderData | undefined;
  const revalidator = useRevalidator();
  const refetch = () => void revalidator.revalidate();
  const entry = data?.[key];
  if (entry === undefined) throw new Error(`The route's loader gives no "${key}"`);
  if (entry === null) return { status: 'idle', loading: false, data: undefined, error: null, refetch };
  if (entry.error) return { status: 'error', loading: false, data: undefined, error: entry.error, refetch };
  return { status: 'success', loading: false, data: entry.data as T, error: null, refetch };
}

/** Tells the shell (its progress bar) while this remote's router waits for the next page's data and code. */
function NavigationPendingReport({ remote }: { remote: string }) {
  const pending = useNavigation().state !== 'idle';
  useEffect(() => reportNavigationPending(remote, pending), [remote, pending]);
  useEffect(() => () => reportNavigationPending(remote, false), [remote]);
  return null;
}

/** A route's thrown error: the remote's not-found page for a 404, the remote's error boundary otherwise. */
function RouteError({ NotFound }: { NotFound: ComponentType }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

/** Hands any other error on to the remote's error boundary (RemoteProviders), past React Router's default screen. */
function Rethrow(): never {
  throw useRouteError();
}

export interface RemotePage {
  /** The page, reading its data with useLoaded. */
  element: ReactNode;
  /** Its data; a page without one makes no call of its own. */
  loader?: PageLoader;
  /** The page's own chunk (lazyPage), when it comes in one: loaded before the page is shown (registerRouteCode). */
  code?: { preload: () => Promise<unknown> };
}

export interface RemoteRoutesOptions {
  remote: PageRemoteName;
  /** The remote's pages by route name (routes of the shared table whose `remote` is this one). */
  pages: Record<string, RemotePage>;
  /** What wraps every page (e.g. mf-shop's <main>). */
  Layout: ComponentType<{ children: ReactNode }>;
  /** The remote's not-found page (a loader's 404). */
  NotFound: ComponentType;
}

/**
 * The data routes of a remote under `/:lang/...`, from the shared route table. A remote's router sees every change
 * of the address, also to other remotes' pages (single-spa unmounts it a moment later): those match a route that
 * renders nothing and loads nothing, and so does any other address. The pages' chunks (`code`) are the remote's
 * route code (registerRouteCode), and each page's loader loads its chunk too, so a navigation renders it once, with
 * its data.
 */
export function remoteRoutes({ remote, pages, Layout, NotFound }: RemoteRoutesOptions): RouteObject[] {
  if (Object.values(pages).some((page) => page.code)) registerRouteCode(remote, (name) => pages[name]?.code?.preload());
  const children: RouteObject[] = ROUTES.map((definition) => {
    const page = definition.remote === remote ? pages[definition.name] : undefined;
    if (!page) return { id: `elsewhere:${definition.name}`, path: routePattern(definition.name), element: null };
    const load = page.loader;
    return {
      id: definition.name,
      path: routePattern(definition.name),
      element: page.element,
      errorElement: <RouteError NotFound={NotFound} />,
      loader: async (args: LoaderFunctionArgs) => {
        const [data] = await Promise.all([load ? load(args) : {}, preloadRouteCode(remote, definition.name)]);
        return data;
      },
    };
  });
  children.push({ id: 'elsewhere', path: '*', element: null });
  return [
    {
      id: 'root',
      errorElement: <Rethrow />,
      element: (
        <>
          <NavigationPendingReport remote={remote} />
          <Layout>
            <Outlet />
          </Layout>
        </>
      ),
      children,
    },
  ];
}

/** The loaders the routes run for `url`, with what they need (their matches' params, a request with its signal). */
function loadersFor(routes: RouteObject[], url: URL) {
  const request = new Request(url.href);
  return {
    request,
    calls: (matchRoutes(routes, url.pathname) ?? []).flatMap(({ route, params }) =>
      typeof route.loader === 'function' ? [() => (route.loader as (args: LoaderFunctionArgs) => Promise<unknown>)({ request, params, context: undefined } as LoaderFunctionArgs)] : [],
    ),
  };
}

/**
 * What a routed remote's entry gives the shell, from its own routes: `prefetch(url)` makes the page's loaders'
 * requests now (a link about to be followed), into the API client's short-lived answers fetched ahead (ahead.ts),
 * which the page's loader then takes; `validate(url)` does the same and answers whether the page exists (no loader
 * answered 404), so the shell's check and the page cost one request.
 */
export function routeEntry(routes: RouteObject[]) {
  async function run(href: string): Promise<boolean> {
    const { request, calls } = loadersFor(routes, new URL(href, window.location.href));
    markAhead(request.signal);
    const results = await Promise.allSettled(calls.map((call) => call()));
    return !results.some((result) => result.status === 'rejected' && result.reason instanceof Response && result.reason.status === 404);
  }
  return {
    prefetch: async (href: string): Promise<void> => {
      await run(href);
    },
    validate: run,
  };
}

/** How a route's error travels in the page's JSON (React Router's error responses, or a message). */
type SerializedError = { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown } | { __type: 'Error'; message: string };

/** The router's state the browser hydrates from: each route's loader data, and the errors of routes that threw. */
export interface RouteHydration {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
}

export function serializeErrors(errors: Record<string, unknown> | null): RouteHydration['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedError] =>
      isRouteErrorResponse(error)
        ? [id, { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data as unknown }]
        : [id, { __type: 'Error', message: error instanceof Error ? error.message : String(error) }],
    ),
  );
}

/** A route error as the browser's router takes it: React Router recognises an error response by its fields. */
function deserializeError(error: SerializedError): unknown {
  if (error.__type === 'RouteErrorResponse') return { status: error.status, statusText: error.statusText, data: error.data, internal: false };
  return new Error(error.message);
}

/** The router's hydration data from what the server wrote into the page. */
export function hydrationOf(state: RouteHydration): { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null } {
  return { loaderData: state.loaderData, errors: state.errors ? Object.fromEntries(Object.entries(state.errors).map(([id, error]) => [id, deserializeError(error)])) : null };
}

/**
 * The routes as the browser runs them: a loader first switches the page-wide language to the URL's (the API client
 * asks in it), so a navigation to another language's page loads that page's data in its language.
 */
export function inPageLanguage(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { loader, children } = route;
    const wrapped = typeof loader === 'function'
      ? async (args: LoaderFunctionArgs) => {
          const lang = args.params.lang;
          if (isLang(lang) && lang !== currentLang()) await setLanguage(lang);
          return (loader as (args: LoaderFunctionArgs) => unknown)(args);
        }
      : loader;
    return { ...route, loader: wrapped, children: children ? inPageLanguage(children) : undefined } as RouteObject;
  });
}
