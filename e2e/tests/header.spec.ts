import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, MenuCategory, SiteDocument } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { untilHydrated } from '../support/hydration.ts';
import { messages } from '../support/messages.ts';

const headerSk = messages('mf-header', 'sk');
const headerEn = messages('mf-header', 'en');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** No serious or critical accessibility violation in the header and the footer (and any open dialog). */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).include('#slot-header').include('#slot-footer').include('[role="dialog"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), label).toEqual([]);
}

/** Marks the document, so a later check can tell that no full page load happened. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { headerJourney?: boolean }).headerJourney = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { headerJourney?: boolean }).headerJourney)).toBe(true);
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the mega-menu lists every category with its thumbnail and children; a choice closes it and navigates', async ({ page, request }) => {
    const categories = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', 'sk');
    await page.goto('/sk/about');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    // Exactly the height the shell reserves.
    expect((await header.boundingBox())?.height).toBe(112);
    await markDocument(page);

    // Resting on Products opens the menu after its delay, without moving the focus (once the header is live: a pointer
    // that came to rest before needs to move again).
    await untilHydrated(page);
    const trigger = header.getByRole('navigation', { name: headerSk('mainNavLabel') }).getByRole('button', { name: headerSk('nav.products') });
    await trigger.hover();
    const menu = page.getByRole('dialog', { name: headerSk('megaMenu.title') });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    for (const category of categories) {
      await expect(menu.getByRole('heading', { level: 3, name: category.name, exact: true })).toBeVisible();
      for (const child of category.children) await expect(menu.getByRole('link', { name: child.name, exact: true })).toBeVisible();
    }
    // The thumbnails are real images, shown at 120 by 120.
    const thumbnails = menu.locator('img');
    await expect(thumbnails).toHaveCount(categories.length);
    for (const img of await thumbnails.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const box = await img.boundingBox();
      expect([box?.width, box?.height]).toEqual([120, 120]);
    }
    // Above everything: overlay at 2000, dialog at 2400, both fixed.
    expect(await menu.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual(['fixed', '2400']);
    expect(await page.locator('.overlay-dialog__overlay').evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual(['fixed', '2000']);
    await expectAccessible(page, 'mega-menu open');

    // Escape closes it.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // From the keyboard: Enter opens it with the focus inside and trapped; Escape gives the focus back.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // A click opens it; choosing a child category closes it and opens the category page in the same document.
    const top = categories.find((c) => c.children.length > 0);
    if (!top) throw new Error('The seed has no category with children');
    const child = top.children[0]!;
    await trigger.click();
    await menu.getByRole('link', { name: child.name, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/sk/category/${child.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-current', 'page');
    await expectSameDocument(page);
  });

  test('the FAQ (a PDF in a new tab) is in the top bar only in Slovak; the footer links the documents', async ({ page, request }) => {
    const documents = await apiGet<SiteDocument[]>(request, '/api/site/documents', 'sk');
    const faq = documents.find((d) => d.key === 'faq');
    if (!faq) throw new Error('The site has no Slovak FAQ document');

    await page.goto('/sk/contact');
    const topNav = page.getByRole('navigation', { name: headerSk('topNavLabel') });
    const faqLink = topNav.getByRole('link', { name: new RegExp(`^${headerSk('nav.faq')}`) });
    await expect(faqLink).toHaveAttribute('href', faq.url);
    await expect(faqLink).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), faqLink.click()]);
    expect(new URL(popup.url()).pathname).toBe(faq.url);
    await popup.close();
    const pdf = await request.get(faq.url);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // Every document of the footer opens in a new tab and is a real file.
    const footer = page.getByRole('contentinfo');
    const column = footer.getByRole('region', { name: headerSk('footer.columns.documents') });
    for (const document of documents) {
      const link = column.getByRole('link', { name: new RegExp(`^${document.title}`) });
      await expect(link).toHaveAttribute('href', document.url);
      await expect(link).toHaveAttribute('target', '_blank');
      expect((await request.get(document.url)).status(), document.url).toBe(200);
    }
    await expectAccessible(page, 'sk header and footer');

    // In English the top bar has no FAQ; the footer's documents are the English ones.
    const enDocuments = await apiGet<SiteDocument[]>(request, '/api/site/documents', 'en');
    await page.goto('/en/contact');
    const enFooter = page.getByRole('contentinfo').getByRole('region', { name: headerEn('footer.columns.documents') });
    await expect(enFooter.getByRole('link')).toHaveCount(enDocuments.length);
    const enTopNav = page.getByRole('navigation', { name: headerEn('topNavLabel') });
    await expect(enTopNav.getByRole('link', { name: headerEn('nav.prices') })).toBeVisible();
    await expect(enTopNav.getByRole('link')).toHaveCount(3);
    await expect(page.locator(`a[href="${faq.url}"]`)).toHaveCount(0);
    await expectAccessible(page, 'en header and footer');
  });

  test('the language switcher opens the same page in another language', async ({ page, request }) => {
    const [top] = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', 'sk');
    if (!top) throw new Error('The seed has no category');
    const enCategory = await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'en');
    await page.goto(`/sk/category/${top.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
    await markDocument(page);

    // By keyboard: the button opens the list on the language in use, Tab goes to the next one, Enter follows it.
    const switcher = page.getByRole('button', { name: new RegExp(`^${headerSk('language')}`) });
    await switcher.focus();
    await page.keyboard.press('Enter');
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Slovenčina' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The same category, under its English address once the page knows it (the switcher keeps the path it is on).
    await expect(page).toHaveURL(new RegExp(`/en/category/${enCategory.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: enCategory.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectSameDocument(page);

    // The mega-menu follows the language.
    const enMenu = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', 'en');
    await page.getByRole('banner').getByRole('button', { name: headerEn('nav.products') }).click();
    const menu = page.getByRole('dialog', { name: headerEn('megaMenu.title') });
    await expect(menu.getByRole('heading', { level: 3, name: enMenu[0]!.name, exact: true })).toBeVisible();
  });
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the hamburger opens a full-screen menu with the links and a products dialog; a choice closes both', async ({ page, request }) => {
    const categories = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', 'sk');
    await page.goto('/sk/about');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(64);
    // The desktop bars are not there on a phone.
    await expect(header.getByRole('navigation', { name: headerSk('mainNavLabel') })).toBeHidden();
    await markDocument(page);
    await expectAccessible(page, 'phone header and footer');

    const hamburger = header.getByRole('button', { name: headerSk('menu.open') });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: headerSk('menu.title') });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect([box?.x, box?.y, box?.width, box?.height]).toEqual([0, 0, PHONE.width, PHONE.height]);
    for (const key of ['nav.home', 'nav.about', 'nav.customProduction', 'nav.contact', 'nav.gallery', 'nav.prices', 'nav.catalogue', 'nav.instructions']) {
      await expect(menu.getByRole('link', { name: headerSk(key), exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/about');
    await expectAccessible(page, 'mobile menu open');

    await menu.getByRole('button', { name: headerSk('nav.products') }).click();
    const products = page.getByRole('dialog', { name: headerSk('megaMenu.title') });
    await expect(products).toBeVisible();
    for (const category of categories) await expect(products.getByRole('heading', { level: 3, name: category.name, exact: true })).toBeAttached();
    await expect(products.locator('img').first()).toHaveAttribute('width', '120');
    await expectAccessible(page, 'products dialog open');

    // Back returns to the menu; then a category choice closes everything and navigates.
    await products.getByRole('button', { name: headerSk('megaMenu.back') }).click();
    await expect(products).toBeHidden();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: headerSk('nav.products') }).click();
    const target = categories[categories.length - 1]!;
    await products.getByRole('heading', { level: 3, name: target.name, exact: true }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/sk/category/${target.slug}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expectSameDocument(page);

    // The language list of the menu opens the same page in another language.
    await hamburger.click();
    await page.getByRole('dialog', { name: headerSk('menu.title') }).getByRole('link', { name: 'English' }).click();
    // The English page then puts the category's English slug in the address (the API finds it by either).
    const english = await apiGet<CategoryDetail>(request, `/api/product-category/${target.slug}`, 'en');
    await expect(page.getByRole('heading', { level: 1, name: english.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/category/${english.slug}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the footer folds its link columns into sections on a phone', async ({ page, request }) => {
    const documents = await apiGet<SiteDocument[]>(request, '/api/site/documents', 'sk');
    const ethics = documents.find((d) => d.key === 'ethics');
    if (!ethics) throw new Error('The site has no ethical code document');
    await page.goto('/sk/contact');
    const footer = page.getByRole('contentinfo');
    // A disclosure per column (<details>; its summary is what a screen reader announces as collapsed or expanded).
    const documentsSection = footer.locator('summary', { hasText: headerSk('footer.columns.documents') });
    const link = footer.getByRole('link', { name: new RegExp(`^${ethics.title}`) });
    await expect(documentsSection).toBeVisible();
    await expect(link).toBeHidden();
    await documentsSection.click();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', ethics.url);
    await expectAccessible(page, 'phone footer open');
  });
});

test('a remembered cart the server no longer has shows 0 in the header on any page, and the cart page is simply empty', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('stale-cart-set')) {
      localStorage.setItem('shop.cart', JSON.stringify({ cartId: '00000000-0000-4000-8000-000000000000', count: 3 }));
      sessionStorage.setItem('stale-cart-set', '1');
    }
  });
  await page.goto('/en/about');
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  // Checked once the page is idle: the cart is forgotten and the count goes.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shop.cart')), { timeout: 15_000 }).toBeNull();
  await expect(cartLink).not.toContainText('3');
  await cartLink.click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText('Your cart could not be loaded.')).toHaveCount(0);
});

test('the first Tab stop of every page skips the header: "Skip to content" in the page language takes the keyboard to the main slot', async ({ page }) => {
  for (const [lang, text] of [['en', 'Skip to content'], ['sk', 'Preskočiť na obsah']] as const) {
    await page.goto(`/${lang}`);
    await untilHydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#slot-main')).toBeFocused();
    // The next Tab stop is inside the page's content, not the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#slot-main') !== null)).toBe(true);
  }
});
