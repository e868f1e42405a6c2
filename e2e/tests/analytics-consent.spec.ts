import { expect, test, type Page } from '@playwright/test';

/** Serves pages as if an analytics id were configured in the public settings. */
async function withAnalyticsConfigured(page: Page, analyticsRequests: string[]) {
  await page.route(/googletagmanager\.com/, async (route) => {
    analyticsRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(
    (url) => /^\/(sk|en|hu|sr|ru)(\/|$)/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace('"analyticsId":null', '"analyticsId":"G-TEST123"');
      await route.fulfill({ response, body: html });
    },
  );
}

test('analytics loads only after consent, the choice is remembered and can be changed again', async ({ page }) => {
  const analyticsRequests: string[] = [];
  await withAnalyticsConfigured(page, analyticsRequests);

  await page.goto('/en/products');
  const banner = page.getByRole('region', { name: 'Consent to analytics' });
  await expect(banner).toBeVisible();
  expect(analyticsRequests).toEqual([]);

  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(analyticsRequests).toEqual([]);

  // The footer's cookie settings open the choice again, in the page's language.
  await page.goto('/sk/products');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Nastavenia cookies' }).click();
  const bannerSk = page.getByRole('region', { name: 'Súhlas s analytikou' });
  await expect(bannerSk).toBeVisible();
  await bannerSk.getByRole('button', { name: 'Súhlasím', exact: true }).click();
  await expect.poll(() => analyticsRequests.length).toBe(1);
  expect(analyticsRequests[0]).toContain('id=G-TEST123');

  await page.reload();
  await expect(bannerSk).toBeHidden();
  await expect.poll(() => analyticsRequests.length).toBe(2);
});

test('without an analytics id there is no banner and no analytics script', async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager/.test(request.url())) analyticsRequests.push(request.url());
  });
  await page.goto('/en/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consent to analytics' })).toHaveCount(0);
  expect(analyticsRequests).toEqual([]);
});
