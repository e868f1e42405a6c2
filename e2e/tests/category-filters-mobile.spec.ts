import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { collectPageErrors, untilHydrated } from '../support/hydration.ts';
import { layoutShift, watchLayoutShifts } from '../support/layout-shift.ts';
import { messages } from '../support/messages.ts';

// Issue 47: on a 390 px phone the category's filters filled the whole first screen.
const phone = { width: 390, height: 844 };
const sk = messages('mf-shop', 'sk');
const en = messages('mf-shop', 'en');
/** A text with a count in the plural form the language gives it (Slovak: one, few, many, other). */
const counted = (t: typeof sk, lang: string, key: string, count: number) => t(`${key}_${new Intl.PluralRules(lang).select(count)}`, { count: String(count) });

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the products are on the first screen; "Filters" opens the filters as a dialog, a finish applied follows in the address, the list and the button’s count; no layout shift', async ({ page, request }) => {
    const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?group=model', 'sk');
    const [finish] = gates.filters.finishes;
    if (!finish) throw new Error('The seeded gates have no finishes');
    const errors = collectPageErrors(page);
    await watchLayoutShifts(page);
    await page.goto(`/sk/category/${gates.slug}`);

    // The first screen: the first product's card is in view without scrolling, the form is not (the button is).
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: sk('category.productsOf', { name: gates.name }) }).getByRole('article').first()).toBeInViewport();
    await expect(main.getByRole('form', { name: sk('category.listing.label') })).toBeHidden();
    const { cls, shifts } = await layoutShift(page);
    expect(cls, shifts.join('\n')).toBe(0);

    const toggle = main.getByRole('button', { name: sk('category.listing.filters'), exact: true });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: sk('category.listing.filters') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: sk('category.listing.close') })).toBeFocused();
    // The keyboard stays in the dialog: back from its first control to its last, not out to the page behind.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: counted(sk, 'sk', 'category.listing.showProducts', gates.products_meta.total) })).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('#slot-main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // A finish applies at once: the address and the list behind the drawer follow, and its button names the count.
    await dialog.getByRole('checkbox', { name: sk('category.listing.finishOption', { name: finish.name, count: String(finish.count) }) }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]finish=${finish.key}$`));
    await expect(main.getByRole('heading', { level: 2, name: `${sk('category.products')} (${finish.count})` })).toBeAttached();
    await dialog.getByRole('button', { name: counted(sk, 'sk', 'category.listing.showProducts', finish.count) }).click();
    await expect(dialog).toBeHidden();
    const filtered = main.getByRole('button', { name: `${sk('category.listing.filters')} (${counted(sk, 'sk', 'category.listing.activeFilters', 1)})` });
    await expect(filtered).toBeFocused();
    await expect(main.getByRole('heading', { level: 2, name: `${sk('category.products')} (${finish.count})` })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeInViewport();

    // Escape closes it too, focus back on the button; the page behind scrolls again.
    await filtered.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(filtered).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(errors).toEqual([]);
  });

  test('without JavaScript the "Filters" link leads to the form, which is sent and shows the filtered list', async ({ browser, baseURL, request }) => {
    const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?group=model', 'en');
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: phone });
    const plain = await visitor.newPage();
    await plain.goto(`/en/category/${gates.slug}`);
    const main = plain.getByRole('main');
    await expect(main.getByRole('article').first()).toBeInViewport();
    const form = main.getByRole('form', { name: en('category.listing.label') });
    await expect(form).toBeHidden();

    await main.getByRole('link', { name: en('category.listing.filters'), exact: true }).click();
    await expect(form).toBeVisible();
    await form.getByRole('spinbutton', { name: en('category.listing.priceMax'), exact: true }).fill('1');
    await form.getByRole('button', { name: en('category.listing.apply') }).click();
    await expect(plain).toHaveURL(/price_max=1/);
    await expect(plain.getByText(en('category.listing.noMatch'))).toBeVisible();
    // The address has no fragment now: the form is out of the way again, the link counts the price limit.
    await expect(form).toBeHidden();
    await expect(main.getByRole('link', { name: `${en('category.listing.filters')} (${counted(en, 'en', 'category.listing.activeFilters', 1)})` })).toBeVisible();
    await visitor.close();
  });
});

test('on a desktop the filters are in the page as before, with no "Filters" button', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?group=model', 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/en/category/${gates.slug}`);
  await untilHydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('form', { name: en('category.listing.label') })).toBeVisible();
  await expect(main.getByRole('button', { name: en('category.listing.filters'), exact: true })).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
