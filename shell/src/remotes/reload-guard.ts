/**
 * Chunk and remote load errors (spec sections 4 and 8): the page reloads once to pick up a fresh build, keeping
 * its saved state (cart and scroll positions live in storage); a 10-second guard stops reload loops. When loading
 * fails again within the guard, the caller shows a fallback instead.
 */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'shell.chunk-error-reload-at';

/** Pure rule: reload unless the last reload for a load error happened within the guard. */
export function shouldReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt >= guardMs || now < lastReloadAt;
}

function lastReloadAt(): number | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Reloads the page once for a load error; returns false when the guard forbids it (the caller shows a fallback). */
export function reloadForLoadError(reason: unknown): boolean {
  const now = Date.now();
  if (!shouldReload(now, lastReloadAt())) return false;
  sessionStorage.setItem(STORAGE_KEY, String(now));
  console.warn('[shell] A part of the page could not be loaded; reloading once to get the current build.', reason);
  window.dispatchEvent(new Event('pagehide')); // lets the scroll positions be saved first
  window.location.reload();
  return true;
}

/** Errors of loading code: webpack/rspack chunk errors and failed dynamic imports of remote code. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(error.message);
}

/** The visitor asked to try again: their reload is not a loop. */
export function clearReloadGuard(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
