import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hasRouteCode, preloadPageCode, preloadRouteCode, registerRouteCode } from '@shop/shared';
import { lazyPage } from './lazy-page.tsx';

function ContactPage({ city }: { city: string }) {
  return <h1>Kontakt – {city}</h1>;
}

/** An error boundary whose retry first runs `beforeRetry` (as RemoteErrorBoundary loads the page's code again). */
class Boundary extends Component<{ beforeRetry?: () => Promise<unknown>; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    const retry = () => void (this.props.beforeRetry?.() ?? Promise.resolve()).finally(() => this.setState({ failed: false }));
    return this.state.failed ? (
      <button type="button" onClick={retry}>
        Skúsiť znova
      </button>
    ) : (
      this.props.children
    );
  }
}

const page = (node: ReactNode, beforeRetry?: () => Promise<unknown>) => (
  <Boundary beforeRetry={beforeRetry}>
    <Suspense fallback={<p role="status">Načítavame stránku…</p>}>{node}</Suspense>
  </Boundary>
);

describe('a page in a chunk of its own (lazyPage)', () => {
  it('renders at once, with its props, once its code was loaded ahead', async () => {
    const load = vi.fn(async () => ContactPage);
    const Page = lazyPage(load);
    await Page.preload();
    render(page(<Page city="Nitra" />));
    expect(screen.getByRole('heading', { name: 'Kontakt – Nitra' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends when rendered before its code is there, then shows the page', async () => {
    const Page = lazyPage(async () => ContactPage);
    await act(async () => {
      render(page(<Page city="Nitra" />));
    });
    expect(await screen.findByRole('heading', { name: 'Kontakt – Nitra' })).toBeInTheDocument();
  });

  it('shows a failed load as the page\'s error, without trying again on its own, and loads again when preloaded', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError: offline');
      return ContactPage;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(page(<Page city="Nitra" />, () => Page.preload()));
    });
    const retry = await screen.findByRole('button', { name: 'Skúsiť znova' });
    expect(attempts).toBe(1);
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: 'Kontakt – Nitra' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });
});

describe('route code (registerRouteCode)', () => {
  it('loads a route\'s code through the loader its remote registered, and nothing for others', async () => {
    const Page = lazyPage(async () => ContactPage);
    const loader = vi.fn((route: string) => (route === 'contact' ? Page.preload() : undefined));
    expect(hasRouteCode('mf-cart')).toBe(false);
    registerRouteCode('mf-cart', loader);
    expect(hasRouteCode('mf-cart')).toBe(true);
    await preloadRouteCode('mf-cart', 'contact');
    await expect(preloadRouteCode('mf-cart', 'cart')).resolves.toBeUndefined();
    await expect(preloadRouteCode('mf-catalog', 'contact')).resolves.toBeUndefined();
    expect(loader.mock.calls).toEqual([['contact'], ['cart']]);
    // By path, through the remote the route table names for it: /sk/cart is mf-cart's cart route.
    await preloadPageCode('/sk/cart');
    expect(loader.mock.calls.at(-1)).toEqual(['cart']);
    // The page is there: it renders at once.
    render(page(<Page city="Trnava" />));
    expect(screen.getByRole('heading', { name: 'Kontakt – Trnava' })).toBeInTheDocument();
  });
});
