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
