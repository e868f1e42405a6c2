// The layout shifts of a page (Cumulative Layout Shift), as Chromium reports them: journeys expect none.
import type { Page } from '@playwright/test';
import { untilHydrated } from './hydration.ts';

/** Collects the layout shifts of the page (not caused by input) from the very start, as Chromium reports them. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) => {
          const src = s as { node?: Node | null; previousRect?: DOMRectReadOnly; currentRect?: DOMRectReadOnly };
          const where = src.previousRect && src.currentRect ? ` ${JSON.stringify(rect(src.previousRect))}->${JSON.stringify(rect(src.currentRect))}` : '';
          return src.node instanceof Element ? `${src.node.outerHTML.slice(0, 160)}${where}` : `${String(src.node?.nodeName)}${where}`;
        });
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  // Everything a visitor sees has arrived: the network is quiet, the remotes have taken the page over, and every
  // picture in view has loaded. A shift is reported with the frame that drew it, so two more frames are waited for.
  await page.waitForLoadState('networkidle');
  await untilHydrated(page);
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.width > 0;
      return !inView || image.complete;
    }),
  );
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}
