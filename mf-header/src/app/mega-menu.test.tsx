import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage, type MenuCategory } from '@shop/shared';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '../features/category-menu/components/mega-menu.tsx';
import { apiData, prepareHeader, renderHeader, resetHeader } from '../test/render-header.tsx';

beforeAll(prepareHeader);
afterEach(resetHeader);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('mega-menu', () => {
  it('lists every top category with its 120×120 thumbnail and children; Escape closes it and focus goes back', async () => {
    const categories = await apiData<MenuCategory[]>('/api/product-category/menu', 'en');
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    const trigger = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Products' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Products' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Rendered over the page (document.body), not inside the header's fixed-height box.
    expect(dialog.closest('header')).toBeNull();
    expect(dialog.className).toContain('overlay-dialog');

    for (const category of categories) {
      const heading = await within(dialog).findByRole('heading', { level: 3, name: category.name });
      expect(within(heading).getByRole('link')).toHaveAttribute('href', `/en/category/${category.slug}`);
      for (const child of category.children) {
        expect(within(dialog).getByRole('link', { name: child.name })).toHaveAttribute('href', `/en/category/${child.slug}`);
      }
    }
    const thumbnails = dialog.querySelectorAll('img');
    expect(thumbnails).toHaveLength(categories.length);
    for (const img of thumbnails) {
      expect(img).toHaveAttribute('width', '120');
      expect(img).toHaveAttribute('height', '120');
    }
    expect(within(dialog).getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/en/products');
    // Focus is inside; Tab from the last link wraps to the first focusable element.
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter from the keyboard; choosing a category closes it and navigates without a page load', async () => {
    const categories = await apiData<MenuCategory[]>('/api/product-category/menu', 'en');
    const target = categories[1] ?? categories[0]!;
    const user = userEvent.setup();
    await renderHeader('en', '/en/contact');
    const trigger = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Products' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Products' });
    const link = await within(dialog).findByRole('link', { name: target.name });

    const marker = Symbol('same document');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    await user.click(link);
    expect(window.location.pathname).toBe(`/en/category/${target.slug}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((window as unknown as Record<symbol, boolean>)[marker]).toBe(true);
    // On a category page, Products is the current section.
    expect(trigger).toHaveAttribute('aria-current', 'page');
  });

  it('opens after the pointer rests 300 ms on Products and closes 250 ms after it leaves', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    const trigger = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Products' });

    // A pointer passing over quickly opens nothing.
    await user.hover(trigger);
    await wait(MENU_OPEN_DELAY_MS - 150);
    await user.unhover(trigger);
    await wait(MENU_OPEN_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.hover(trigger);
    await wait(MENU_OPEN_DELAY_MS - 100);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(200);
    const dialog = screen.getByRole('dialog', { name: 'Products' });
    // Opened by hovering, it leaves the focus where it was.
    expect(dialog.contains(document.activeElement)).toBe(false);

    // Moving from Products into the menu keeps it open.
    await user.unhover(trigger);
    await user.hover(dialog);
    await wait(MENU_CLOSE_DELAY_MS + 100);
    expect(screen.getByRole('dialog', { name: 'Products' })).toBeInTheDocument();

    await user.unhover(dialog);
    await wait(MENU_CLOSE_DELAY_MS - 150);
    expect(screen.getByRole('dialog', { name: 'Products' })).toBeInTheDocument();
    await wait(250);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads the categories when the language changes', async () => {
    const [en, sk] = await Promise.all([apiData<MenuCategory[]>('/api/product-category/menu', 'en'), apiData<MenuCategory[]>('/api/product-category/menu', 'sk')]);
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Products' }));
    expect(await within(screen.getByRole('dialog')).findByRole('heading', { level: 3, name: en[0]!.name })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await act(() => setLanguage('sk'));
    await user.click(within(screen.getByRole('navigation', { name: 'Hlavné menu' })).getByRole('button', { name: 'Produkty' }));
    const dialog = screen.getByRole('dialog', { name: 'Produkty' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: sk[0]!.name })).toBeInTheDocument();
    expect(sk[0]!.name).not.toBe(en[0]!.name);
    expect(within(dialog).queryByRole('heading', { level: 3, name: en[0]!.name })).toBeNull();
  });
});
