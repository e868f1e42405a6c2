import type { Page } from '@playwright/test';

/**
 * Resolves once the test has seen every request the page sent before the call: the page sends one more request of
 * its own, and the test waits for it, since Chromium reports a page's requests in the order they were sent. What a
 * journey needs to assert that something was NOT asked for, without sleeping.
 */
export async function seenRequestsSoFar(page: Page): Promise<void> {
  const marker = `/api/health?seen=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((url) => fetch(url).then(() => undefined), marker)]);
}
