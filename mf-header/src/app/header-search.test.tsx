import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestion } from '@shop/shared';
import { SUGGEST_DEBOUNCE_MS } from '../features/header-search/hooks/use-suggestions.ts';
import { apiData, prepareHeader, renderHeader, resetHeader } from '../test/render-header.tsx';

beforeAll(prepareHeader);
afterEach(resetHeader);

/** The shell's main slot, which the page's content mounts into (the header's tests have no shell). */
function shellMainSlot(): HTMLElement {
  const slot = document.createElement('div');
  slot.id = 'slot-main';
  document.body.append(slot);
  return slot;
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function openSearch(user: ReturnType<typeof userEvent.setup>, openLabel: string) {
  const banner = screen.getByRole('banner');
  await user.click(within(banner).getByRole('button', { name: openLabel }));
  const field = within(banner).getByRole('combobox');
  expect(field).toHaveFocus();
  return field;
}

describe('header search', () => {
  it('opens the field from the icon and shows nothing under 2 characters', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    expect(screen.queryByRole('combobox')).toBeNull();
    const field = await openSearch(user, 'Open search');
    expect(field).toHaveAccessibleName('Search products');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'g');
    await wait(SUGGEST_DEBOUNCE_MS + 300);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    // Pressed again with 1 character: no search, a hint instead.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(window.location.pathname).toBe('/en/about');
    expect(field).toHaveAccessibleDescription('Type at least 2 characters.');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('Type at least 2 characters.');
  });

  it('suggests products with thumbnails; arrow keys move and Enter opens the product', async () => {
    const expected = await apiData<Suggestion[]>('/api/search/autosuggestion?query=gate', 'en');
    expect(expected.length).toBeGreaterThan(2);
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    const mainSlot = shellMainSlot();
    const field = await openSearch(user, 'Open search');

    await user.type(field, 'gate');
    const list = await screen.findByRole('listbox', { name: 'Product suggestions' });
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expected.map((s) => s.name));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const images = [...list.querySelectorAll('img')];
    expect(images).toHaveLength(expected.length);
    images.forEach((img, i) => {
      expect(img).toHaveAttribute('width', '40');
      expect(img).toHaveAttribute('height', '40');
      // The image service's 2x square thumbnail of the product's picture, not its 1200 px original.
      const media = expected[i]!.thumb_url;
      expect(media).toMatch(/^\/media\//);
      expect(img.getAttribute('src')).toBe(`/img/${media.slice('/media/'.length)}?w=40&h=40&dpr=2`);
    });

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    // Up from the first wraps to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(window.location.pathname).toBe(`/en/${expected[1]!.slug}`);
    // Choosing closes the field and clears it; the keyboard goes on from the page's content (the shell's main slot,
    // as the skip link does), not from <body>.
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(mainSlot).toHaveFocus();
    mainSlot.remove();
  });

  it('chooses with Space as well, and types a space while no suggestion is highlighted', async () => {
    const expected = await apiData<Suggestion[]>(`/api/search/autosuggestion?query=${encodeURIComponent('záhradná brána')}`, 'sk');
    const user = userEvent.setup();
    await renderHeader('sk', '/sk/about');
    const field = await openSearch(user, 'Otvoriť vyhľadávanie');
    await user.type(field, 'záhradná brána');
    expect(field).toHaveValue('záhradná brána');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown} ');
    expect(window.location.pathname).toBe(`/sk/${expected[0]!.slug}`);
  });

  it('goes to the results page when the icon is pressed again with at least 2 characters', async () => {
    const user = userEvent.setup();
    await renderHeader('ru', '/ru/about');
    const mainSlot = shellMainSlot();
    const field = await openSearch(user, 'Открыть поиск');
    await user.type(field, 'калитка ');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/ru/search?q=${encodeURIComponent('калитка')}`);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(mainSlot).toHaveFocus();
    mainSlot.remove();
  });

  it('says so when nothing matches, and a click outside closes the field and clears it', async () => {
    const user = userEvent.setup();
    await renderHeader('en', '/en/about');
    const field = await openSearch(user, 'Open search');
    await user.type(field, 'qqzzxx');
    await waitFor(() => expect(field).toHaveAccessibleDescription('No products match “qqzzxx”.'));
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('No products match “qqzzxx”.');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.clear(field);
    await user.type(field, 'gate');
    await screen.findAllByRole('option');
    await user.click(document.body);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    // Opened again, it starts empty.
    const reopened = await openSearch(user, 'Open search');
    expect(reopened).toHaveValue('');
  });

  it('Escape hides the list first, then closes the field and returns focus to the icon', async () => {
    const user = userEvent.setup();
    await renderHeader('hu', '/hu/about');
    const field = await openSearch(user, 'Keresés megnyitása');
    await user.type(field, 'kerites');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(field).toHaveValue('kerites');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Keresés megnyitása' })).toHaveFocus();
  });
});
