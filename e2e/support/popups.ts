import { expect, type Locator } from '@playwright/test';

/**
 * Clicks an item of a popup that has just opened (an antd Select's option, a Dropdown's menu item) once the page's
 * animations have ended. antd holds a popup at its first animation frame (scaled down) for a frame or two before the
 * animation runs, so Playwright can find the item stable there and click where it is about to leave: the click is then
 * lost (the list stays open, nothing chosen). The Web Animations API lists the running and not yet started CSS
 * animations; endless ones (a spinner) are left out, and a wait of 5 s at most keeps a stuck one from hanging the test.
 */
export async function clickWhenSettled(item: Locator): Promise<void> {
  await expect(item).toBeVisible();
  await item.page().evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  await item.click();
}
