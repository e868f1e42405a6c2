import { expect, test } from '../support/test.ts';
import { countReactRenderers, downloadedCopies, SINGLETONS } from '../support/federation.ts';
import { untilHydrated } from '../support/hydration.ts';

// The composition's promise: one copy of each page singleton (shared/federation.mjs) per page (a second React is
// "Invalid hook call"; a second @shop/shared/runtime is two buses). Everything else may be one copy per remote.

test('react, react-dom, i18next with react-i18next, antd\'s style cache and the shared runtime are each loaded once in the composed page', async ({ page }) => {
  const reactRenderers = await countReactRenderers(page);
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // A page with three remotes at once (header, shop, and the footer through the header), then a fourth
  // (the cart) after a client-side navigation: the cart must reuse what is loaded.
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is in the server's HTML: until the remotes have taken it over, the cart link is a plain link and
  // the cart would load as a new page with libraries of its own (counted here as a second copy).
  await untilHydrated(page);
  // The first call to the API (the search's suggestions) brings axios, which the page itself did not need.
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('banner').getByRole('combobox').pressSequentially('gate', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

  const copies = await downloadedCopies(page, requested);
  for (const lib of SINGLETONS) {
    expect(copies[lib]?.length ?? 0, `${lib} was downloaded from at most one build (${copies[lib]?.join(', ')})`).toBeLessThanOrEqual(1);
  }
  for (const lib of ['react', 'react-dom/client', 'i18next', 'react-i18next', '@shop/shared/runtime']) {
    expect(copies[lib], `${lib} was downloaded from exactly one build`).toHaveLength(1);
  }
  expect(await reactRenderers(), 'React DOM renderers in the page').toBe(1);
  // The page-wide instances of @shop/shared itself: one i18next instance, one cart bus, one auth bus.
  expect(await page.evaluate(() => (window as unknown as { __SHOP_SINGLETONS__: Record<string, number> }).__SHOP_SINGLETONS__)).toEqual({
    i18n: 1,
    'cart-bus': 1,
    'auth-bus': 1,
  });
  expect(errors.filter((e) => /Invalid hook call|more than one copy|second instance/i.test(e))).toEqual([]);
});
