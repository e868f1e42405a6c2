import { expect, test } from '../support/test.ts';
import type { HomepageModule } from '@shop/shared';
import { apiGet } from '../support/api.ts';

test.describe('language prefix', () => {
  test('the root picks the browser language, stores it for a year and redirects', async ({ browser, baseURL }) => {
    for (const [locale, lang] of [
      ['sk-SK', 'sk'],
      ['en-US', 'en'],
      ['de-DE', 'sk'],
    ] as const) {
      const context = await browser.newContext({ locale, baseURL });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
      expect(cookie, `cookie for ${locale}`).toMatchObject({ value: lang, path: '/', sameSite: 'Lax', secure: false });
      const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(364);
      expect(daysLeft).toBeLessThanOrEqual(365);
      await context.close();
    }
  });

  test('the root is answered by the server in the visitor’s language: the page comes rendered, scripts or not', async ({ browser, baseURL, request }) => {
    const modules = await apiGet<HomepageModule[]>(request, '/api/homepage/modules', 'hu');
    const context = await browser.newContext({ locale: 'hu-HU', baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/?utm_source=mail');
    expect(response?.request().redirectedFrom()?.url(), 'the server redirected the root').toMatch(/\/\?utm_source=mail$/);
    await expect(page).toHaveURL(/\/hu\?utm_source=mail$/);
    await expect(page.getByRole('heading', { level: 1, name: modules.find((m) => m.type === 'hero')?.title })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('hu');
    await context.close();
  });

  test('a saved choice wins over the browser languages', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    await context.addCookies([{ name: 'i18n_redirected', value: 'hu', url: baseURL as string }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/hu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await context.close();
  });

  test('a page that carries a prefix never sets the cookie', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    const page = await context.newPage();
    await page.goto('/ru/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined();
    await context.close();
  });
});

test.describe('error page', () => {
  test('a path that matches no route shows the translated page-not-found heading and the path', async ({ page }) => {
    await page.goto('/en/this/does/not/exist?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is no page at /en/this/does/not/exist?x=1.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('without a language prefix the error page speaks the saved language or Slovak', async ({ page }) => {
    await page.goto('/neexistuje');
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeVisible();
    await expect(page.getByText('Na adrese /neexistuje nie je žiadna stránka.')).toBeVisible();
  });
});

test.describe('404 in every language (issue 47)', () => {
  const cases = [
    { lang: 'sk', title: 'Stránka sa nenašla', line: (path: string) => `Na adrese ${path} nie je žiadna stránka.` },
    { lang: 'en', title: 'Page not found', line: (path: string) => `There is no page at ${path}.` },
    { lang: 'hu', title: 'Az oldal nem található', line: (path: string) => `Ezen a címen nincs oldal: ${path}` },
    { lang: 'sr', title: 'Stranica nije pronađena', line: (path: string) => `Na adresi ${path} nema stranice.` },
    { lang: 'ru', title: 'Страница не найдена', line: (path: string) => `По адресу ${path} страницы нет.` },
  ] as const;

  test('an unknown product and an unknown route name the address in the page’s language, with no English line', async ({ page }) => {
    for (const { lang, title, line } of cases) {
      // A product address whose record does not exist (server-rendered), then a path no route matches (the shell's page).
      for (const path of [`/${lang}/no-such-product-${lang}`, `/${lang}/no/such/route/${lang}`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(line(path), { exact: true })).toBeVisible();
        await expect(page.locator('body')).not.toContainText(/page not found:/i);
      }
    }
  });
});
