import type { Page } from '@playwright/test';

/**
 * The page as a visitor with data saver on has it: no link prefetch (shell/src/remotes/link-prefetch.ts), so the code
 * and data of the next pages are fetched by the click, where a test can weigh them or hold them back.
 */
export async function withoutPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
}
