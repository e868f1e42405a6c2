// Integration tests of mf-catalog: the real routes in the real providers, against the real seeded API (same origin).
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { localePath, registerNamespace, setLanguage, type Lang } from '@shop/shared';
import { loadAntdLocale } from '@shop/shared/react';
import { renderRoutesInRemoteProviders } from '@shop/shared/react/testing';
import { routes } from './routes.tsx';
import { CATALOG_NAMESPACE, loadMessages } from './messages.ts';

async function renderAt(path: string, lang: Lang) {
  // antd's texts for the language (a form's scope waits for them on its first render).
  await Promise.all([setLanguage(lang), loadAntdLocale(lang)]);
  window.history.pushState(null, '', path);
  const view = await renderRoutesInRemoteProviders('mf-catalog', routes);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

beforeAll(async () => {
  await registerNamespace(CATALOG_NAMESPACE, loadMessages);
});

/** The category tiles of the landing page: each a link named by the category and its children. */
async function categoryTiles() {
  const heading = await screen.findByRole('heading', { level: 2, name: /./ });
  const section = heading.closest('section');
  if (!section) throw new Error('The categories section is missing');
  const list = await within(section).findByRole('list', {}, { timeout: 10_000 });
  return within(list).getAllByRole('listitem');
}

describe('catalogue landing page', () => {
  it('lists the catalogue categories from the API in Slovak', async () => {
    await renderAt('/sk/katalog', 'sk');
    expect(screen.getByRole('heading', { level: 1, name: 'Katalóg produktov' })).toBeInTheDocument();

    const tiles = await categoryTiles();
    expect(tiles.length).toBeGreaterThanOrEqual(5);
    const gates = screen.getByRole('heading', { level: 3, name: 'Brány' }).closest('a');
    expect(gates).toHaveAttribute('href', expect.stringMatching(/^\/sk\/katalog\/kategoria\/[^/]+$/));
    expect(gates).toHaveTextContent('Krídlové brány');
    // Decorative image (the link is named by the heading), with its size reserved.
    const image = gates?.querySelector('img');
    expect(image).toHaveAttribute('src', expect.stringMatching(/^\/media\//));
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('heading', { level: 3, name: 'Ploty' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Gates' })).not.toBeInTheDocument();

    // The compact header: catalogue pages, the shop, and this page in each language.
    const pages = screen.getByRole('navigation', { name: 'Stránky katalógu' });
    expect(within(pages).getByRole('link', { name: 'Produkty' })).toHaveAttribute('href', localePath('katalog-produkty', 'sk'));
    expect(screen.getByRole('link', { name: /Späť do e-shopu/ })).toHaveAttribute('href', '/sk');
    const languages = screen.getByRole('navigation', { name: 'Jazyk' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/katalog');
    expect(within(languages).getAllByRole('link')).toHaveLength(5);
  });

  it('lists the same categories with their English names in English', async () => {
    await renderAt('/en/katalog', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeInTheDocument();

    await categoryTiles();
    const gates = screen.getByRole('heading', { level: 3, name: 'Gates' }).closest('a');
    expect(gates).toHaveAttribute('href', expect.stringMatching(/^\/en\/katalog\/kategoria\/[^/]+$/));
    expect(gates).toHaveTextContent('Swing gates');
    expect(screen.getByRole('heading', { level: 3, name: 'Fences' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Brány' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('shows a later catalogue page with the catalogue header and its heading', async () => {
    await renderAt('/en/katalog/kontakt', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Catalogue pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the e-shop' })).toHaveAttribute('href', '/en');
  });
});

describe('the brand in the catalogue section (issue 47)', () => {
  it("shows the shop's logo in the header and the company's name in the footer's rights line", async () => {
    await renderAt('/en/katalog', 'en');
    const header = screen.getByRole('banner');
    // The logo is the brand's inline SVG (decorative: the link is named by the catalogue's title).
    expect(header.querySelector('svg.site-logo')).toHaveTextContent('Kovovýroba');
    expect(within(header).getByRole('link', { name: 'Product catalogue' })).toHaveAttribute('href', '/en/katalog');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(`© ${new Date().getFullYear()} Kovovýroba Demo s.r.o. · All rights reserved.`)).toBeInTheDocument();
  });
});

