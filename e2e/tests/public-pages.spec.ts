import { expect, test } from '../support/test.ts';
import type { CategoryDetail, GalleryItem, HomepageModule, MenuCategory, PostList, ProductDetail } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { layoutShift, watchLayoutShifts } from '../support/layout-shift.ts';
import { messages } from '../support/messages.ts';

const headerSk = messages('mf-header', 'sk');
const headerEn = messages('mf-header', 'en');
const commonSk = messages('shared', 'sk');
const shop = { sk: messages('mf-shop', 'sk'), en: messages('mf-shop', 'en'), hu: messages('mf-shop', 'hu'), sr: messages('mf-shop', 'sr'), ru: messages('mf-shop', 'ru') };

test.describe('public pages', () => {
  test('home page: the admin’s modules in two languages, with no layout shift', async ({ page, request }) => {
    await watchLayoutShifts(page);
    const heroEn = (await apiGet<HomepageModule[]>(request, '/api/homepage/modules', 'en')).find((m) => m.type === 'hero')!;
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1, name: heroEn.title })).toBeVisible();
    await expect(page.getByRole('main').getByText('January 12, 2026')).toBeVisible();
    const { cls, shifts } = await layoutShift(page);
    expect(cls, shifts.join('\n')).toBe(0);

    // The head was filled by the server: Organization JSON-LD and the alternates of the five languages.
    const html = await (await request.get('/en')).text();
    expect(html).toContain('"@type":"Organization"');
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/sk">/);

    const modules = await apiGet<HomepageModule[]>(request, '/api/homepage/modules', 'sk');
    const latest = await apiGet<PostList['data']>(request, '/api/posts?kind=article&per_page=3', 'sk');
    await page.goto('/sk');
    await expect(page.getByRole('heading', { level: 1, name: modules.find((m) => m.type === 'hero')!.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: latest[0]!.title, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('12. januára 2026')).toBeVisible();
    // Slovak pages also link the FAQ in the top bar, from the documents the header loads: its place was kept.
    await expect(page.getByRole('navigation', { name: headerSk('topNavLabel') }).getByRole('link', { name: new RegExp(`^${headerSk('nav.faq')}`) })).toBeVisible();
    const sk = await layoutShift(page);
    expect(sk.cls, sk.shifts.join('\n')).toBe(0);
    await page.getByRole('link', { name: modules.find((m) => m.type === 'hero')!.cta_label }).click();
    await expect(page).toHaveURL(/\/sk\/products$/);
  });

  test('category and product pages load without layout shift; their pictures swap from the placeholder', async ({ page, request }) => {
    const menu = await apiGet<MenuCategory[]>(request, '/api/product-category/menu', 'en');
    const slug = menu[0]!.children[0]!.slug;
    const category = await apiGet<CategoryDetail>(request, `/api/product-category/${slug}`, 'en');
    await watchLayoutShifts(page);
    await page.goto(`/en/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: category.products[0]!.name, exact: true })).toBeVisible();
    const category_ = await layoutShift(page);
    expect(category_.cls, category_.shifts.join('\n')).toBe(0);

    const product = await apiGet<ProductDetail>(request, `/api/product/${category.products[0]!.slug}`, 'en');
    await page.goto(`/en/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const main = page.getByRole('img', { name: product.images[0]!.alt || product.name });
    await expect(main).toHaveAttribute('data-loaded', 'true');
    expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/products\/.+\.webp\?w=\d+/);
    const product_ = await layoutShift(page);
    expect(product_.cls, product_.shifts.join('\n')).toBe(0);

    const res = await request.get(`/en/${product.slug}`);
    const html = await res.text();
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(`<link rel="canonical" href="${new URL(res.url()).origin}/en/${product.slug}">`);
  });

  test('the first frame already shows the whole header and main content, also when the page arrives slowly', async ({ page, request }) => {
    // A repeat visit on a slow line: the stylesheets come from the cache, the page itself slowly from the network,
    // so the browser could paint while its parser is still inside the page. A header painted without its cart or
    // language button shifts when they arrive; the shell's page holds the first frame until the main slot is whole.
    const latest = await apiGet<PostList['data']>(request, '/api/posts?kind=article&per_page=3', 'sk');
    await page.goto('/sk');
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 20_000, uploadThroughput: -1 });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const text = (id: string) => document.getElementById(id)?.textContent ?? null;
        (window as unknown as { __firstFrame: unknown }).__firstFrame = { header: text('slot-header'), main: text('slot-main') };
      });
    });
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: latest[0]!.title, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const first = await page.evaluate(() => (window as unknown as { __firstFrame: { header: string | null; main: string | null } }).__firstFrame);
    expect(first.header).toBe(await page.locator('#slot-header').textContent());
    expect(first.main).toBe(await page.locator('#slot-main').textContent());
  });

  test('a returning visitor’s cart count is in the header from the first frame: nothing shifts when the page is taken over', async ({ page, request }) => {
    const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
    const product = gates.products[0]!;
    const added = await request.post('/api/cart/add', { data: { product_uuid: product.uuid, quantity: 3 } });
    const cart = ((await added.json()) as { data: { uuid: string; count: number } }).data;
    // The browser remembers the cart from an earlier visit (once: the journey then changes it).
    await page.addInitScript(([id, count]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('shop.cart', JSON.stringify({ cartId: id, count }));
    }, [cart.uuid, cart.count] as const);
    await watchLayoutShifts(page);

    await page.goto('/en');
    await expect(page.getByRole('banner').getByRole('link', { name: `${headerEn('cart')} (3)` })).toBeVisible();
    const home = await layoutShift(page);
    expect(home.cls, home.shifts.join('\n')).toBe(0);

    await page.goto('/en/katalog');
    const catalog = messages('mf-catalog', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: `${catalog('header.cart')} (3)` })).toBeVisible();
    const katalog = await layoutShift(page);
    expect(katalog.cls, katalog.shifts.join('\n')).toBe(0);

    // The cart page: its lines replace the placeholder the server sent, and nothing above them moves.
    await page.goto('/en/cart');
    await expect(page.locator('#slot-main').getByRole('link', { name: product.name }).first()).toBeVisible();
    const cartPage = await layoutShift(page);
    expect(cartPage.cls, cartPage.shifts.join('\n')).toBe(0);

    // Emptied, the cart shows no count: not the remembered one either.
    await page.getByRole('button', { name: messages('mf-cart', 'en')('remove', { name: product.name }) }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: headerEn('cart'), exact: true })).toBeVisible();
  });

  test('news: the list with dates and pages, an article, in Slovak and Hungarian', async ({ page, request }) => {
    const firstPage = await apiGet<PostList['data']>(request, '/api/posts?kind=article', 'sk');
    await page.goto('/sk/article');
    await expect(page.getByRole('heading', { level: 1, name: shop.sk('info.pages.article.title') })).toBeVisible();
    const list = page.getByRole('list', { name: shop.sk('articles.listLabel') });
    await expect(list.getByRole('article')).toHaveCount(firstPage.length);
    await page.getByRole('navigation', { name: commonSk('pagination.label') }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/sk\/article\?page=2$/);
    await page.getByRole('link', { name: `${shop.sk('articles.readMore')}: Obhájili sme certifikát EN 1090` }).click();
    await expect(page).toHaveURL(/\/sk\/article\/certifikat-en-1090$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Obhájili sme certifikát EN 1090' })).toBeVisible();
    await expect(page.getByText('14. februára 2025')).toBeVisible();

    await page.goto('/hu/article/uj-porfesto-sor');
    await expect(page.getByRole('heading', { level: 1, name: 'Új porfestő sor' })).toBeVisible();
    await expect(page.getByText('2026. január 12.')).toBeVisible();
    await expect(page.getByRole('link', { name: shop.hu('articles.back') })).toHaveAttribute('href', '/hu/article');
    await page.goto('/hu/article/we-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Támogatjuk' })).toBeVisible();
  });

  test('content pages by route and by slug; an unknown slug is a 404', async ({ page, request }) => {
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we do' })).toBeVisible();
    await page.goto('/ru/technologies');
    await expect(page.getByRole('heading', { level: 2, name: 'Лазерная резка' })).toBeVisible();
    await page.goto('/sk/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Často kladené otázky' })).toBeVisible();
    await page.goto('/en/delivery-and-installation');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery and installation' })).toBeVisible();

    const missing = await page.goto('/en/no-such-page-or-product');
    expect(missing?.status()).toBe(404);
    // The same page as the shell's 404: heading, the path, the hint and the way home, titled as the server titles it.
    const notFound = page.locator('[data-status="404"]');
    await expect(notFound.getByRole('heading', { level: 1, name: messages('shared', 'en')('notFound.title') })).toBeVisible();
    await expect(notFound.getByText('There is no page at /en/no-such-page-or-product.')).toBeVisible();
    await expect(notFound.getByText(messages('shared', 'en')('notFound.hint'))).toBeVisible();
    await expect(notFound.getByRole('link', { name: messages('shared', 'en')('notFound.backHome') })).toHaveAttribute('href', '/en');
    await expect(page).toHaveTitle('Page not found | Kovovýroba');
    const faqEn = await request.get('/en/faq');
    expect(faqEn.status()).toBe(404);
  });

  test('contact and custom production: company data and hours, no broken map without a key, inquiries reach the office', async ({ page }) => {
    await page.goto('/sk/contact');
    await expect(page.getByRole('heading', { level: 1, name: shop.sk('info.pages.contact.title') })).toBeVisible();
    await expect(page.getByRole('row', { name: /Pondelok – piatok/ })).toContainText('7:00 – 16:00');
    await expect(page.getByRole('main').getByRole('link', { name: 'obchod@kovovyroba-demo.sk' })).toHaveAttribute('href', 'mailto:obchod@kovovyroba-demo.sk');
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(shop.sk('contact.mapLink')) })).toHaveAttribute('href', /google\.com\/maps\/search/);
    await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);
    await page.getByLabel(shop.sk('inquiry.name')).fill('Mária Horváthová');
    await page.getByLabel(shop.sk('inquiry.email')).fill('maria@example.com');
    await page.getByLabel(shop.sk('inquiry.message')).fill('Dobrý deň, máte v showroome posuvnú bránu?');
    await page.getByRole('button', { name: shop.sk('inquiry.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: shop.sk('inquiry.sent_one', { name: 'Mária Horváthová', count: '1' }) })).toBeVisible();

    await page.goto('/en/custom-production');
    await expect(page.getByRole('heading', { level: 1, name: 'Custom production' })).toBeVisible();
    await page.getByRole('button', { name: shop.en('inquiry.submit') }).click();
    await expect(page.getByText(shop.en('inquiry.required', { field: shop.en('inquiry.name') }))).toBeVisible();
    await page.getByLabel(shop.en('inquiry.name')).fill('John Baker');
    await page.getByLabel(shop.en('inquiry.email')).fill('john@example.com');
    await page.getByLabel(shop.en('inquiry.message')).fill('A 5 m sliding gate in RAL 7016, please.');
    await page.getByRole('button', { name: shop.en('inquiry.submit') }).click();
    await expect(page.getByText(shop.en('inquiry.sent_other', { name: 'John Baker', count: '3' }))).toBeVisible();
  });

  test('gallery, video gallery, downloads and career in several languages, with the empty state', async ({ page, request }) => {
    const photos = await apiGet<GalleryItem[]>(request, '/api/gallery/photo', 'en');
    await page.goto('/en/gallery');
    await page.getByRole('button', { name: shop.en('gallery.open', { title: photos[1]!.title }) }).click();
    const viewer = page.getByRole('dialog', { name: shop.en('gallery.dialogLabel') });
    await expect(viewer.getByRole('img', { name: photos[1]!.title })).toHaveAttribute('data-loaded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(shop.en('gallery.counter', { index: '3', count: String(photos.length) }))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    const videos = await apiGet<GalleryItem[]>(request, '/api/gallery/video', 'hu');
    await page.goto('/hu/video-gallery');
    await page.getByRole('button', { name: shop.hu('videos.play', { title: videos[0]!.title }) }).click();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', videos[0]!.video_url!);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(640);

    await page.goto('/sk/download');
    const priceList = page.getByRole('link', { name: /Cenník 2026/ });
    await expect(priceList).toHaveAttribute('target', '_blank');
    const pdf = await request.get((await priceList.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto('/en/protocols');
    await expect(page.getByRole('link', { name: /Declaration of performance – gates/ })).toBeVisible();

    await page.goto('/sr/career');
    await expect(page.getByRole('heading', { level: 2, name: 'Varilac (MAG/TIG)' })).toBeVisible();

    // The office takes its job offers down: the career page says so and points to the contact page.
    const login = await request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'demo-admin-2026' } });
    const auth = { authorization: `Bearer ${(await login.json()).token as string}` };
    const posts = (await (await request.get('/api/admin/posts?kind=career', { headers: auth })).json()).data as Array<{ uuid: string }>;
    const bodies = [];
    for (const { uuid } of posts) {
      const post = (await (await request.get(`/api/admin/posts/${uuid}`, { headers: auth })).json()).data;
      bodies.push(post);
      const { kind, published_at, cover_path, translations } = post;
      expect((await request.put(`/api/admin/posts/${uuid}`, { headers: auth, data: { kind, published: false, published_at, cover_path, translations } })).status()).toBe(200);
    }
    try {
      await page.goto('/ru/career');
      await expect(page.getByText(shop.ru('career.empty'))).toBeVisible();
      await expect(page.getByRole('link', { name: shop.ru('career.writeAnyway') })).toHaveAttribute('href', '/ru/contact');
    } finally {
      for (const post of bodies) {
        const { uuid, kind, published_at, cover_path, translations } = post;
        await request.put(`/api/admin/posts/${uuid}`, { headers: auth, data: { kind, published: true, published_at, cover_path, translations } });
      }
    }
  });
});
