import { expect, test } from '../support/test.ts';
import { adminSignOut, fillAdminSignIn, DEMO_ADMIN } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

// Issue 29, preview before publishing: an admin writes a news article without publishing it, opens its preview in
// a new tab and sees the unsaved draft on the public page (header, footer, the chosen language) under a Preview
// banner; the page is kept by no cache and indexed by no search engine; a visitor without the admin's session,
// the address without the token, and the admin after signing out all get the 404.

const adminEn = messages('mf-admin', 'en');
const shopEn = messages('mf-shop', 'en');
const common = messages('shared', 'en');

test('an admin previews an unpublished article; nobody else sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = { sk: `Nová brána Aurora ${stamp}`, en: `The new Aurora gate ${stamp}` };

  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: adminEn('dashboard.title') })).toBeVisible();
  await page.getByRole('navigation', { name: adminEn('layout.menu') }).getByRole('link', { name: adminEn('sections.posts.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminEn('sections.posts.title') })).toBeVisible();

  // A new article in Slovak and English, saved as a draft (not published).
  await page.getByRole('button', { name: adminEn('posts.new') }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tabpanel', { name: 'Slovenčina' }).getByLabel(adminEn('posts.title'), { exact: true }).fill(title.sk);
  await drawer.getByRole('tab', { name: 'English', exact: true }).click();
  const english = drawer.getByRole('tabpanel', { name: 'English' });
  await english.getByLabel(adminEn('posts.title'), { exact: true }).fill(title.en);
  await english.getByRole('textbox', { name: adminEn('posts.body') }).click();
  await page.keyboard.type('The saved draft.');
  await drawer.getByRole('switch', { name: adminEn('posts.published') }).click();
  await expect(drawer.getByRole('switch', { name: adminEn('posts.published') })).not.toBeChecked();
  await drawer.getByRole('button', { name: adminEn('common.save') }).click();
  await expect(page.getByText(adminEn('posts.saved', { title: title.sk }))).toBeVisible();

  // Opened again and edited without saving: the preview shows the edit, in the open tab's language, in a new tab.
  await page.getByRole('button', { name: adminEn('common.editNamed', { name: title.en }) }).click();
  await drawer.getByRole('tab', { name: 'English', exact: true }).click();
  const body = english.getByRole('textbox', { name: adminEn('posts.body') });
  await expect(body).toContainText('The saved draft.');
  await body.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' An unsaved sentence.');
  const popup = page.context().waitForEvent('page');
  await drawer.getByRole('button', { name: adminEn('posts.preview') }).click();
  const preview = await popup;
  await expect(drawer.getByText(adminEn('posts.previewReady', { lang: 'English' }))).toBeVisible();
  const previewUrl = await drawer.getByRole('link', { name: adminEn('posts.previewOpen', { lang: 'English' }) }).getAttribute('href');
  expect(previewUrl).toMatch(/^\/en\/article\/the-new-aurora-gate-[a-z0-9-]+\?preview=/);

  await expect(preview).toHaveURL(new RegExp(`${previewUrl!.replace(/[.?]/g, '\\$&')}$`));
  await expect(preview.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
  await expect(preview.getByRole('complementary', { name: shopEn('preview.label') })).toContainText(shopEn('preview.text'));
  await expect(preview.getByText('The saved draft. An unsaved sentence.')).toBeVisible();
  // The public page's own layout around it.
  await expect(preview.getByRole('banner')).toBeVisible();
  await expect(preview.getByRole('contentinfo')).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(preview).toHaveTitle(new RegExp(title.en));

  // The admin's browser is answered privately; nothing may keep the page.
  const own = await preview.request.get(previewUrl!);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(own.headers()['x-robots-tag']).toBe('noindex, nofollow');

  // Another visitor (no session of the admin) with the same link, and the address without the token: 404.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  for (const address of [previewUrl!, previewUrl!.split('?')[0]!]) {
    const response = await stranger.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(stranger.getByRole('heading', { level: 1, name: common('notFound.title') })).toBeVisible();
    await expect(stranger.getByRole('heading', { level: 1, name: title.en })).toHaveCount(0);
  }
  await visitor.close();

  // Nothing was published or saved by the preview: the admin still holds the saved draft, unpublished.
  await drawer.getByRole('button', { name: adminEn('common.cancel') }).click();
  await page.getByRole('button', { name: adminEn('unsaved.discard') }).click();
  await expect(page.getByRole('row', { name: new RegExp(title.en) })).toContainText(adminEn('posts.isDraft'));

  // Signed out, the admin's own link shows nothing any more: the 404, with the reason.
  await adminSignOut(page);
  const after = await preview.reload();
  expect(after?.status()).toBe(404);
  await expect(preview.getByRole('heading', { level: 1, name: common('notFound.title') })).toBeVisible();
  await expect(preview.getByRole('complementary', { name: shopEn('preview.label') })).toContainText(shopEn('preview.expired'));
  await expect(preview.getByRole('heading', { level: 1, name: title.en })).toHaveCount(0);
});
