import { expect, type Page } from '@playwright/test';

/**
 * Waits until the remotes have taken over the header and the main content the server rendered (their slots are no
 * longer marked data-rendered; the footer is taken over when it comes near the viewport). Presses made before are
 * kept and replayed (shell/public/early-clicks.js); what a press cannot carry, such as the pointer already resting
 * on a menu when its code arrives, needs the page live.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('#slot-header[data-rendered], #slot-main[data-rendered]')).toHaveCount(0);
}

/** Collects what the page logs as an error and what it throws: a hydration mismatch is logged as one. */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
