// Issue 47, product variants: a category page lists a model once with its colours; the product page offers the
// model's colours and sizes; choosing one opens that variant, whose address, price and cart line are its own.
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, ProductDetail } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { messages } from '../support/messages.ts';

const shop = messages('mf-shop', 'en');
const header = messages('mf-header', 'en');
const cart = messages('mf-cart', 'en');

test('a model is one card with its colours; choosing a colour and a size opens the variant: its address, price and cart line follow', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?per_page=100&group=model', 'en');
  const card = gates.products.find((p) => p.variants && p.variants.colours.length > 1);
  if (!card?.variants) throw new Error('The seeded gates have no model in several colours');
  // Each model once.
  expect(new Set(gates.products.map((p) => p.name.replace(/ \d.*$/, ''))).size).toBe(gates.products.length);

  await page.goto(`/en/category/${gates.slug}`);
  const listed = page.getByRole('article').filter({ has: page.getByRole('link', { name: card.name }) });
  await expect(listed).toContainText(shop('product.variants_other', { count: String(card.variants.count) }));
  await expect(listed).toContainText(shop('product.colours', { names: card.variants.colours.map((c) => c.name).join(', ') }));
  await listed.getByRole('link', { name: card.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/${card.slug}$`));

  const product = await apiGet<ProductDetail>(request, `/api/product/${card.slug}`, 'en');
  const colours = page.getByRole('group', { name: new RegExp(`^${shop('product.colour')}`) });
  const sizes = page.getByRole('group', { name: new RegExp(`^${shop('product.size')}`) });
  const currentColour = product.variants!.colours.find((o) => o.current)!;
  await expect(colours.getByRole('link', { name: currentColour.label })).toHaveAttribute('aria-current', 'page');
  const miniCart = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) });
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  await expect(miniCart).toHaveAccessibleName(`${header('cart')} (1)`);

  // Another colour in the same size: its own page, price and product.
  const other = product.variants!.colours.find((o) => !o.current && o.exact)!;
  const variant = await apiGet<ProductDetail>(request, `/api/product/${other.slug}`, 'en');
  await colours.getByRole('link', { name: other.label }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${other.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: variant.name })).toBeVisible();
  await expect(colours.getByRole('link', { name: other.label })).toHaveAttribute('aria-current', 'page');
  const priceText = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(variant.price.with_vat);
  await expect(page.getByRole('main').getByText(priceText).first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  await expect(miniCart).toHaveAccessibleName(`${header('cart')} (2)`);

  // Another size of that colour.
  const size = variant.variants!.sizes.find((o) => !o.current && o.exact)!;
  await sizes.getByRole('link', { name: size.label }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${size.slug}$`));
  const sized = await apiGet<ProductDetail>(request, `/api/product/${size.slug}`, 'en');
  await expect(page.getByRole('heading', { level: 1, name: sized.name })).toBeVisible();
  await expect(sizes.getByRole('link', { name: size.label })).toHaveAttribute('aria-current', 'page');
  await expect(colours.getByRole('link', { name: other.label })).toHaveAttribute('aria-current', 'page');

  // The cart holds the two variants as two lines at their own prices.
  await miniCart.click();
  await expect(page.getByRole('heading', { level: 1, name: cart('title') })).toBeVisible();
  for (const line of [product, variant]) {
    await expect(page.getByRole('main').getByRole('link', { name: line.name })).toBeVisible();
  }
  await expect(page.getByRole('spinbutton', { name: cart('quantityOf', { name: product.name }) })).toHaveValue('1');
  await expect(page.getByRole('spinbutton', { name: cart('quantityOf', { name: variant.name }) })).toHaveValue('1');
});

test('the choosers are links in the server-rendered page, usable without JavaScript', async ({ browser, baseURL, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?per_page=100&group=model', 'sk');
  const card = gates.products.find((p) => p.variants)!;
  const product = await apiGet<ProductDetail>(request, `/api/product/${card.slug}`, 'sk');
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await visitor.newPage();
  await page.goto(`/sk/${card.slug}`);
  const sk = messages('mf-shop', 'sk');
  const colours = page.getByRole('group', { name: new RegExp(`^${sk('product.colour')}`) });
  const other = product.variants!.colours.find((o) => !o.current)!;
  await colours.getByRole('link', { name: other.exact ? other.label : sk('product.otherColour', { label: other.label }) }).click();
  await expect(page).toHaveURL(new RegExp(`/sk/${other.slug}$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await visitor.close();
});
