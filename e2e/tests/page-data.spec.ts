// A page's data comes from its route's loader (decision 0067): the server runs the loaders once and the browser
// hydrates from their data, so a server-rendered page asks the API for nothing its HTML answered; a client-side
// navigation runs the new page's loader, whose calls are each made once.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, ProductDetail, ProductListItem } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { collectPageErrors, untilHydrated } from '../support/hydration.ts';

/** The browser's GETs of the API, as path and query, from now on. */
function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

const pathsOf = (reads: string[]) => reads.map((read) => read.split('?')[0]);

test('a server-rendered page, once hydrated, has asked the API for nothing its HTML answered', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const product = gates.products[0] as ProductListItem;
  const problems = collectPageErrors(page);
  for (const path of ['/en', `/en/category/${gates.slug}`, `/en/${product.slug}`, '/en/article']) {
    const reads = recordApiReads(page);
    await page.goto(path);
    await untilHydrated(page);
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
    // The footer is taken over as it comes near: its data (the header's) was in the page too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator('#slot-footer[data-rendered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The page's data (its loader's), and the header's and footer's (their slot's load): all in the HTML.
    expect(reads, path).toEqual([]);
    page.removeAllListeners('request');
  }
  expect(problems).toEqual([]);
});

test('a client-side navigation makes each of the new page’s loader calls once', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const product = gates.products[0] as ProductListItem;

  await page.goto('/en/products');
  await untilHydrated(page);
  let reads = recordApiReads(page);
  // A category: its one call (the category with one page of its products).
  await page.getByRole('main').getByRole('link', { name: gates.name }).first().click();
  await expect(page).toHaveURL(`/en/category/${gates.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: gates.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pathsOf(reads)).toEqual([`/api/product-category/${gates.slug}`]);
  page.removeAllListeners('request');

  // A product: its loader's two calls (the product, then the others of its category), each once.
  reads = recordApiReads(page);
  await page.getByRole('main').getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(`/en/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const category = (await apiGet<ProductDetail>(request, `/api/product/${product.slug}`, 'en')).category?.slug ?? gates.slug;
  expect(pathsOf(reads).sort()).toEqual([`/api/product-category/${category}`, `/api/product/${product.slug}`].sort());
});
