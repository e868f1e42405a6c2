// Once per run: a data folder the production server has migrated and seeded (the demo catalogue and admin), which
// every worker's shop copies (support/test.ts) instead of seeding its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeFolder, repoRoot, startShop } from './support/shop-server.ts';

export default async function globalSetup(): Promise<() => void> {
  const templateDir = mkdtempSync(join(tmpdir(), 'shop-e2e-template-'));
  const shop = await startShop({ dataDir: templateDir, deployDir: process.env.DEPLOY_DIR || join(repoRoot, '.deploy') });
  await shop.stop();
  // Read by the workers, which inherit the runner's environment.
  process.env.E2E_TEMPLATE_DIR = templateDir;
  return () => removeFolder(templateDir);
}
