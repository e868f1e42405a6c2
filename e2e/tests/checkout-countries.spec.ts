import { expect, test } from '../support/test.ts';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { messages } from '../support/messages.ts';

// Issues 47 and 50, 6: the checkout's country list had 273 entries, withdrawn codes among them ("Srbsko" three times:
// RS, CS, YU; Germany twice). Now: the current ISO 3166-1 countries, each once, named in the page's language, the
// shop's country (Slovakia) first, and the page language's own country chosen for a new contact.
const LANGS = [
  { lang: 'sk', slovakia: 'Slovensko', chosen: 'SK', germany: 'Nemecko', serbia: 'Srbsko' },
  { lang: 'hu', slovakia: 'Szlovákia', chosen: 'HU', germany: 'Németország', serbia: 'Szerbia' },
  { lang: 'sr', slovakia: 'Slovačka', chosen: 'RS', germany: 'Nemačka', serbia: 'Srbija' },
  { lang: 'ru', slovakia: 'Словакия', chosen: 'RU', germany: 'Германия', serbia: 'Сербия' },
  { lang: 'en', slovakia: 'Slovakia', chosen: '', germany: 'Germany', serbia: 'Serbia' },
] as const;

test('the contact step lists each current country once, in the page language, Slovakia first and the language’s country chosen', async ({ page, request }) => {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'sk');
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'sk')).products;
  if (!product) throw new Error(`The seeded category ${top.slug} has no products`);
  const header = messages('mf-header', 'sk');
  await page.goto(`/sk/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: messages('mf-shop', 'sk')('cart.add') }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) })).toHaveAccessibleName(`${header('cart')} (1)`);

  for (const expected of LANGS) {
    const cart = messages('mf-cart', expected.lang);
    await page.goto(`/${expected.lang}/cart/contact`);
    await expect(page.getByRole('heading', { level: 1, name: cart('steps.contact') })).toBeVisible();
    const country = page.getByRole('combobox', { name: cart('contact.country') });
    // A new contact starts with the country of the page's language, where the language has one.
    await expect(country).toHaveValue(expected.chosen);

    const options = country.getByRole('option');
    // 249 countries and the placeholder.
    await expect(options).toHaveCount(250);
    const labels = (await options.allTextContents()).map((label) => label.trim());
    const countries = labels.slice(1);
    expect(countries.filter((name, i) => countries.indexOf(name) !== i), `${expected.lang}: names listed twice`).toEqual([]);
    // The shop's country first, in the page's language; the names are the page's language throughout.
    expect(countries[0]).toBe(expected.slovakia);
    expect(countries).toContain(expected.germany);
    expect(countries.filter((name) => name === expected.serbia)).toHaveLength(1);
    // No code stands in for a name, and no withdrawn country is offered.
    expect(countries.filter((name) => /^[A-Z]{2}$/.test(name))).toEqual([]);
    for (const withdrawn of ['SU', 'YU', 'CS', 'DD', 'FX', 'UK', 'XK']) await expect(country.locator(`option[value="${withdrawn}"]`)).toHaveCount(0);
  }

  // A country chosen by its name in the page's language is stored as its code.
  const cart = messages('mf-cart', 'hu');
  await page.goto('/hu/cart/contact');
  const country = page.getByRole('combobox', { name: cart('contact.country') });
  await expect(country).toHaveValue('HU');
  await country.selectOption({ label: 'Szerbia' });
  await expect(country).toHaveValue('RS');
});
