import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, ProductDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { messages } from '../support/messages.ts';

const cart = messages('mf-cart', 'en');
const shop = messages('mf-shop', 'en');
const header = messages('mf-header', 'en');
const common = { en: messages('shared', 'en'), hu: messages('shared', 'hu') };

/** The ring a keyboard user sees on a focused link: 3 px of the brand blue (8.6:1 on white). */
async function expectFocusRing(page: Page, link: Locator) {
  // A key press first: Chromium shows :focus-visible for a focus that follows keyboard use, as a Tab stop would.
  await page.keyboard.press('Shift');
  await link.focus();
  await expect(link).toBeFocused();
  const ring = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
  expect(ring).toEqual({ visible: true, style: 'solid', width: '3px', color: 'rgb(11, 78, 162)' });
}

test('one brand in every title, dates and units in each language, titled cart and checkout, marked fields, visible focus', async ({ page, request }) => {
  // One brand name, the logo's, at the end of the server's and the page's titles in every language.
  await page.goto('/hu/about');
  await expect(page).toHaveTitle(/ \| Kovovýroba$/);
  await page.goto('/ru/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Продукция | Kovovýroba');

  // Serbian writes the month in lower case (Slovak's genitive is held on the home page by public-pages.spec.ts).
  await page.goto('/sr/article');
  await expect(page.getByRole('main').getByText('12. januar 2026.').first()).toBeVisible();

  // Russian product names write the millimetre in Cyrillic.
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'en');
  if (!top) throw new Error('The seed has no top category');
  const category = await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'en');
  const first = category.products[0];
  if (!first) throw new Error(`The seeded category ${top.slug} has no products`);
  const product = await apiGet<ProductDetail>(request, `/api/product/${first.slug}`, 'ru');
  expect(product.name).toMatch(/ мм, /);
  await page.goto(`/ru/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | Kovovýroba`);

  // The home page's category cards show where the keyboard is.
  await page.goto('/en');
  await expectFocusRing(page, page.getByRole('heading', { level: 3, name: top.name, exact: true }).getByRole('link'));

  // The cart and each checkout step have titles of their own.
  await page.goto(`/en/${first.slug}`);
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  // The cart holds the product before the page is left (a load started earlier could drop the add).
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) })).toHaveAccessibleName(`${header('cart')} (1)`);
  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { level: 1, name: cart('title') })).toBeVisible();
  await expect(page).toHaveTitle(`${cart('title')} | Kovovýroba`);
  await page.getByRole('link', { name: cart('continueToContact') }).click();
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.contact') })).toBeVisible();
  await expect(page).toHaveTitle(`${cart('steps.contact')} | Kovovýroba`);

  // Required fields carry the asterisk and aria-required, optional ones say so, as in the catalogue's form.
  await expect(page.getByRole('main').getByText(common.en('form.requiredNote'))).toBeVisible();
  for (const key of ['name', 'email', 'phone', 'street', 'city', 'zip', 'country']) {
    await expect(page.getByLabel(cart(`contact.${key}`), { exact: true })).toHaveAttribute('aria-required', 'true');
  }
  const company = page.getByLabel(`${cart('contact.company')} ${common.en('form.optional')}`);
  await expect(company).not.toHaveAttribute('aria-required');
  await page.getByLabel(cart('contact.name'), { exact: true }).fill('Jane Smith');
  await page.getByLabel(cart('contact.email'), { exact: true }).fill('jane.smith@example.com');
  await page.getByLabel(cart('contact.phone'), { exact: true }).fill('+44 20 7946 0958');
  await page.getByLabel(cart('contact.street'), { exact: true }).fill('221B Baker Street');
  await page.getByLabel(cart('contact.city'), { exact: true }).fill('London');
  await page.getByLabel(cart('contact.zip'), { exact: true }).fill('NW1 6XE');
  await page.getByLabel(cart('contact.country'), { exact: true }).selectOption({ label: 'United Kingdom' });
  await page.getByRole('button', { name: cart('contact.submit') }).click();

  await expect(page.getByRole('heading', { level: 1, name: cart('steps.summary') })).toBeVisible();
  await expect(page).toHaveTitle(`${cart('steps.summary')} | Kovovýroba`);
  // The summary's "Edit" links show where the keyboard is.
  await expectFocusRing(page, page.getByRole('link', { name: cart('summary.editCart') }));
  await expectFocusRing(page, page.getByRole('link', { name: cart('summary.editContact') }));
});

test('an unknown product is the same 404 page as the shell’s, in the page’s language', async ({ page }) => {
  /** What a 404 page shows and how it is laid out. */
  const look = async () => {
    const notFound = page.locator('[data-status="404"]');
    await expect(notFound.getByRole('heading', { level: 1, name: common.hu('notFound.title') })).toBeVisible();
    await expect(notFound.getByText(common.hu('notFound.hint'))).toBeVisible();
    await expect(notFound.getByRole('link', { name: common.hu('notFound.backHome') })).toHaveAttribute('href', '/hu');
    await expect(page).toHaveTitle(`${common.hu('notFound.title')} | Kovovýroba`);
    return notFound.evaluate((el) => {
      const box = getComputedStyle(el);
      const heading = getComputedStyle(el.querySelector('h1')!);
      return { maxWidth: box.maxWidth, padding: box.padding, headingSize: heading.fontSize, headingMargin: heading.margin };
    });
  };

  // The shell's: no route matches.
  const shell404 = await page.goto('/hu/nincs/ilyen/oldal');
  expect(shell404?.status()).toBe(404);
  await expect(page.getByText('Ezen a címen nincs oldal: /hu/nincs/ilyen/oldal')).toBeVisible();
  const shellLook = await look();

  // The shop's: the product route matches, the API knows no such product.
  const product404 = await page.goto('/hu/nincs-ilyen-termek');
  expect(product404?.status()).toBe(404);
  await expect(page.getByText('Ezen a címen nincs oldal: /hu/nincs-ilyen-termek')).toBeVisible();
  expect(await look()).toEqual(shellLook);
});
