import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, cartStore, registerNamespace, setLanguage, type Lang } from '@shop/shared';
import { RemoteProviders, loadAntdLocale } from '@shop/shared/react';
import type { SiteSettings } from '../features/footer/api/get-site-settings.ts';
import { HeaderApp } from './header-app.tsx';

import { HEADER_NAMESPACE, loadHeaderMessages } from './messages.ts';

async function renderHeader(lang: Lang, url: string) {
  window.history.pushState(null, '', url);
  await registerNamespace(HEADER_NAMESPACE, loadHeaderMessages);
  await setLanguage(lang);
  const footerElement = document.createElement('div');
  document.body.append(footerElement);
  const view = render(
    <RemoteProviders remote="mf-header">
      <HeaderApp footerElement={footerElement} />
    </RemoteProviders>,
  );
  return { ...view, footerElement };
}

beforeAll(async () => {
  await registerNamespace(HEADER_NAMESPACE, loadHeaderMessages);
  await Promise.all([loadAntdLocale('sk'), loadAntdLocale('en')]);
});

afterEach(() => {
  cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
  // Unmount first, then drop what was appended to the body (the footer slot, antd's popups).
  cleanup();
  document.body.replaceChildren();
});

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
  it('shows the FAQ link only in Slovak', async () => {
    const sk = await renderHeader('sk', '/sk/about');
    const topNav = await screen.findByRole('navigation', { name: 'Doplnkové menu' });
    expect(within(topNav).getByRole('link', { name: 'Časté otázky' })).toHaveAttribute('href', '/sk/faq');
    expect(within(topNav).getByRole('link', { name: 'Cenníky' })).toHaveAttribute('href', '/sk/download');
    sk.unmount();

    await renderHeader('en', '/en/about');
    const enTopNav = await screen.findByRole('navigation', { name: 'Secondary menu' });
    expect(within(enTopNav).getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/en/download');
    expect(within(enTopNav).getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/en/katalog');
    expect(within(enTopNav).queryByRole('link', { name: 'FAQ' })).toBeNull();
    expect(document.querySelector('a[href$="/faq"]')).toBeNull();
  });

  it('marks the link of the current page with aria-current', async () => {
    await renderHeader('en', '/en/about');
    const mainNav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(mainNav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('language switcher', () => {
  it('offers the same page in every language and goes there on a choice', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/category/gates?page=2#list');

    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    const hungarian = await screen.findByRole('link', { name: 'Magyar' });
    expect(hungarian).toHaveAttribute('href', '/hu/category/gates?page=2#list');
    expect(screen.getByRole('link', { name: 'Slovenčina' })).toHaveAttribute('href', '/sk/category/gates?page=2#list');
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/category/gates?page=2#list');

    await user.click(hungarian);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/hu/category/gates?page=2#list');
  });
});

describe('mobile menu', () => {
  it('opens a drawer with the same links from the hamburger button', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/products');
    const hamburger = await screen.findByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(hamburger.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/en/gallery');
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('footer', () => {
  it('renders into the footer slot with the company from the API', async () => {
    const { data } = await api.get<{ data: SiteSettings }>('/api/site/settings');
    const { company, group_companies: groupCompanies } = data.data;
    const { footerElement } = await renderHeader('en', '/en/contact');

    const footer = within(footerElement).getByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText(company.street)).toBeInTheDocument());
    expect(within(footer).getAllByText(company.name, { exact: false }).length).toBeGreaterThan(0);
    expect(within(footer).getByRole('link', { name: company.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    for (const group of groupCompanies) {
      const link = within(footer).getByRole('link', { name: new RegExp(group.name) });
      expect(link).toHaveAttribute('href', group.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
