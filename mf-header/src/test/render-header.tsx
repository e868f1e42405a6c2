import { cleanup, configure } from '@testing-library/react';
import { start } from 'single-spa';
import { cartStore, localeTag, registerNamespace, setLanguage, type Lang } from '@shop/shared';
import { renderInRemoteProviders } from '@shop/shared/react/testing';
import { FooterApp, HeaderApp } from '../app/header-app.tsx';
import { HEADER_NAMESPACE, loadHeaderMessages } from '../app/messages.ts';

// The real API answers these tests; on a busy machine it may take longer than the library's default second.
configure({ asyncUtilTimeout: 10_000 });
// The page's single-spa, as the shell starts it: it turns each history.pushState (a header link) into the popstate
// event every remote follows the address by (the header has no router, docs/decisions/0010).
start();

/** Everything a header test needs before it renders: its messages (the header renders no antd, so not antd's texts). */
export async function prepareHeader(): Promise<void> {
  await registerNamespace(HEADER_NAMESPACE, loadHeaderMessages);
}

/** The header remote with its real providers at a URL, its footer in a footer slot (a root of its own, as mounted), against the real seeded API. */
export async function renderHeader(lang: Lang, url: string) {
  window.history.pushState(null, '', url);
  await registerNamespace(HEADER_NAMESPACE, loadHeaderMessages);
  await setLanguage(lang);
  const footerElement = document.createElement('div');
  document.body.append(footerElement);
  const view = await renderInRemoteProviders('mf-header', <HeaderApp />, { routed: false });
  const footer = await renderInRemoteProviders('mf-header', <FooterApp />, { container: footerElement, routed: false });
  // Unmounting the header unmounts its footer too, as leaving the page does.
  const unmount = () => {
    view.unmount();
    footer.unmount();
  };
  return { ...view, unmount, footerElement };
}

/** Resets what a test changed: the cart bus, the rendered tree and whatever was appended to the body. */
export function resetHeader(): void {
  cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
  // Unmount first, then drop what was appended to the body (the footer slot, dialogs, antd's popups).
  cleanup();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
}

/** Reads seeded data from the API in a language (what the header must show). */
export async function apiData<T>(path: string, lang: Lang): Promise<T> {
  // Not through the shared client: it sends the language in use, and this asks for another.
  const response = await fetch(new URL(path, window.location.origin), { headers: { Localization: localeTag(lang) } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
