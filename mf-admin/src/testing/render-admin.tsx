// The setup every mf-admin integration test shares: the real App in the real providers, against the real seeded
// API (same origin), in English, with the session cleared after each test.
import { StyleProvider } from '@ant-design/cssinjs';
import { configure, render } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import type { AxiosInstance } from 'axios';
import { apiInstance, authStore, registerNamespace, setLanguage, tokenStore } from '@shop/shared';
import { loadAntdLocale, NavigationRouter, RemoteProviders } from '@shop/shared/react';
import { App } from '../app/app.tsx';
import { ADMIN_NAMESPACE, loadMessages } from '../app/messages.ts';

/**
 * Rendering the composed admin in jsdom is slow on a busy machine: generous limits, same assertions. Role queries
 * skip jsdom's visibility check (jsdom lays nothing out anyway); names and roles are still what a screen reader gets.
 */
export const INTEGRATION_TIMEOUT = 90_000;
export const WAIT = 30_000;

/** The shared client's axios instance (loaded by setupAdminTests), for recordRequests. */
let client: AxiosInstance | null = null;

/** Registers the hooks of an admin test file; call once at its top level. */
export function setupAdminTests(): void {
  configure({ asyncUtilTimeout: WAIT, defaultHidden: true });
  beforeAll(async () => {
    await registerNamespace(ADMIN_NAMESPACE, loadMessages);
    // As the mount does (its antd in the language in use before the first render), so the first render need not wait.
    await Promise.all([setLanguage('en'), loadAntdLocale('en')]);
    client = await apiInstance();
  });
  afterEach(() => {
    tokenStore.clear();
    authStore.set({ user: null, status: 'unknown' });
  });
}

/**
 * Renders the admin at a URL, as the shell mounts it. antd's styles are kept in its style cache as on the server
 * (cssinjs `mock="server"`), not written into jsdom's document: there every getComputedStyle a role query makes for an
 * accessible name matched each element against thousands of antd rules, a tenfold slower suite; jsdom applies no
 * layout, so the tests lose nothing they could see.
 */
export function renderAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <StyleProvider mock="server">
      <RemoteProviders remote="mf-admin" Router={NavigationRouter}>
        <App />
      </RemoteProviders>
    </StyleProvider>,
  );
}

/** Records the URLs the shared API client requests, to prove what did (not) reach the server. */
export function recordRequests(): { urls: string[]; stop: () => void } {
  if (!client) throw new Error('recordRequests needs setupAdminTests');
  const instance = client;
  const urls: string[] = [];
  const id = instance.interceptors.request.use((config) => {
    urls.push(config.url ?? '');
    return config;
  });
  return { urls, stop: () => instance.interceptors.request.eject(id) };
}
