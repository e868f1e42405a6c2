// Issue 46, journey (a): a broken canary of one remote at 50 %. Visitors in the canary's cohort see the slot's
// fallback and their pages report it; the server rolls the canary back on its own; later visitors, and the same
// visitors after a navigation, get the stable version; the audit log and the Releases screen say so.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, workerFolders } from '../support/test.ts';
import { removeFolder } from '../support/shop-server.ts';
import { signInAsDemoAdmin, DEMO_ADMIN } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const adminEn = messages('mf-admin', 'en');
const commonEn = messages('shared', 'en');
const cartEn = messages('mf-cart', 'en');

/**
 * A team's working copy of mf-cart beside the workspace's (so its dependencies resolve as the workspace's do) whose
 * cart page throws as it renders in the browser (the server's render is left whole), built as `pnpm release --dir`
 * builds one, and put into the deploy folder as a version of its own.
 */
async function publishBrokenCart(deployDir: string): Promise<string> {
  const { pnpmAsync } = (await import(join(repoRoot, 'scripts', 'workspace.mjs'))) as { pnpmAsync: (label: string, args: string[], options?: { cwd?: string }) => Promise<number> };
  const workingCopy = join(repoRoot, `.broken-canary-${process.pid}`);
  cpSync(join(repoRoot, 'mf-cart'), workingCopy, { recursive: true, verbatimSymlinks: true, filter: (source) => !/[\\/](dist|\.cache)$/.test(source) });
  try {
    const page = join(workingCopy, 'src', 'features', 'cart', 'components', 'cart-page.tsx');
    const source = readFileSync(page, 'utf8');
    writeFileSync(page, source.replace('export function CartPage() {', "export function CartPage() {\n  if (typeof window !== 'undefined') throw new Error('The broken canary of the journey');"));
    expect(await pnpmAsync('broken canary', ['run', 'build'], { cwd: workingCopy }), 'the working copy builds').toBe(0);
    const version = `broken-${Date.now().toString(36)}`;
    cpSync(join(workingCopy, 'dist'), join(deployDir, 'remotes', 'mf-cart', version), { recursive: true });
    return version;
  } finally {
    removeFolder(workingCopy);
  }
}

interface Overview {
  remote: string;
  stable: { version: string } | null;
  canary: { version: string } | null;
}

/** A new visitor (no cookies) on the cart page: whether the cart came (stable) or its slot's fallback (canary). */
async function visitCart(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; canary: boolean }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/en/cart');
  const fallback = page.locator('#slot-main').getByRole('alert').filter({ hasText: commonEn('remoteUnavailable') });
  const heading = page.locator('#slot-main').getByRole('heading', { level: 1, name: cartEn('title') });
  await expect(fallback.or(heading).first()).toBeVisible();
  return { context, page, canary: await fallback.isVisible() };
}

test('a broken canary at 50 % is reported by its visitors and rolled back by the server on its own', async ({ browser, baseURL, request, context: adminContext, page: adminPage }) => {
  test.setTimeout(300_000);
  const { deployDir } = workerFolders();
  const version = await publishBrokenCart(deployDir);
  const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  const admin = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const manifest = `${baseURL}/remotes/mf-cart/${version}/mf-manifest.json`;
  expect((await request.post('/api/releases/mf-cart/versions/at', { headers: admin, data: { url: manifest } })).status()).toBe(201);
  const released = await request.post('/api/releases/mf-cart/release', { headers: admin, data: { version: manifest, share: 50 } });
  expect(released.ok(), await released.text()).toBe(true);
  const cart = async () => ((await (await request.get('/api/admin/releases', { headers: admin })).json()) as { data: Overview[] }).data.find((r) => r.remote === 'mf-cart')!;
  const stable = (await cart()).stable!.version;

  // Visitors until two are in the canary's cohort (and one is not): half of them, drawn at their first page.
  const visitors: Awaited<ReturnType<typeof visitCart>>[] = [];
  for (let i = 0; i < 30 && (visitors.filter((v) => v.canary).length < 2 || visitors.every((v) => v.canary)); i++) visitors.push(await visitCart(browser, baseURL!));
  const inCanary = visitors.filter((v) => v.canary);
  const inStable = visitors.filter((v) => !v.canary);
  expect(inCanary.length).toBeGreaterThanOrEqual(2);
  expect(inStable.length).toBeGreaterThanOrEqual(1);
  // A canary visitor keeps its version: each reload fails again, and the page reports each failed view (as it leaves),
  // until the server's canary watch has rolled the canary back, within a minute of the reports.
  const deadline = Date.now() + 90_000;
  while ((await cart()).canary) {
    expect(Date.now(), 'the broken canary is rolled back').toBeLessThan(deadline);
    for (const visitor of inCanary) {
      await visitor.page.reload();
      await expect(visitor.page.locator('#slot-main').getByRole('alert').or(visitor.page.locator('#slot-main').getByRole('heading', { level: 1 })).first()).toBeVisible();
    }
  }
  expect((await cart()).stable?.version).toBe(stable);

  // The same visitors at their next page, and a new one, get the stable cart.
  for (const visitor of [...inCanary, (await visitCart(browser, baseURL!))]) {
    await visitor.page.goto('/en/cart');
    await expect(visitor.page.locator('#slot-main').getByRole('heading', { level: 1, name: cartEn('title') })).toBeVisible();
    await expect(visitor.page.locator('#slot-main').getByRole('alert').filter({ hasText: commonEn('remoteUnavailable') })).toHaveCount(0);
  }
  for (const visitor of visitors) await visitor.context.close();

  // The audit log and the Releases screen say what happened, and who did it.
  await signInAsDemoAdmin(adminContext, request, baseURL!);
  await adminPage.goto('/en/admin/audit');
  await expect(adminPage.getByRole('heading', { level: 1, name: adminEn('sections.audit.title') })).toBeVisible();
  // The log's rows come after the admin's session is checked and its chunk loaded.
  await expect(adminPage.getByRole('cell', { name: 'canary watch' }).first()).toBeVisible();
  await expect(adminPage.getByText(new RegExp(`Rolled back the canary .*${version}.* of mf-cart \\(\\d+/\\d+ \\(100 %\\)`))).toBeVisible();
  await adminPage.goto('/en/admin/releases');
  await expect(adminPage.getByRole('heading', { level: 1, name: adminEn('sections.releases.title') })).toBeVisible();
  const card = adminPage.locator('.releases-remote').filter({ has: adminPage.getByRole('heading', { level: 2, name: 'mf-cart' }) });
  await expect(card.getByText(adminEn('releases.stableOnly'))).toBeVisible();
  const rollback = card.getByRole('row').filter({ hasText: adminEn('releases.actions.canary-rollback') }).first();
  await expect(rollback).toContainText(adminEn('releases.canaryWatch'));
  await expect(rollback).toContainText(version);
});
