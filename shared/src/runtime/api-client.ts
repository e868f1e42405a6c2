import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import type { ApiError } from '../contracts/index.ts';
import { publicConfig } from './public-config.ts';
import { currentLang, currentLocaleTag, i18n } from './i18n.ts';
import { localePath } from '../routing/routes.ts';
import { navigate } from '../routing/navigate.ts';
import { aheadAdapter } from './ahead.ts';
import { tokenStore } from './token-store.ts';

const REFRESH_URL = '/admin/auth/refresh';
const API_LOGOUT_URL = '/admin/auth/logout';

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/**
 * The one HTTP client of the site: API base from public configuration, bearer token, Localization header.
 * No XSRF cookie: the API uses no cookies (a bearer token, refreshed with itself). Left on, axios
 * (since 1.16) reads its XSRF cookie through the asynchronous Cookie Store before every send: a round trip to the
 * browser process that held each request back by ~12 ms after a click, while the page was busy rendering.
 */
function createClient(axios: AxiosStatic): { instance: AxiosInstance } {
  const instance = axios.create({ timeout: 20_000, headers: { Accept: 'application/json' }, withXSRFToken: false });

  instance.interceptors.request.use((config) => {
    config.baseURL = publicConfig().apiBase;
    const token = tokenStore.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Localization', currentLocaleTag());
    return config;
  });

  const network: AxiosAdapter = (config) => axios.getAdapter(axios.defaults.adapter, config)(config);
  /** Two GETs are the same request when they ask for the same URL and query in the same language with the same token. */
  const sameRequest = (config: InternalAxiosRequestConfig): string =>
    [instance.getUri(config), config.headers.get('Localization'), config.headers.get('Authorization')].map(String).join(' ');
  const ahead = aheadAdapter(network, sameRequest);
  instance.defaults.adapter = (config) => (config.signal && aheadSignals.has(config.signal as AbortSignal) ? ahead.keep(config) : ahead.adapter(config));

  let refreshing: Promise<string | null> | null = null;
  /**
   * One refresh at a time; every request that failed with 401 meanwhile waits for it. A failed refresh is silent,
   * except that when another tab refreshed the same token a moment before (the server refuses the second refresh of
   * a token and the shared store already holds the other tab's new one), that new token is used for the retry.
   */
  function refreshToken(): Promise<string | null> {
    if (refreshing) return refreshing;
    const sent = tokenStore.get();
    refreshing = instance
      .post<{ token: string }>(REFRESH_URL)
      .then(({ data }) => {
        tokenStore.set(data.token);
        return data.token;
      })
      .catch(() => {
        const stored = tokenStore.get();
        return stored && stored !== sent ? stored : null;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.config) throw error;
    const config = error.config as RetriableConfig;
    const status = error.response?.status;
    const url = config.url ?? '';

    // Spec section 8: on 401 refresh the token and retry the failed request once,
    // unless the token is blacklisted or the failed call was the refresh itself.
    if (status === 401 && !config._retried && !url.endsWith(REFRESH_URL) && tokenStore.get() && !isBlacklisted(error)) {
      config._retried = true;
      const token = await refreshToken();
      if (token) return instance.request(config);
    }
    // Spec section 6: a 403 on any call except the API sign-out sends the user to the admin sign-out page.
    if (status === 403 && !url.endsWith(API_LOGOUT_URL) && typeof window !== 'undefined') {
      navigate(localePath('admin-logout', currentLang()));
    }
    throw error;
  });

  return { instance };
}

let client: Promise<ReturnType<typeof createClient>> | null = null;

/** The signals of requests made ahead of a page (a remote's `prefetch`): their GETs keep their answers for it. */
const aheadSignals = new WeakSet<AbortSignal>();

/**
 * Marks the GETs made with `signal` as made ahead of a page (see ./ahead.ts): a remote's prefetch runs the page's
 * loaders with it, and the page's loader, asking the same a moment later, takes their answers.
 */
export function markAhead(signal: AbortSignal): void {
  aheadSignals.add(signal);
}

/**
 * The client's axios instance, made on the first call. axios (~19 KB compressed) loads then, not with the page: a
 * page the server rendered is shown and taken over with the answers it came with, and most first loads make no
 * call at all (bench/, README "Every page loaded axios"). It comes with the first request made ahead for a link
 * the visitor points at or focuses, or with the first call; a tap that needs it before waits for it once.
 */
export function apiInstance(): Promise<AxiosInstance> {
  return loadClient().then(({ instance }) => instance);
}

/** The client's code could not be loaded (the connection dropped): for the caller, the server was not reached. */
class ClientUnavailableError extends Error {
  override name = 'ClientUnavailableError';
}

function loadClient(): Promise<ReturnType<typeof createClient>> {
  // A named chunk (axios.[hash].js): a page's requests show when the client arrived.
  client ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    ({ default: axios }) => createClient(axios),
    (error: unknown) => {
      client = null; // the next call tries again
      throw new ClientUnavailableError('The API client could not be loaded', { cause: error });
    },
  );
  return client;
}

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch' | 'request';

/** A method of the instance, called once the instance is there. */
function whenLoaded<M extends Method>(method: M): AxiosInstance[M] {
  return ((...args: unknown[]) =>
    loadClient().then(({ instance }) => (instance[method] as (...params: unknown[]) => Promise<unknown>)(...args))) as AxiosInstance[M];
}

/** The API client: axios's calls, with the site's base URL, token, language and 401/403 policy (see apiInstance). */
export const api: Pick<AxiosInstance, Method> = {
  get: whenLoaded('get'),
  delete: whenLoaded('delete'),
  post: whenLoaded('post'),
  put: whenLoaded('put'),
  patch: whenLoaded('patch'),
  request: whenLoaded('request'),
};

/** axios.isAxiosError, without loading axios for it (an error of a call exists only once axios has loaded). */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios.isCancel, likewise: a call given up through its AbortSignal or cancel token. */
export function isCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

export function isBlacklisted(error: AxiosError): boolean {
  const body = error.response?.data as Partial<ApiError> | undefined;
  const text = `${error.response?.statusText ?? ''} ${body?.message ?? ''}`;
  return /blacklisted/i.test(text);
}

export type FieldErrors = Record<string, string>;

/** The server's answer to a failed call, reduced to what a screen shows: a message key or text and field errors. */
export interface ApiFailure {
  status: number | null;
  /** The server's own message for 4xx answers; null when the UI should use its generic text. */
  message: string | null;
  /** i18n key in the common namespace for the generic text of this failure. */
  messageKey: string;
  /** The server's stable message code (e.g. "auth.signInThrottled"), for a screen that translates it; else null. */
  code: string | null;
  fields: FieldErrors;
  /** The request's id in the server's logs (the answer's requestId or X-Request-Id), for a person to quote; else null. */
  requestId: string | null;
}

/** The codes of a request refused by its schema (api's error-handler.ts): the whole answer's, and its fields' prefix. */
const INVALID_FIELDS = 'request.invalidFields';
const FIELD_CODE = 'field.';

export function describeApiError(error: unknown): ApiFailure {
  if (error instanceof ClientUnavailableError) return { status: null, message: null, messageKey: 'error.network', fields: {}, code: null, requestId: null };
  if (!isAxiosError(error)) return { status: null, message: null, messageKey: 'error.generic', fields: {}, code: null, requestId: null };
  const status = error.response?.status ?? null;
  const body = error.response?.data as Partial<ApiError> | undefined;
  const header = error.response?.headers?.['x-request-id'] as unknown;
  const requestId = typeof body?.requestId === 'string' ? body.requestId : typeof header === 'string' ? header : null;
  const fields: FieldErrors = {};
  // A field's code from the request's check (field.*) is worded here, in the page's language; others are the screen's.
  for (const item of body?.errors ?? []) {
    fields[item.field] = item.code?.startsWith(FIELD_CODE) ? i18n.t(`common:fieldError.${item.code.slice(FIELD_CODE.length)}`, { ...item.params, defaultValue: item.message }) : item.message;
  }
  const code = typeof body?.code === 'string' ? body.code : null;
  if (status === null) return { status, message: null, messageKey: 'error.network', fields, code: null, requestId: null };
  if (status >= 500) return { status, message: null, messageKey: 'error.server', fields, code: null, requestId };
  const messageKey = status === 404 ? 'error.notFound' : status === 422 ? 'error.validation' : status === 429 ? 'error.tooMany' : 'error.generic';
  // A refused request shape says what is wrong in its fields; the screen's generic text (error.validation) is the sentence.
  const message = code !== INVALID_FIELDS && typeof body?.message === 'string' ? body.message : null;
  return { status, message, messageKey, fields, code, requestId };
}
