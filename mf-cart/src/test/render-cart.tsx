// Renders the real mf-cart App inside the real remote providers at a URL, against the real test API server, with the
// hooks every cart test file needs around it.
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cartStore, registerNamespace, setLanguage } from '@shop/shared';
import { loadAntdLocale, NavigationRouter, RemoteProviders } from '@shop/shared/react';
import { App } from '../app/app.tsx';
import { CART_NAMESPACE, loadCartMessages } from '../app/messages.ts';

export function renderCart(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <RemoteProviders remote="mf-cart" Router={NavigationRouter}>
      <App />
    </RemoteProviders>,
  );
}

/**
 * The cart's English messages before the file's tests; a cart store with no cart and no saved checkout step before
 * each; after each, the page emptied (the footer slot, antd's popups) once a cart load it started has settled, so
 * that it does not land in the next test.
 */
export function setUpCartTests(): void {
  // Role queries over antd's DOM are slow in jsdom; a loaded machine needs more than the default second.
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    await registerNamespace(CART_NAMESPACE, loadCartMessages);
    await loadAntdLocale('en');
    await setLanguage('en');
  });
  beforeEach(() => {
    cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
    sessionStorage.clear();
  });
  afterEach(async () => {
    cleanup();
    document.body.replaceChildren();
    await waitFor(() => expect(cartStore.value.loading).toBe(false));
  });
}
