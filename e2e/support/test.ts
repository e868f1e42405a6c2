// The journeys' `test`: Playwright's, with a shop of the worker's own (support/shop-server.ts) as the base URL.
// Every journey imports `test` and `expect` from here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { copyDeployFolder, copyFolder, removeFolder, startShop, type ShopServer } from './shop-server.ts';

export { expect } from '@playwright/test';

export const test = base.extend<object, { shop: ShopServer }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const templateDir = process.env.E2E_TEMPLATE_DIR;
      if (!templateDir) throw new Error('E2E_TEMPLATE_DIR is not set: run the journeys through playwright.config.ts (global-setup.ts)');
      const { dataDir, deployDir } = workerFolders();
      copyFolder(templateDir, dataDir);
      copyDeployFolder(process.env.E2E_SOURCE_DEPLOY_DIR!, deployDir);
      const shop = await startShop({ dataDir, deployDir });
      await use(shop);
      await shop.stop();
      removeFolder(join(dataDir, '..'));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});

/**
 * The folders of this worker's shop, named in its environment (E2E_DATA_DIR, DEPLOY_DIR) when the worker starts
 * (playwright.config.ts calls this in every worker): journeys read the mails its server writes, and release into its
 * deploy folder, from there.
 */
export function workerFolders(): { dataDir: string; deployDir: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  const deployDir = process.env.DEPLOY_DIR;
  if (!dataDir || !deployDir) throw new Error('The worker has no folders: playwright.config.ts names them');
  return { dataDir, deployDir };
}

/** Called by playwright.config.ts in each worker process, before any journey file is loaded. */
export function nameWorkerFolders(): void {
  if (process.env.E2E_WORKER_ROOT) return;
  const root = mkdtempSync(join(tmpdir(), 'shop-e2e-worker-'));
  process.env.E2E_WORKER_ROOT = root;
  process.env.E2E_SOURCE_DEPLOY_DIR = process.env.DEPLOY_DIR || join(import.meta.dirname, '..', '..', '.deploy');
  process.env.E2E_DATA_DIR = join(root, 'data');
  process.env.DEPLOY_DIR = join(root, 'deploy');
}
