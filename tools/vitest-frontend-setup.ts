// jsdom lacks a few browser APIs antd relies on; these are the browser's behaviours, not mocks of our code.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// Most frontend files share their worker's window with the files before and after them (vitest.config.ts): each leaves
// it as a new page would find it, without its elements or a fake clock.
afterAll(() => {
  const fakeClockLeft = vi.isFakeTimers();
  vi.useRealTimers();
  document.body.replaceChildren();
  if (fakeClockLeft) throw new Error('This file left fake timers on: restore the real ones in its afterAll (vi.useRealTimers())');
});

// How long findBy/waitFor wait for what a visitor then sees. A data router shows the next page in one transition
// render once its loaders are done; in jsdom on a busy machine that render took seconds (a checkout step: a saved form,
// a page chunk and its loaders took over 5 s while two test files and a build shared two cores). A limit for a slow
// machine, not a budget: a test passes as soon as the page is there.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserver }).ResizeObserver = ResizeObserver;
}
