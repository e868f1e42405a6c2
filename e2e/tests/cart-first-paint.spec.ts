import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { untilHydrated } from '../support/hydration.ts';

// The cart page before its remote is live (issue 52: the empty cart's button was the mobile page's largest paint, and
// came only with mf-cart's code): the server's HTML shows a first visitor the empty cart at once, and a visitor whose
// browser remembers a cart the placeholder of a cart being loaded, never the other one.

/** Holds mf-cart's scripts back: what shows is the server's HTML with its styles and the shell's head scripts. */
async function holdCartCode(page: Page) {
  await page.route(/\/remotes\/mf-cart\/.*\.js$/, () => undefined);
}

test('the cart page shows a first visitor the empty cart and its button before the cart remote is live', async ({ page }) => {
  await holdCartCode(page);
  // Not until "load": the held scripts keep it from coming.
  await page.goto('/en/cart', { waitUntil: 'domcontentloaded' });
  const main = page.locator('#slot-main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(main.getByText('Your cart is empty')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse products' })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toBeHidden();
  await expect(main).toHaveAttribute('data-rendered', 'mf-cart');
});

test('a visitor whose browser remembers a cart sees the placeholder, not the empty cart, until the cart is there', async ({ page }) => {
  // A cart made the way the shop makes it: a product added on its page.
  await page.goto('/en/category/gates');
  await page.locator('#slot-main a[href^="/en/"]:not([href*="/category/"])').filter({ has: page.locator('img') }).first().click();
  await untilHydrated(page);
  // The product's own button comes first; related products further down have theirs.
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart (1)');

  const held = await page.context().newPage();
  await holdCartCode(held);
  await held.goto('/en/cart', { waitUntil: 'domcontentloaded' });
  const main = held.locator('#slot-main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toBeVisible();
  await expect(main.getByText('Your cart is empty')).toBeHidden();
  await held.close();

  // Live: the cart's line replaces the placeholder, and the empty cart never shows.
  await page.goto('/en/cart');
  await expect(page.locator('#slot-main').getByRole('list', { name: 'Products in the cart' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('#slot-main').getByText('Your cart is empty')).toBeHidden();
});
