// A remote's data routes in the browser as single-spa runs them: the shell's and other remotes' history changes reach
// its router, its own navigation runs each loader once, a hydrated router asks nothing, and the entry's `validate`
// answers from the loaders' 404.
import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { start } from 'single-spa';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRouteCode, preloadRouteCode, setLanguage } from '@shop/shared';
import { lazyPage } from './lazy-page.tsx';
import { createRemoteRouter } from './data-router.tsx';
import { found, loaded, remoteRoutes, routeEntry, useLoaded, type LoaderData } from './route-data.tsx';

// The page's single-spa, as the shell starts it: every pushState is followed by a popstate of its own.
start();

const calls: string[] = [];

function Page({ name }: { name: string }) {
  const { data } = useLoaded<string>('text');
  return (
    <h1>
      {name}: {data}
    </h1>
  );
}

const pageLoader =
  (name: string) =>
  async ({ params }: { params: Record<string, string | undefined> }): Promise<LoaderData> => {
    calls.push(`${name}${params.slug ? `/${params.slug}` : ''}`);
    if (params.slug === 'missing') return { text: await found(Promise.reject(Object.assign(new Error('404'), { isAxiosError: true, response: { status: 404 } }))) };
    return { text: await loaded(Promise.resolve(`${name} data`)) };
  };

// The contact page comes in a chunk of its own.
const loadContactPage = vi.fn(() => Promise.resolve(Page));
const ContactPage = lazyPage(loadContactPage);

const routes = remoteRoutes({
  remote: 'mf-shop',
  pages: {
    about: { element: <Page name="about" />, loader: pageLoader('about') },
    contact: { element: <ContactPage name="contact" />, code: ContactPage, loader: pageLoader('contact') },
    category: { element: <Page name="category" />, loader: pageLoader('category') },
  },
  Layout: ({ children }) => <main>{children}</main>,
  NotFound: () => <h1>Not found</h1>,
});

/** Lets single-spa reroute and call the popstate listeners it holds back until then. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

let router: Awaited<ReturnType<typeof createRemoteRouter>> | null = null;

beforeAll(async () => {
  await setLanguage('en');
});

afterEach(() => {
  router?.dispose();
  router = null;
  calls.length = 0;
});

describe('a remote’s data routes in the browser', () => {
  it('follows the shell’s history changes (single-spa’s popstate) and runs its own navigation’s loader once', async () => {
    window.history.pushState(null, '', '/en/about');
    router = await createRemoteRouter(routes);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'about: about data' })).toBeInTheDocument();
    expect(calls).toEqual(['about']);

    // Another remote or the shell moves the address (history.pushState, as single-spa's navigateToUrl does).
    calls.length = 0;
    await act(async () => window.history.pushState(null, '', '/en/contact'));
    await settle();
    expect(await screen.findByRole('heading', { name: 'contact: contact data' })).toBeInTheDocument();
    expect(calls).toEqual(['contact']);

    // The router's own navigation: single-spa's popstate after its pushState does not run the loader again.
    calls.length = 0;
    await act(() => router!.navigate('/en/about'));
    await settle();
    expect(window.location.pathname).toBe('/en/about');
    expect(screen.getByRole('heading', { name: 'about: about data' })).toBeInTheDocument();
    expect(calls).toEqual(['about']);

    // A page of another remote renders nothing and loads nothing.
    calls.length = 0;
    await act(async () => window.history.pushState(null, '', '/en/cart'));
    await settle();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('makes its pages’ chunks the remote’s route code, which the shell’s prefetch and the server’s render load', async () => {
    expect(hasRouteCode('mf-shop')).toBe(true);
    await preloadRouteCode('mf-shop', 'contact');
    expect(loadContactPage).toHaveBeenCalledTimes(1);
    // A page in the remote's own code has nothing more to load.
    await expect(preloadRouteCode('mf-shop', 'about')).resolves.toBeUndefined();
  });

  it('hydrates from the server’s data without asking, and shows the not-found page for a loader’s 404', async () => {
    window.history.pushState(null, '', '/en/category/gates');
    router = await createRemoteRouter(routes, { loaderData: { category: { text: { data: 'served', error: null } } }, errors: null });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'category: served' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await act(() => router!.navigate('/en/category/missing'));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('validate answers whether the page exists from its loaders, and prefetch runs them', async () => {
    const { prefetch, validate } = routeEntry(routes);
    expect(await validate('/en/category/gates')).toBe(true);
    expect(await validate('/en/category/missing')).toBe(false);
    // Another remote's page has no loader here: nothing to say against it.
    expect(await validate('/en/cart')).toBe(true);
    await prefetch('/en/about');
    expect(calls).toEqual(['category/gates', 'category/missing', 'about']);
  });
});
