/**
 * Runs `task` when the main thread is idle, and at the latest after `timeoutMs`: for work that must not compete with
 * what the visitor waits for (a first render, a navigation). Without requestIdleCallback (Safari), after a delay.
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, Math.min(timeoutMs, 1_000));
}

/** Runs `task` once the page has loaded (its first render and its images) and then the main thread is idle. */
export function afterLoadWhenIdle(task: () => void, timeoutMs = 3_000): void {
  const idle = () => whenIdle(task, timeoutMs);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser can (scheduler.yield,
 * Chromium 129+), else after a zero-delay timer: for long chains of promise callbacks (a remote's code arriving,
 * evaluating, mounting) that would otherwise run as one task and hold back the visitor's first taps.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
