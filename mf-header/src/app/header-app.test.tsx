import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartStore, type SiteDocument, type SiteSettings } from '@shop/shared';
import { apiData, prepareHeader, renderHeader, resetHeader } from '../test/render-header.tsx';

beforeAll(prepareHeader);
afterEach(resetHeader);

describe('mini cart', () => {
  it('has no brackets at 0 and shows the live count from the cart bus without a re-mount', async () => {
    cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
    await renderHeader('en', '/en/products');

    const cartLink = await screen.findByRole('link', { name: 'Cart' });
    expect(cartLink).toHaveAttribute('href', '/en/cart');
    expect(cartLink).not.toHaveTextContent('(');

    act(() => cartStore.patch({ cartId: 'x', count: 2 }));

    // The same element (no re-mount) now carries the count.
    expect(screen.getByRole('link', { name: 'Cart (2)' })).toBe(cartLink);
    expect(cartLink).toHaveTextContent('Cart (2)');

    act(() => cartStore.patch({ count: 0 }));
    expect(screen.getByRole('link', { name: 'Cart' })).toBe(cartLink);
  });
});

describe('top bar', () => {
  it('links the FAQ (a PDF opening in a new tab) only in Slovak', async () => {
    const [skDocuments, enDocuments] = await Promise.all([apiData<SiteDocument[]>('/api/site/documents', 'sk'), apiData<SiteDocument[]>('/api/site/documents', 'en')]);
    const faq = skDocuments.find((document) => document.key === 'faq');
    expect(faq).toBeDefined();
    expect(enDocuments.some((document) => document.key === 'faq')).toBe(false);

    const sk = await renderHeader('sk', '/sk/about');
    const topNav = await screen.findByRole('navigation', { name: 'Doplnkové menu' });
    const faqLink = await within(topNav).findByRole('link', { name: /^Časté otázky/ });
    expect(faqLink).toHaveAttribute('href', faq?.url);
    expect(faqLink).toHaveAttribute('target', '_blank');
    expect(faqLink).toHaveAccessibleName('Časté otázky (otvorí sa na novej karte)');
    expect(within(topNav).getByRole('link', { name: 'Cenníky' })).toHaveAttribute('href', '/sk/download');
    sk.unmount();

    await renderHeader('en', '/en/about');
    const enTopNav = await screen.findByRole('navigation', { name: 'Secondary menu' });
    expect(within(enTopNav).getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/en/download');
    expect(within(enTopNav).getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/en/katalog');
    expect(within(enTopNav).getByRole('link', { name: 'Assembly instructions' })).toHaveAttribute('href', '/en/assembly-instruction');
    // The footer's documents column comes from the same call: once it is there, the FAQ would be too.
    await screen.findByRole('heading', { name: 'Documents', level: 2 });
    expect(within(enTopNav).queryByRole('link', { name: /FAQ/ })).toBeNull();
  });

  it('marks the link of the current page with aria-current', async () => {
    await renderHeader('en', '/en/about');
    const mainNav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(mainNav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(mainNav).getByRole('button', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });
});

describe('language switcher', () => {
  it('offers the same page in every language and goes there on a choice', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/category/gates?page=2#list');

    const switcher = await screen.findByRole('button', { name: 'Language: English, EN' });
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(switcher);
    // Open on the language in use; Escape closes and gives the focus back, as does a click elsewhere.
    expect(switcher).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Magyar' })).toBeNull();
    expect(switcher).toHaveFocus();
    await user.click(switcher);
    await user.click(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(screen.queryByRole('link', { name: 'Magyar' })).toBeNull();

    await user.click(switcher);
    const hungarian = await screen.findByRole('link', { name: 'Magyar' });
    expect(hungarian).toHaveAttribute('href', '/hu/category/gates?page=2#list');
    expect(screen.getByRole('link', { name: 'Slovenčina' })).toHaveAttribute('href', '/sk/category/gates?page=2#list');
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/category/gates?page=2#list');

    await user.click(hungarian);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/hu/category/gates?page=2#list');
  });
});

describe('navigation', () => {
  it('follows the page the visitor goes to: the current link, Products on a category, the languages of the new page', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    const mainNav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(mainNav).getByRole('link', { name: 'Gallery' }));
    expect(window.location.pathname).toBe('/en/gallery');
    await waitFor(() => expect(within(mainNav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page'));
    expect(within(mainNav).getByRole('link', { name: 'About us' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    expect(await screen.findByRole('link', { name: 'Magyar' })).toHaveAttribute('href', '/hu/gallery');
    await user.keyboard('{Escape}');

    // Another remote's link: it pushes the address, and single-spa tells the page (popstate, once it has rerouted).
    act(() => window.history.pushState(null, '', '/en/category/gates?page=2'));
    await waitFor(() => expect(within(mainNav).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-current', 'page'));
    expect(within(mainNav).getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    const slovak = await screen.findByRole('link', { name: 'Slovenčina' });
    expect(slovak).toHaveAttribute('href', '/sk/category/gates?page=2');
    await user.click(slovak);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/sk/category/gates?page=2');
  });
});

describe('mobile menu', () => {
  it('opens a full-screen dialog with the same links, traps focus, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/products');
    const hamburger = await screen.findByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(within(menu).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/en/gallery');
    expect(within(menu).getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/en/download');
    expect(within(menu).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Magyar' })).toHaveAttribute('href', '/hu/products');
    // Focus moved in and stays in: Tab from the last element comes back to the first.
    expect(menu.contains(document.activeElement)).toBe(true);
    const focusables = within(menu).getAllByRole('link').concat(within(menu).getAllByRole('button'));
    const last = within(menu).getByRole('link', { name: 'Русский' });
    last.focus();
    await user.tab();
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(focusables).toContain(document.activeElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveFocus();
  });

  it('opens the products dialog from the menu; choosing a category closes both and navigates', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    const categories = await apiData<Array<{ slug: string; name: string; children: Array<{ slug: string; name: string }> }>>('/api/product-category/menu', 'en');
    const withChildren = categories.find((category) => category.children.length > 0);
    if (!withChildren) throw new Error('The seed has no category with children');
    const child = withChildren.children[0]!;

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Products' }));
    const products = screen.getByRole('dialog', { name: 'Products' });
    const childLink = await within(products).findByRole('link', { name: child.name });
    expect(within(products).getAllByRole('heading', { level: 3 })).toHaveLength(categories.length);

    // Escape closes only the innermost dialog.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Products' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Products' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Products' })).getByRole('link', { name: child.name }));
    expect(childLink).toHaveAttribute('href', `/en/category/${child.slug}`);
    expect(window.location.pathname).toBe(`/en/category/${child.slug}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('footer', () => {
  it('renders into the footer slot with the company, the documents and the group companies from the API', async () => {
    const settings = await apiData<SiteSettings>('/api/site/settings', 'en');
    const documents = await apiData<SiteDocument[]>('/api/site/documents', 'en');
    const { company, group_companies: groupCompanies } = settings;
    const { footerElement } = await renderHeader('en', '/en/contact');

    const footer = within(footerElement).getByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText(company.street)).toBeInTheDocument());
    expect(within(footer).getAllByText(company.name, { exact: false }).length).toBeGreaterThan(0);
    expect(within(footer).getByRole('link', { name: company.phone.replaceAll(' ', '\u00a0') })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    for (const group of groupCompanies) {
      const link = within(footer).getByRole('link', { name: new RegExp(group.name) });
      expect(link).toHaveAttribute('href', group.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(documents.length).toBeGreaterThanOrEqual(5);
    // Both forms of the columns are in the page (the screen's width shows one; jsdom applies no CSS): the wide one,
    // a section per column, and the narrow one, a disclosure per column that opens on a click.
    const wide = (await within(footer).findByRole('heading', { name: 'Documents', level: 2 })).closest('section');
    expect(wide).not.toBeNull();
    const narrow = within(footer).getByText('Documents', { selector: 'summary' }).closest('details');
    expect(narrow).not.toHaveAttribute('open');
    await userEvent.setup().click(within(footer).getByText('Documents', { selector: 'summary' }));
    expect(narrow).toHaveAttribute('open');
    for (const form of [wide, narrow] as HTMLElement[]) {
      for (const document of documents) {
        const link = await within(form).findByRole('link', { name: new RegExp(`^${document.title}`) });
        expect(link).toHaveAttribute('href', document.url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveTextContent(/PDF, \d+ kB/);
      }
    }
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
