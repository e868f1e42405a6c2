// A record reached under another language's slug shows the page language's slug, unless the visitor has moved on.
import { act, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '@shop/shared';
import { useCanonicalSlug } from './use-canonical-slug.ts';

function ProductAddress({ dataSlug }: { dataSlug: string }) {
  useCanonicalSlug('slug', 'zahradna-brana', dataSlug);
  return <p>product</p>;
}

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const router = createBrowserRouter([{ path: '/:lang/:slug', element: <ProductAddress dataSlug="garden-gate" /> }]);
  return { router, mount: () => act(async () => void render(
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>,
        )) };
}

afterEach(() => window.history.pushState(null, '', '/'));

describe('useCanonicalSlug', () => {
  it("replaces another language's slug by the page language's, keeping the query", async () => {
    await setLanguage('en');
    const { router, mount } = renderAt('/en/zahradna-brana?page=2');
    await mount();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en/garden-gate?page=2');
    router.dispose();
  });

  it('leaves an address the visitor moved on to before the page was drawn', async () => {
    await setLanguage('en');
    const { router, mount } = renderAt('/en/zahradna-brana');
    // The shell's navigation changed the address; the remote's router takes it once the shell lets it through.
    window.history.pushState(null, '', '/en');
    await mount();
    expect(window.location.pathname).toBe('/en');
    router.dispose();
  });
});
