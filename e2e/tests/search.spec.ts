import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { ListMeta, ProductListItem, Suggestion } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { messages } from '../support/messages.ts';
import { seenRequestsSoFar } from '../support/network.ts';

const headerSk = messages('mf-header', 'sk');
const headerEn = messages('mf-header', 'en');
const shopSk = messages('mf-shop', 'sk');
const commonSk = messages('shared', 'sk');

/** Every autosuggestion request the page sends, with its query. */
function recordSuggestionQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/search/autosuggestion') queries.push(url.searchParams.get('query') ?? '');
  });
  return queries;
}

async function openSearch(page: Page, openLabel: string) {
  await page.getByRole('banner').getByRole('button', { name: openLabel }).click();
  const field = page.getByRole('banner').getByRole('combobox');
  await expect(field).toBeFocused();
  return field;
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('suggestions appear from 2 characters; the keyboard chooses a product; a click outside clears', async ({ page, request }) => {
    const queries = recordSuggestionQueries(page);
    // The page's timers on a clock the test can move on: the wait a call would come after passes at once.
    await page.clock.install();
    await page.goto('/sk/about');
    const field = await openSearch(page, headerSk('search.open'));

    // One character: no call, no list, however long the visitor waits.
    await field.pressSequentially('z');
    await page.clock.runFor(1000);
    await seenRequestsSoFar(page);
    expect(queries).toEqual([]);
    await expect(page.getByRole('listbox')).toBeHidden();

    // Typed quickly, the rest of the word makes one debounced call. The page's clock stands still while the keys go
    // in (a busy machine may take longer between two keys than the debounce), then moves past the debounce.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await field.pressSequentially('ahradna bra', { delay: 20 });
    await page.clock.runFor(1000);
    await page.clock.resume();
    const expected = await apiGet<Suggestion[]>(request, `/api/search/autosuggestion?query=${encodeURIComponent('zahradna bra')}`, 'sk');
    const list = page.getByRole('listbox', { name: headerSk('search.suggestions') });
    await expect(list.getByRole('option')).toHaveText(expected.map((s) => s.name));
    expect(queries).toEqual(['zahradna bra']);
    // At most 300 by 300, each option with its thumbnail: the image service's 40 px square at density 2, not the original.
    const box = await page.locator('.header-search__popup').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(300);
    expect(box?.height).toBeLessThanOrEqual(300);
    const thumbnail = `${expected[0]!.thumb_url.replace(/^\/media\//, '/img/')}?w=40&h=40&dpr=2`;
    await expect(list.getByRole('option').first().locator('img')).toHaveAttribute('src', thumbnail);

    // Arrow keys move, Enter opens the product page.
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sk/${expected[1]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: expected[1]!.name })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
    // The keyboard goes on from the new page's content (the shell's main slot, as the skip link does), not <body>.
    await expect(page.locator('#slot-main')).toBeFocused();
    // The next Tab stop is in the page's content, not back at the top of the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('slot-main')?.contains(document.activeElement) === true)).toBe(true);

    // A click outside closes the field and clears its text and list.
    const again = await openSearch(page, headerSk('search.open'));
    await again.pressSequentially('brana');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.getByRole('main').click({ position: { x: 20, y: 300 } });
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('option')).toHaveCount(0);
    const reopened = await openSearch(page, headerSk('search.open'));
    await expect(reopened).toHaveValue('');
  });

  test('a slow stale answer never replaces the newer one', async ({ page, request }) => {
    // The network answers the first text late (after the newer one); the list must keep the newer answer.
    await page.route('**/api/search/autosuggestion?*', async (route) => {
      const query = new URL(route.request().url()).searchParams.get('query');
      if (query === 'gat') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    const newer = await apiGet<Suggestion[]>(request, '/api/search/autosuggestion?query=gate%20hinge', 'en');
    const older = await apiGet<Suggestion[]>(request, '/api/search/autosuggestion?query=gat', 'en');
    expect(newer.map((s) => s.uuid)).not.toEqual(older.map((s) => s.uuid));

    await page.goto('/en/about');
    const field = await openSearch(page, headerEn('search.open'));
    const isStale = (request: Request) => request.url().includes('query=gat&') || request.url().endsWith('query=gat');
    const sent = page.waitForRequest(isStale);
    // The older request ends after the newer one: answered late, or given up by the page.
    const staleEnded = Promise.race([page.waitForEvent('requestfinished', isStale), page.waitForEvent('requestfailed', isStale)]);
    await field.pressSequentially('gat');
    await sent;
    await field.pressSequentially('e hinge');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText(newer.map((s) => s.name));
    // ... and the page has drawn whatever it did with that end.
    await staleEnded;
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await expect(options).toHaveText(newer.map((s) => s.name));
  });

  test('the icon pressed with 2 or more characters opens the results page, which paginates by the URL', async ({ page, request }) => {
    const first = await request.get('/api/search/search?query=brana', { headers: { Localization: 'sk-SK' } });
    const { data, meta } = (await first.json()) as { data: ProductListItem[]; meta: ListMeta };
    expect(meta.last_page).toBeGreaterThan(1);
    const second = (await (await request.get('/api/search/search?query=brana&page=2', { headers: { Localization: 'sk-SK' } })).json()) as { data: ProductListItem[] };

    const resultsPageCode: string[] = [];
    page.on('request', (r) => {
      if (/\/page-search\.\w+\.js$/.test(new URL(r.url()).pathname)) resultsPageCode.push(r.url());
    });
    await page.goto('/sk');
    await page.waitForFunction(() => !document.querySelector('#slot-main[data-rendered]'));
    const field = await openSearch(page, headerSk('search.open'));
    // The results page comes in a chunk of its own, fetched as the field opens, before the visitor submits.
    await expect.poll(() => resultsPageCode.length, { message: 'the results page\'s chunk, once the field is open' }).toBe(1);
    await field.fill('brana');
    await page.getByRole('banner').getByRole('button', { name: headerSk('search.submit') }).click();
    await expect(page).toHaveURL(/\/sk\/search\?q=brana$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: shopSk('search.titleFor', { query: 'brana' }) })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: data[0]!.name })).toBeVisible();

    await main.getByRole('navigation', { name: commonSk('pagination.label') }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/sk\/search\?q=brana&page=2$/);
    await expect(main.getByRole('heading', { level: 3, name: second.data[0]!.name })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: data[0]!.name })).toHaveCount(0);

    // Back returns to page 1; a reload keeps q and page.
    await page.goBack();
    await expect(page).toHaveURL(/\/sk\/search\?q=brana$/);
    await expect(main.getByRole('heading', { level: 3, name: data[0]!.name })).toBeVisible();
    await page.goto('/sk/search?q=brana&page=2');
    await expect(main.getByRole('heading', { level: 3, name: second.data[0]!.name })).toBeVisible();

    // Nothing found: a clear empty state.
    await page.goto('/sk/search?q=qqzzxxyy');
    await expect(main.getByText(shopSk('search.empty', { query: 'qqzzxxyy' }))).toBeVisible();
  });
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the search opens in the 64 px header and a tap on a suggestion opens the product', async ({ page, request }) => {
    const expected = await apiGet<Suggestion[]>(request, `/api/search/autosuggestion?query=${encodeURIComponent('калит')}`, 'ru');
    await page.goto('/ru/about');
    const headerRu = messages('mf-header', 'ru');
    const field = await openSearch(page, headerRu('search.open'));
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(64);
    await field.pressSequentially('калит');
    const option = page.getByRole('listbox').getByRole('option', { name: expected[0]!.name });
    await expect(option).toBeVisible();
    const box = await page.locator('.header-search__popup').boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await option.tap();
    await expect(page).toHaveURL(new RegExp(`/ru/${expected[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: expected[0]!.name })).toBeVisible();
  });
});
