// Test support for a remote: its app rendered with the real providers, and the server render of a remote
// (render-remote.server.tsx) and its hydration: what the API server gives a render and what its page carries, made
// in the browser-like test environment against the test API.
import { createElement, type ReactNode } from 'react';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { cartStore } from '@shop/shared';
import { createRemoteRouter } from './data-router.tsx';
import { NavigationRouter } from './navigation-router.tsx';
import { RemoteProviders } from './remote-providers.tsx';
import type { ServerRenderRequest } from './render-remote.server.tsx';

/**
 * A remote's app inside the real remote providers, as its mount renders it (in `options.container`: a slot of its
 * own, as the footer's), with its router unless `routed` is false (the header has none). Awaited, so what the
 * first render committed (and its effects) is there when this returns.
 */
export async function renderInRemoteProviders(remote: string, app: ReactNode, { routed = true, ...options }: RenderOptions & { routed?: boolean } = {}): Promise<RenderResult> {
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(createElement(RemoteProviders, { remote, Router: routed ? NavigationRouter : undefined, children: app }), options);
  });
  return view!;
}

let lastRouter: Awaited<ReturnType<typeof createRemoteRouter>> | null = null;

/**
 * A routed remote's pages at the current address, as its mount renders them without a server render: its browser
 * router over `routes`, once the first page's loaders are done, inside the real remote providers.
 */
export async function renderRoutesInRemoteProviders(remote: string, routes: RouteObject[]): Promise<RenderResult & { router: Awaited<ReturnType<typeof createRemoteRouter>> }> {
  // The previous test's router stops listening to the address (as an unmount's does).
  lastRouter?.dispose();
  const router = await createRemoteRouter(routes);
  lastRouter = router;
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(createElement(RemoteProviders, { remote, children: createElement(RouterProvider, { router }) }));
  });
  return Object.assign(view!, { router });
}

/** The API in-process as the server has it: here, the test API server over HTTP. */
export const testApiGet: ServerRenderRequest['get'] = async (path, headers) => {
  const response = await fetch(new URL(path, window.location.origin), { headers });
  return { status: response.status, body: (await response.json()) as unknown };
};

/**
 * A slot as the page the server sends has it (api/src/modules/page-render): filled with the render's HTML and marked
 * with the remote that rendered it; with `answers`, also the render's data beside it; with `url`, at that address.
 */
export function serveRenderedSlot({ remote, slotId, html, answers, url }: { remote: string; slotId: string; html: string; answers?: object; url?: string }): HTMLElement {
  if (url) window.history.pushState(null, '', url);
  const slot = document.createElement('div');
  slot.id = slotId;
  slot.setAttribute('data-rendered', remote);
  slot.innerHTML = html;
  document.body.append(slot);
  if (answers) {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = `render-data-${remote}`;
    data.textContent = JSON.stringify(answers);
    document.body.append(data);
  }
  return slot;
}

/** After each test: no page, no stored or current cart, no spies (for `afterEach`). */
export function clearServedPage(): void {
  document.body.replaceChildren();
  localStorage.clear();
  cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
  vi.restoreAllMocks();
}
