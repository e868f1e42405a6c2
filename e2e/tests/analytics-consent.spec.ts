import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_ADMIN } from '../support/auth.ts';

/**
 * The analytics id set as an admin sets it (Settings → Public keys): the page's public configuration and its Content
 * Security Policy both follow it. Google's script itself is answered here (no network). Returns the undo.
 */
async function withAnalyticsConfigured(page: Page, request: APIRequestContext, analyticsRequests: string[]): Promise<() => Promise<void>> {
  await page.route(/googletagmanager\.com/, async (route) => {
    analyticsRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const { data } = (await (await request.get('/api/admin/settings', { headers })).json()) as { data: { public_keys: Record<string, string> } };
  const save = async (analyticsId: string) => {
    const saved = await request.put('/api/admin/settings', { headers, data: { ...data, public_keys: { ...data.public_keys, analytics_id: analyticsId } } });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await save('G-TEST123');
  return () => save(data.public_keys.analytics_id ?? '');
}

test('analytics loads only after consent, the choice is remembered and can be changed again', async ({ page, request }) => {
  const analyticsRequests: string[] = [];
  const unconfigure = await withAnalyticsConfigured(page, request, analyticsRequests);
  try {
    await analyticsJourney(page, analyticsRequests);
  } finally {
    await unconfigure();
  }
});

async function analyticsJourney(page: Page, analyticsRequests: string[]) {
  // The admin is staff's tool, without the footer the banner points to: no banner there, and no script.
  await page.goto('/en/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Consent to analytics' });
  await expect(banner).toHaveCount(0);

  await page.goto('/en/products');
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

  // The catalogue has its own footer: it offers the choice again too.
  await page.goto('/en/katalog');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
}

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
