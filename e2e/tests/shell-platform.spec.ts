import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { LANG_CODES, ROUTES, localePath, type RouteDefinition } from '@shop/shared/routes';
import type { CategoryDetail, HomepageModule, ProductListItem } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { signInAsDemoAdmin } from '../support/auth.ts';
import { untilHydrated } from '../support/hydration.ts';
import { seenRequestsSoFar } from '../support/network.ts';
import { withoutPrefetch } from '../support/prefetch.ts';
import { seededRouteParams } from '../support/routes.ts';

const LAYOUT_SLOTS: Record<string, { header: boolean }> = {
  homepage: { header: true },
  default: { header: true },
  custom: { header: true },
  catalog: { header: false },
  admin: { header: false },
  auth: { header: false },
};

/** Client-side navigation, as a link between remotes does it. */
async function go(page: Page, path: string) {
  await page.evaluate((url) => window.history.pushState(null, '', url), path);
}

test('every route of the table shows its layout and its remote in all five languages', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  await signInAsDemoAdmin(context, request, baseURL as string);
  await page.goto('/sk');
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');

  // The guest-only pages (sign-in, forgotten password) and the sign-out page are checked on their own below.
  const routes = ROUTES.filter((r: RouteDefinition) => r.guard !== 'guest' && r.name !== 'admin-logout');
  for (const lang of LANG_CODES) {
    // Each language's own slugs: a page reached under another language's slug corrects its address as it loads.
    const { params } = await seededRouteParams(request, lang);
    for (const route of routes) {
      const path = localePath(route.name, lang, params[route.name] ?? {});
      await go(page, path);
      await expect(page.locator('#app'), `${route.name}___${lang} layout`).toHaveAttribute('data-layout', route.layout);
      await expect(page.locator('#slot-main'), `${route.name}___${lang} remote`).toHaveAttribute('data-remote', route.remote);
      if (LAYOUT_SLOTS[route.layout]?.header) await expect(page.locator('#slot-header')).toHaveAttribute('data-remote', 'mf-header');
      else await expect(page.locator('#slot-header')).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  }
});

test('the two 404s: no route, and a record the route’s loader does not find, each with status 404 and its text', async ({ page }) => {
  const noRoute = await page.goto('/en/no/such/route');
  expect(noRoute?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /en/no/such/route.')).toBeVisible();

  const noCategory = await page.goto('/en/category/no-such-category?page=2');
  expect(noCategory?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /en/category/no-such-category?page=2.')).toBeVisible();
  // The route's remote draws it, as the server rendered it (its loader's 404), the same page as the shell's.
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');

  // Client-side too: a link to an unknown category shows the error page instead of the shop's page.
  await page.goto('/hu/products');
  await go(page, '/hu/category/nincs-ilyen');
  await expect(page.getByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeVisible();
  await expect(page.getByText('Ezen a címen nincs oldal: /hu/category/nincs-ilyen')).toBeVisible();
});

test('guards: admin pages need a user, the login page is for guests', async ({ page, context, request, baseURL }) => {
  // A guest is sent to the sign-in, which remembers the page that was asked for.
  await page.goto('/en/admin/users');
  await expect(page).toHaveURL(/\/en\/admin\/login\?next=%2Fen%2Fadmin%2Fusers$/);
  await signInAsDemoAdmin(context, request, baseURL as string);
  await page.goto('/en/admin/login');
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(page.locator('#app')).toHaveAttribute('data-layout', 'admin');
  // The forgotten-password page is for guests too.
  await page.goto('/en/admin/forgot-password');
  await expect(page).toHaveURL(/\/en\/admin$/);
  // Signed in, the sign-in page with a remembered page goes on to it.
  await page.goto('/en/admin/login?next=%2Fen%2Fadmin%2Fusers');
  await expect(page).toHaveURL(/\/en\/admin\/users$/);
});

test('scroll: a new page starts at the top, an anchor is scrolled to, back restores the position', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const product = gates.products[0] as ProductListItem;
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/en/category/gates');
  await expect(page.getByRole('heading', { level: 1, name: gates.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

  await page.getByRole('main').getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: gates.name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);

  await go(page, '/en/products#slot-footer');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.locator('#slot-footer')).toBeInViewport();
});

test('a remote that cannot be loaded costs only its slot, with no reload that could not help (the registry names the same build)', async ({ page }) => {
  test.setTimeout(90_000);
  // The cart's server is down: its manifest and code cannot be fetched.
  await page.route(/\/remotes\/mf-cart\//, (route) => route.abort('connectionrefused'));
  let loads = 0;
  page.on('load', () => loads++);

  await page.goto('/en/cart');
  const fallback = page.locator('#slot-main [role="alert"]');
  await expect(fallback).toBeVisible({ timeout: 60_000 });
  await expect(fallback).toContainText('This part of the page could not be loaded.');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(loads).toBe(1); // a reload would fetch the same build: offline, it would show the browser's error page

  // The rest of the page keeps working: the header navigates to a page of another remote.
  await expect(page.locator('#slot-header')).toHaveAttribute('data-remote', 'mf-header');
  await page.getByRole('banner').getByRole('link', { name: 'About us' }).first().click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
  expect(loads).toBe(1);
});

test('a server-rendered page whose remote’s code cannot load stays readable, and “Try again” loads the code once the network is back (issue 47)', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const shopCode = /\/remotes\/mf-shop\//;
  let shopRequests = 0;
  page.on('request', (r) => {
    if (shopCode.test(r.url())) shopRequests++;
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.route(shopCode, (route) => route.abort('internetdisconnected'));

  await page.goto(`/en/category/${gates.slug}`);
  const notice = page.locator('#slot-main [role="alert"]');
  await expect(notice).toContainText('This part of the page could not be loaded.');
  // The server's page is still there under the notice: its heading and its product links.
  await expect(page.getByRole('heading', { level: 1, name: gates.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first()).toBeVisible();
  expect(loads).toBe(1);

  // The network is back: "Try again" asks for the code again, in place, and the shop takes the page over.
  await page.unroute(shopCode);
  const asked = shopRequests;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
  await expect(notice).toHaveCount(0);
  expect(shopRequests).toBeGreaterThan(asked);
  await expect(page.getByRole('heading', { level: 1, name: gates.name })).toBeVisible();
  expect(loads).toBe(1);
});

test('a remote whose manifest fails during a navigation shows its fallback promptly, the main area never blank, and “Try again” loads it (issue 47)', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  const cartCode = /\/remotes\/mf-cart\//;
  await page.route(cartCode, (route) => route.abort('connectionrefused'));
  await page.goto('/en/about');
  await untilHydrated(page);
  // Each painted frame from the click on: whether the main area showed nothing, and when the fallback appeared.
  await page.evaluate(() => {
    const main = document.getElementById('slot-main') as HTMLElement;
    const seen = { blankFrames: 0, start: performance.now(), fallbackAfter: -1 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const frame = () => {
      if (main.innerText.trim() === '') seen.blankFrames++;
      if (main.querySelector('[role="alert"]')) seen.fallbackAfter = performance.now() - seen.start;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const fallback = page.locator('#slot-main [role="alert"]');
  await expect(fallback).toContainText('This part of the page could not be loaded.');
  const seen = await page.evaluate(() => (window as unknown as { seen: { blankFrames: number; fallbackAfter: number } }).seen);
  expect(seen.blankFrames, 'frames with an empty main area').toBe(0);
  expect(seen.fallbackAfter, 'ms from the click to the fallback').toBeLessThan(4000);
  expect(loads).toBe(1);

  await page.unroute(cartCode);
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(loads).toBe(1);
});

test('a remote whose code stops loading during a navigation costs only its slot too: its fallback, with no reload while the registry names the same build', async ({ page }) => {
  test.setTimeout(90_000);
  let loads = 0;
  page.on('load', () => loads++);
  const cartCode: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/remotes\/mf-cart\/.*\.js$/.test(request.url())) cartCode.push(request.url());
  });
  await page.goto('/en/about');
  await untilHydrated(page);
  // The cart link prefetches the cart's code (visible, hovered), then the cart's server goes down.
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await cartLink.hover();
  await expect.poll(() => cartCode.length, { message: "the cart's code was prefetched" }).toBeGreaterThan(0);
  await page.route(/\/remotes\/mf-cart\//, (route) => route.abort('connectionrefused'));

  await cartLink.click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const fallback = page.locator('#slot-main [role="alert"]');
  await expect(fallback).toBeVisible({ timeout: 60_000 });
  await expect(fallback).toContainText('This part of the page could not be loaded.');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(loads).toBe(1); // a reload would fetch the same build
  await expect(page.locator('#slot-header')).toHaveAttribute('data-remote', 'mf-header');
});

test('links between remotes navigate without a page load', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/en/products');
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
  await page.getByRole('banner').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-catalog');
  expect(loads).toBe(1);
});

test('moving to another remote’s page never blanks the main area: the page left stays, inert and hidden, until the next one replaces it', async ({ page }) => {
  await page.goto('/en/about');
  await untilHydrated(page);
  // Each painted frame from the click on: whether the main area showed nothing, or a page left behind that a person
  // could still use or a screen reader could still read.
  await page.evaluate(() => {
    const main = document.getElementById('slot-main') as HTMLElement;
    const seen = { blankFrames: 0, liveLeftovers: 0, keptFrames: 0, done: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const frame = () => {
      if (main.innerText.trim() === '') seen.blankFrames++;
      const kept = main.querySelector(':scope > .slot-leaving');
      if (kept) seen.keptFrames++;
      if (kept && !(kept instanceof HTMLElement && kept.inert && kept.getAttribute('aria-hidden') === 'true')) seen.liveLeftovers++;
      if (main.dataset.remote === 'mf-cart' && !kept && main.querySelector('h1')) seen.done = true;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: { done: boolean } }).seen.done)).toBe(true);
  const seen = await page.evaluate(() => (window as unknown as { seen: { blankFrames: number; liveLeftovers: number } }).seen);
  expect(seen.blankFrames, 'frames with an empty main area').toBe(0);
  expect(seen.liveLeftovers, 'frames with the page left behind still usable').toBe(0);
  await expect(page.locator('#slot-main .slot-leaving')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a first visit gets its page from the server: the heading is in the first HTML and no data is asked for again (home, category)', async ({ browser, request, baseURL }) => {
  const modules = await apiGet<HomepageModule[]>(request, '/api/homepage/modules', 'en');
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const hero = modules.find((module) => module.type === 'hero');
  expect(hero?.title, 'the seeded home page has a hero').toBeTruthy();
  const cases = [
    { path: '/en', data: '/api/homepage/modules', heading: hero!.title },
    { path: `/en/category/${gates.slug}`, data: `/api/product-category/${gates.slug}`, heading: gates.name },
  ];
  for (const { path, data, heading } of cases) {
    // The HTML itself carries the page (search engines and a phone's first paint need no script).
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-rendered="mf-shop"');
    expect(html, path).toContain(`>${heading}</h1>`);

    const visitor = await browser.newContext({ baseURL });
    const fresh = await visitor.newPage();
    const asked: string[] = [];
    fresh.on('request', (r) => {
      if (new URL(r.url()).pathname === data) asked.push(r.url());
    });
    await fresh.goto(path);
    await expect(fresh.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The shop's code takes the page over (hydration) with the answers the server wrote into it.
    await expect(fresh.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
    await expect(fresh.locator('#slot-main')).not.toHaveAttribute('data-rendered');
    expect(asked, path).toEqual([]);
    await visitor.close();
  }
});

/** The gates category in English, its first product's link, and each request for that product's data. */
async function openGatesWatchingFirstProduct(page: Page, request: APIRequestContext) {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const product = gates.products[0] as ProductListItem;
  const asked: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/product/${product.slug}`) asked.push(Date.now());
  });
  await page.goto(`/en/category/${gates.slug}`);
  return { product, asked, link: page.locator(`#slot-main a[href="/en/${product.slug}"]`).first() };
}

test('a product page asks the server once: its data is fetched while the pointer rests on the link, and the page takes it', async ({ page, request }) => {
  const { product, asked, link } = await openGatesWatchingFirstProduct(page, request);

  await link.hover();
  await expect.poll(() => asked.length).toBe(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('a click before the pointer has rested on a product link asks the server once too', async ({ page, request }) => {
  // The page's timers on a clock the test can move on past the pointer's rest.
  await page.clock.install();
  const { product, asked, link } = await openGatesWatchingFirstProduct(page, request);
  await page.waitForFunction(() => !document.querySelector('#slot-main[data-rendered]'));

  // The pointer arrives and clicks within its rest of 80 ms (as a quick hand does): the click's request is the
  // page's, and the rest that was starting asks nothing once the page has taken that answer.
  await link.evaluate((a: HTMLAnchorElement) => {
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    a.click();
  });
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Past the pointer's rest (80 ms) that would have asked again.
  await page.clock.runFor(500);
  await seenRequestsSoFar(page);
  expect(asked).toHaveLength(1);
});

test('a category page asks the server once: its data is fetched while the pointer rests on the link, and the page takes it', async ({ page, request }) => {
  await page.goto('/en');
  const link = page.locator('#slot-main a[href^="/en/category/"]').first();
  const slug = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
  const category = await apiGet<CategoryDetail>(request, `/api/product-category/${slug}`, 'en');
  expect(category.products.length, 'the first category of the home page has products').toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === `/api/product-category/${slug}`) asked.push(url.search);
  });

  await link.hover();
  await expect.poll(() => asked.length).toBe(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: category.products[0]!.name }).first()).toBeVisible();
  // The shell's existence check on the click and the page's own call took the answer fetched on hover (the category
  // lists each model once).
  expect(asked).toEqual(['?page=1&per_page=12&group=model']);
});

test('a page in a chunk of its own is fetched ahead with the link the pointer rests on, and the click shows it', async ({ page }) => {
  const pageChunks: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.resourceType() === 'script' && /\/page-contact\.\w+\.js$/.test(pathname)) pageChunks.push(pathname);
  });
  await page.goto('/en');
  await page.waitForFunction(() => !document.querySelector('#slot-main[data-rendered]'));
  const link = page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first();
  await link.hover();
  await expect.poll(() => pageChunks.length, { message: 'the contact page\'s chunk, before the click' }).toBe(1);
  await link.click();
  await expect(page.locator('#slot-main h1')).toHaveText('Contact');
  expect(pageChunks).toHaveLength(1);
});

test('a navigation that waits shows a progress bar over the page before, and the next page takes its place', async ({ page }) => {
  // No link prefetch, so the code of the next pages is fetched by the click, where it can be held back.
  await withoutPrefetch(page);
  const held: Array<() => void> = [];
  const holdBack = (pattern: RegExp) =>
    page.route(pattern, async (route) => {
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
  const releaseAll = () => held.splice(0).forEach((release) => release());
  const progress = page.getByRole('progressbar', { name: 'Loading the page…' });
  const heading = page.locator('#slot-main h1');

  await page.goto('/en');
  await untilHydrated(page);
  await expect(progress).toBeHidden();

  // Within a remote: the contact page waits for its own chunk (with its form); the home page stays, under the bar.
  await holdBack(/\/page-contact\.\w+\.js$/);
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(progress).toBeVisible();
  await expect(page.locator('#slot-main')).toHaveAttribute('aria-busy', 'true');
  await expect(heading).not.toHaveText('Contact');
  releaseAll();
  await expect(heading).toHaveText('Contact');
  await expect(progress).toBeHidden();
  await expect(page.locator('#slot-main')).not.toHaveAttribute('aria-busy');

  // Between remotes: the cart's code is on its way (the shell loads the remote, then mounts it).
  await holdBack(/\/mf_cart\.\w+\.js$/);
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(progress).toBeVisible();
  releaseAll();
  await expect(heading).toHaveText('Cart');
  await expect(progress).toBeHidden();
});
