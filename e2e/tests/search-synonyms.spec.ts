import type { Page } from '@playwright/test';
import type { Suggestion } from '@shop/shared';
import { expect, test } from '../support/test.ts';
import { apiGet } from '../support/api.ts';
import { DEMO_ADMIN, fillAdminSignIn } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

// Search synonyms (issue 47): an administrator adds a group of Russian words on the admin's screen, and the public
// search on the Russian pages finds the products through the new word, in its suggestions and on its results page.

const adminEn = messages('mf-admin', 'en');
const headerRu = messages('mf-header', 'ru');
const shopRu = messages('mf-shop', 'ru');

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: headerRu('search.open') }).click();
  const field = page.getByRole('banner').getByRole('combobox');
  await expect(field).toBeFocused();
  return field;
}

test('an admin adds a synonym, and the public search on that language finds the products through it', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Before: nothing is called "vintovaya" in the Russian catalogue.
  await page.goto('/ru/search?q=vintovaya');
  await expect(page.getByRole('main').getByText(shopRu('search.empty', { query: 'vintovaya' }))).toBeVisible();

  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: adminEn('dashboard.title') })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: adminEn('sections.searchSynonyms.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminEn('sections.searchSynonyms.title') })).toBeVisible();
  await page.getByRole('tab', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/search-synonyms\?lang=ru$/);
  await expect(page.getByText('vorota', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: adminEn('synonyms.new') }).click();
  const drawer = page.getByRole('dialog', { name: adminEn('synonyms.newTitle') });
  await expect(drawer.getByRole('combobox', { name: adminEn('synonyms.language') })).toBeVisible();
  await drawer.getByLabel(adminEn('synonyms.words')).fill('vintovaya, винтовая');
  await drawer.getByRole('button', { name: adminEn('common.save') }).click();
  await expect(page.getByText(adminEn('synonyms.saved', { words: 'vintovaya, винтовая' }))).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('table').getByText('vintovaya', { exact: true })).toBeVisible();
  // On a 360 px phone the screen fits the width, the group's buttons at hand.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: adminEn('common.editNamed', { name: 'vintovaya, винтовая' }) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The public search on /ru: the suggestions, then the results page, find the spiral staircases.
  const expected = await apiGet<Suggestion[]>(request, `/api/search/autosuggestion?query=${encodeURIComponent('vintovaya')}`, 'ru');
  expect(expected[0]?.name).toMatch(/^Винтовая лестница/);
  await page.goto('/ru/about');
  const field = await openSearch(page);
  await field.pressSequentially('vintovaya');
  await expect(page.getByRole('listbox').getByRole('option', { name: expected[0]!.name })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: headerRu('search.submit') }).click();
  await expect(page).toHaveURL(/\/ru\/search\?q=vintovaya$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: shopRu('search.titleFor', { query: 'vintovaya' }) })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: expected[0]!.name })).toBeVisible();
});
