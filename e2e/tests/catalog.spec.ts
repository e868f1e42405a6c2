import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, GalleryItem, ListMeta, MenuCategory, ProductDetail, ProductListItem } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { messages } from '../support/messages.ts';

const LANGS = ['sk', 'en'] as const;
type Lang = (typeof LANGS)[number];
const catalog = { sk: messages('mf-catalog', 'sk'), en: messages('mf-catalog', 'en') };
const cartEn = messages('mf-cart', 'en');

/** The catalogue's own header (the catalog layout has no site header). */
const catalogHeader = (page: Page) => page.getByRole('banner');

for (const lang of LANGS) {
  test(`every catalogue route answers in ${lang} with its own header and real content`, async ({ page, request }) => {
    const t = catalog[lang];
    const [top] = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', lang);
    if (!top) throw new Error('The seed has no category');
    const category = await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, lang);
    const product = category.products[0]!;
    const pages: [string, string][] = [
      [`/${lang}/katalog`, t('landing.title')],
      [`/${lang}/katalog/kategoria/${category.slug}`, category.name],
      [`/${lang}/katalog/${product.slug}`, product.name],
      [`/${lang}/katalog/produkty`, t('products.title')],
      [`/${lang}/katalog/galeria-inspiracii`, t('inspiration.title')],
      [`/${lang}/katalog/galeria-video-inspiracii`, t('video.title')],
      [`/${lang}/katalog/kontakt`, t('contact.title')],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(catalogHeader(page).getByRole('navigation', { name: t('header.navigation') })).toBeVisible();
    }
  });
}

test('a customer browses the catalogue, adds a product to the cart, switches to English and reaches the cart', async ({ page, request }) => {
  const t = catalog.sk;
  const [top] = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', 'sk');
  if (!top) throw new Error('The seed has no category');
  const category = await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'sk');
  const item = category.products[0]!;
  const product = await apiGet<ProductDetail>(request, `/api/product/${item.slug}`, 'sk');

  // Landing -> category tile -> product tile, all inside the catalogue.
  await page.goto('/sk/katalog');
  // Other journeys add categories with similar names: the tile is the one that leads to this category.
  await page.getByRole('link', { name: new RegExp(`^${top.name}`) }).and(page.locator(`[href$="/katalog/kategoria/${top.slug}"]`)).click();
  await expect(page).toHaveURL(new RegExp(`/sk/katalog/kategoria/${top.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: item.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sk/katalog/${item.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', { name: product.parameters[0]!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: t('product.inShop') })).toHaveAttribute('href', `/sk/${product.slug}`);

  // Add to cart: the catalogue header's cart link counts it at once, without a page load.
  await page.evaluate(() => ((window as unknown as { journeyMarker: boolean }).journeyMarker = true));
  const cartLink = catalogHeader(page).getByRole('link', { name: new RegExp(`^${t('header.cart')}`) });
  await expect(cartLink).toHaveAccessibleName(t('header.cart'));
  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await expect(cartLink).toHaveAccessibleName(`${t('header.cart')} (1)`);
  await expect(page.getByRole('status').filter({ hasText: t('product.toCart') })).toBeVisible();
  await page.getByLabel(t('product.quantity')).fill('2');
  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await expect(cartLink).toHaveAccessibleName(`${t('header.cart')} (3)`);

  // The large image opens in the lightbox; Escape closes it.
  await page.getByRole('button', { name: t('product.enlarge', { index: '1', count: String(product.images.length) }) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The language switcher opens the same product in English, under its English slug.
  const productEn = await apiGet<ProductDetail>(request, `/api/product/${item.slug}`, 'en');
  await catalogHeader(page).getByRole('navigation', { name: t('header.language') }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/katalog/${productEn.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: productEn.name })).toBeVisible();
  const cartLinkEn = catalogHeader(page).getByRole('link', { name: `${catalog.en('header.cart')} (3)` });
  await expect(cartLinkEn).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: boolean }).journeyMarker)).toBe(true);

  // The cart link leads into the shop's cart, which holds the product.
  await cartLinkEn.click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: cartEn('title') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: productEn.name })).toBeVisible();
});

test('the products page filters by category and text through the URL', async ({ page, request }) => {
  const t = catalog.en;
  const [top] = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', 'en');
  if (!top) throw new Error('The seed has no category');
  const category = await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}?per_page=100`, 'en');

  await page.goto('/en/katalog/produkty');
  await expect(page.getByRole('heading', { level: 2, name: /\d+ products/ })).toBeVisible();
  // The category field: the browser's select; choosing applies at once.
  await page.getByRole('combobox', { name: t('products.category') }).selectOption({ label: top.name });
  await expect(page).toHaveURL(new RegExp(`/en/katalog/produkty\\?category=${top.slug}$`));
  await expect(page.getByRole('heading', { level: 2, name: `${category.products_meta.total} products` })).toBeVisible();

  await page.getByLabel(t('products.text')).fill('anthracite');
  await page.getByRole('button', { name: t('products.apply'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${top.slug}&q=anthracite$`));
  // What the API's search finds for the text, kept when it belongs to the category.
  const members = new Set(category.products.map((p) => p.uuid));
  const matches: ProductListItem[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const response = await request.get(`/api/search/search?query=anthracite&page=${pageNo}`, { headers: { Localization: 'en-US' } });
    const body = (await response.json()) as { data: ProductListItem[]; meta: ListMeta };
    matches.push(...body.data);
    if (pageNo >= body.meta.last_page) break;
  }
  const expected = matches.filter((p) => members.has(p.uuid));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${expected.length} products?$`) })).toBeVisible();
  await expect(page.getByRole('list', { name: t('products.results') }).getByRole('link', { name: expected[0]!.name })).toBeVisible();

  // Back: the URL, the field and the list go back to the category alone.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`category=${top.slug}$`));
  await expect(page.getByLabel(t('products.text'))).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: `${category.products_meta.total} products` })).toBeVisible();
});

test('the inspiration lightbox is driven by the keyboard and by swipes; videos load only on request', async ({ page, request }) => {
  const t = catalog.sk;
  const photos = await apiGet<GalleryItem[]>(request, '/api/gallery/inspiration', 'sk');
  expect(photos.length).toBeGreaterThan(2);
  const count = String(photos.length);

  await page.goto('/sk/katalog');
  await catalogHeader(page).getByRole('link', { name: t('header.inspiration') }).click();
  await expect(page).toHaveURL(/\/sk\/katalog\/galeria-inspiracii$/);
  const opener = page.getByRole('button', { name: t('inspiration.open', { title: photos[0]!.title }) });
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(photos[0]!.title);
  await expect(dialog.getByText(t('lightbox.position', { index: '1', count }))).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('lightbox.close') })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(photos[1]!.title);
  await expect(dialog.getByRole('img', { name: photos[1]!.title })).toHaveAttribute('src', photos[1]!.image.url);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(t('lightbox.position', { index: count, count }))).toBeVisible();

  // Focus stays in the dialog.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  // A swipe to the left on a touch screen shows the next image.
  const stage = dialog.locator('.catalog-lightbox__stage');
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: box.x + box.width * 0.7, clientY: y, isPrimary: true });
  await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + box.width * 0.3, clientY: y + 5, isPrimary: true });
  await expect(dialog).toHaveAccessibleName(photos[0]!.title);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Videos: posters only, until play is pressed.
  const videos = await apiGet<GalleryItem[]>(request, '/api/gallery/video-inspiration', 'sk');
  const playable = videos.find((v) => v.video_url)!;
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(playable.video_url!)) videoRequests.push(r.url());
  });
  await catalogHeader(page).getByRole('link', { name: t('header.videoInspiration') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('video.title') })).toBeVisible();
  const play = page.getByRole('button', { name: t('video.play', { title: playable.title }) });
  await expect(play).toBeVisible();
  await expect(page.locator('main video, main iframe')).toHaveCount(0);
  expect(videoRequests).toHaveLength(0);
  await play.click();
  await expect(page.locator('main video, main iframe')).toHaveCount(1);
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
});

test('the contact page shows the sales contacts and sends an enquiry', async ({ page, request }) => {
  for (const lang of LANGS) {
    const t = catalog[lang as Lang];
    const settings = await apiGet<{ company: { phone: string; email: string } }>(request, '/api/site/settings', lang);
    await page.goto(`/${lang}/katalog/kontakt`);
    const sales = page.getByRole('region', { name: t('contact.sales') });
    await expect(sales.getByRole('link', { name: settings.company.phone })).toBeVisible();
    await expect(sales.getByRole('link', { name: settings.company.email })).toHaveAttribute('href', `mailto:${settings.company.email}`);
  }

  const t = catalog.en;
  const form = page.getByRole('region', { name: t('contact.formTitle') });
  await form.getByRole('button', { name: t('contact.send') }).click();
  await expect(form.getByText(t('contact.required', { field: t('contact.name') }))).toBeVisible();
  await form.getByLabel(t('contact.name')).fill('Ján Kováč');
  await form.getByLabel(t('contact.email')).fill('jan.kovac@example.com');
  await form.getByLabel(t('contact.message')).fill('We plan 40 m of panel fence for a warehouse. Could you send us an offer?');
  await form.getByRole('button', { name: t('contact.send') }).click();
  await expect(page.getByText(t('contact.sentTitle'))).toBeVisible();
});

test('unknown catalogue slugs are a 404 with the full path', async ({ page }) => {
  await page.goto('/sk/katalog/tento-produkt-neexistuje');
  await expect(page.getByRole('heading', { level: 1, name: messages('shared', 'sk')('notFound.title') })).toBeVisible();
  await expect(page.getByText('Na adrese /sk/katalog/tento-produkt-neexistuje nie je žiadna stránka.')).toBeVisible();

  // The category route's validity rule.
  await page.goto('/en/katalog/kategoria/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: messages('shared', 'en')('notFound.title') })).toBeVisible();
  await expect(page.getByText('There is no page at /en/katalog/kategoria/no-such-category.')).toBeVisible();
});
