import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// The deploy folder the journey's server serves (see playwright.config.ts).
const deployDir = resolve(process.env.DEPLOY_DIR || join(import.meta.dirname, '..', '..', '.deploy'));
const registryFile = join(deployDir, 'remotes.json');
const latestFile = join(deployDir, 'builds', 'latest.json');

test.describe.configure({ mode: 'serial' });

test('a release of one remote reaches an open page at its next navigation, without rebuilding the shell', async ({ page }) => {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
  const latest = readFileSync(latestFile, 'utf8');
  const current = /\/remotes\/mf-cart\/([^/]+)\//.exec(registry.mf_cart ?? '')?.[1];
  if (!current) throw new Error('The registry has no mf-cart');
  const released = `${current}-e2e`;
  await page.clock.install();
  await page.goto('/en/products');
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');

  // Publish mf-cart as a new version the way the release command does: a new versioned folder, the registry
  // switched to it, and a new builds/latest.json. The shell is untouched.
  cpSync(join(deployDir, 'remotes', 'mf-cart', current), join(deployDir, 'remotes', 'mf-cart', released), { recursive: true });
  try {
    writeFileSync(registryFile, JSON.stringify({ ...registry, mf_cart: `/remotes/mf-cart/${released}/mf-manifest.json` }));
    writeFileSync(latestFile, JSON.stringify({ id: `release-${Date.now()}`, changes: { 'mf-cart': released } }));

    const fromNewRelease: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/remotes/mf-cart/${released}/`)) fromNewRelease.push(request.url());
    });
    let loads = 0;
    page.on('load', () => loads++);

    // The page polls builds/latest.json every hour.
    await page.clock.runFor('01:00:05');
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
    expect(loads).toBe(1); // the navigation was a full page load
    expect(fromNewRelease.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
  } finally {
    writeFileSync(registryFile, JSON.stringify(registry, null, 2));
    writeFileSync(latestFile, latest);
    rmSync(join(deployDir, 'remotes', 'mf-cart', released), { recursive: true, force: true });
  }
});

test('a remote built for shared libraries the page cannot give it shows a clear fallback, not a blank slot', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // mf-cart's manifest claims a React the page does not run.
  await page.route(/\/remotes\/mf-cart\/[^/]+\/mf-manifest\.json$/, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { shared: { name: string; requiredVersion?: string }[] };
    for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/en/products');
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const fallback = page.locator('#slot-main [role="alert"][data-reason="version-skew"]');
  await expect(fallback).toContainText('released for another version of the site');
  expect(errors.some((e) => /version-skew/.test(e) && /react: needs \^99\.0\.0/.test(e))).toBe(true);
  await expect(page.locator('#slot-header')).toHaveAttribute('data-remote', 'mf-header');
});
