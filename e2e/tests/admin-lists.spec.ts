import { expect, test } from '../support/test.ts';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ADMIN, fillAdminSignIn } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

// Issue 29: the users, posts and audit lists are searched, filtered and sorted with their state in the address, so a
// reload keeps it and Back returns to the list before; an administrator resets the two-factor sign-in of a user who
// lost their phone.

const en = messages('mf-admin', 'en');

test('the users list keeps its search and filter through a reload and Back; an administrator resets a lost phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const team = `listy${stamp}`;
  const password = 'juniper harbour pebble lantern';

  // Two editors of a team (one of them disabled, one with two-factor sign-in), made through the API.
  const { token } = (await (await request.post('/api/auth/login', { data: DEMO_ADMIN })).json()) as { token: string };
  const admin = { Authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (const name of ['Lea', 'Ivo']) {
    const res = await request.post('/api/admin/users', { headers: admin, data: { email: `${name.toLowerCase()}.${team}@example.com`, name: `${name} ${team}`, role: 'editor', password } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  expect((await request.put(`/api/admin/users/${ids[1]}`, { headers: admin, data: { name: `Ivo ${team}`, role: 'editor', disabled: true } })).ok()).toBe(true);
  const lea = { Authorization: `Bearer ${((await (await request.post('/api/auth/login', { data: { email: `lea.${team}@example.com`, password } })).json()) as { token: string }).token}` };
  const { secret } = (await (await request.post('/admin/auth/two-factor/setup', { headers: lea })).json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await request.post('/admin/auth/two-factor/confirm', { headers: lea, data: { code } })).ok()).toBe(true);

  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
  await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: en('sections.users.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('sections.users.title') })).toBeVisible();

  const leaRow = page.getByRole('row').filter({ hasText: `lea.${team}@example.com` });
  const ivoRow = page.getByRole('row').filter({ hasText: `ivo.${team}@example.com` });
  await page.getByRole('searchbox', { name: en('users.search') }).fill(team);
  await page.getByRole('searchbox', { name: en('users.search') }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/admin/users\\?q=${team}$`));
  await expect(leaRow).toBeVisible();
  await expect(ivoRow).toBeVisible();
  await expect(page.getByText(en('users.total', { count: '2' }))).toBeVisible();

  // The disabled accounts alone; a reload keeps the search and the filter.
  await page.getByRole('combobox', { name: en('users.filterState') }).click();
  await page.getByTitle(en('users.disabled'), { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/users\\?q=${team}&state=disabled$`));
  await expect(ivoRow).toBeVisible();
  await expect(leaRow).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('sections.users.title') })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: en('users.search') })).toHaveValue(team);
  await expect(ivoRow).toBeVisible();
  await expect(leaRow).toHaveCount(0);

  // Back: the search alone again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en/admin/users\\?q=${team}$`));
  await expect(leaRow).toBeVisible();
  await expect(ivoRow).toBeVisible();

  // Lea lost her phone: the administrator resets her two-factor sign-in, after a confirmation.
  await expect(leaRow.getByText(en('users.twoFactorOn'), { exact: true })).toBeVisible();
  await leaRow.getByRole('button', { name: en('users.resetTwoFactorOf', { email: `lea.${team}@example.com` }) }).click();
  await expect(page.getByText(en('users.resetTwoFactorHint'))).toBeVisible();
  await page.getByRole('button', { name: en('users.resetTwoFactor'), exact: true }).click();
  await expect(page.getByText(en('users.twoFactorResetDone', { email: `lea.${team}@example.com` }))).toBeVisible();
  await expect(leaRow.getByText(en('users.twoFactorOff'), { exact: true })).toBeVisible();
  // Her session ended; her password alone signs her in again.
  expect((await request.get('/admin/auth/me', { headers: lea })).status()).toBe(401);
  const again = await request.post('/api/auth/login', { data: { email: `lea.${team}@example.com`, password } });
  expect(((await again.json()) as { token?: string }).token).toBeTruthy();
});

test('the posts list is searched without diacritics and sorted by title; the audit log is searched; reload and Back keep both', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = `zq${Date.now().toString(36)}`;
  const { token } = (await (await request.post('/api/auth/login', { data: DEMO_ADMIN })).json()) as { token: string };
  const admin = { Authorization: `Bearer ${token}` };
  // Three Slovak-only news, the newest dated first: Čerešňa (2025), Agát (2024), Brána (2023).
  const titles = { cherry: `Čerešňa ${stamp}`, acacia: `Agát ${stamp}`, gate: `Brána ${stamp}` };
  for (const [title, date] of [
    [titles.gate, '2023-02-01'],
    [titles.acacia, '2024-02-01'],
    [titles.cherry, '2025-02-01'],
  ] as const) {
    const empty = { title: '', slug: '', perex: '', body_html: '' };
    const res = await request.post('/api/admin/posts', {
      headers: admin,
      data: { kind: 'article', published: true, published_at: date, cover_path: null, translations: { sk: { ...empty, title, perex: 'Úvod' }, en: empty, hu: empty, sr: empty, ru: empty } },
    });
    expect(res.status()).toBe(201);
  }

  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
  await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: en('sections.posts.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('sections.posts.title') })).toBeVisible();

  const search = page.getByRole('searchbox', { name: en('posts.search') });
  const rows = page.getByRole('row').filter({ hasText: stamp });
  const order = async (expected: string[]) => {
    await expect(rows).toHaveCount(expected.length);
    for (const [i, title] of expected.entries()) await expect(rows.nth(i)).toContainText(title);
  };
  // The stamp finds the three, newest first (the list's own order).
  await search.fill(stamp);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/admin/posts\\?q=${stamp}$`));
  await order([titles.cherry, titles.acacia, titles.gate]);

  // By title, A to Z: Č among the C's, after B.
  await page.getByRole('columnheader', { name: en('posts.title') }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/posts\\?q=${stamp}&sort=title$`));
  await order([titles.acacia, titles.gate, titles.cherry]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('sections.posts.title') })).toBeVisible();
  await expect(search).toHaveValue(stamp);
  await order([titles.acacia, titles.gate, titles.cherry]);

  // Typed without diacritics and in capitals, the cherry alone.
  await search.fill(`CERESNA ${stamp}`);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/admin/posts\\?q=CERESNA\\+${stamp}&sort=title$`));
  await order([titles.cherry]);

  // Back: the three by title again, the field showing the address's search.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en/admin/posts\\?q=${stamp}&sort=title$`));
  await expect(search).toHaveValue(stamp);
  await order([titles.acacia, titles.gate, titles.cherry]);

  // The audit log: the gate's creation found by its name typed without diacritics; a reload keeps the search, the
  // entity filter joins it, Back leaves the search alone.
  await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: en('sections.audit.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('sections.audit.title') })).toBeVisible();
  const auditSearch = page.getByRole('searchbox', { name: en('audit.search') });
  const entries = page.getByRole('row').filter({ hasText: stamp });
  await auditSearch.fill(`brana ${stamp}`);
  await auditSearch.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/admin/audit\\?q=brana\\+${stamp}$`));
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(titles.gate);
  await expect(page.getByText(en('audit.total', { count: '1' }))).toBeVisible();
  await page.reload();
  await expect(auditSearch).toHaveValue(`brana ${stamp}`);
  await expect(entries).toHaveCount(1);
  await page.getByRole('combobox', { name: en('audit.filter') }).click();
  await page.getByTitle(en('audit.entities.user'), { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/audit\\?q=brana\\+${stamp}&entity=user$`));
  await expect(page.getByText(en('audit.noMatch'))).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en/admin/audit\\?q=brana\\+${stamp}$`));
  await expect(entries).toHaveCount(1);
  // Cleared, the whole log is back with the three creations among it.
  await page.getByRole('button', { name: en('common.clearSearch') }).click();
  await expect(page).toHaveURL(/\/en\/admin\/audit$/);
  await expect(entries).toHaveCount(3);
});
