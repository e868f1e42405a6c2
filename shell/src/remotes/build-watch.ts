/**
 * New releases and rollbacks reach open pages (spec sections 4 and 9; issues 32 and 46): /builds/latest.json names the
 * build the visitor gets (the shell and the visitor's registry, canary included). The page asks for it every minute
 * while its tab is shown (a conditional request: 304 and no body while nothing changed), when its tab becomes visible
 * again, and before a navigation when the last check is older than five minutes; once it changed, the next
 * navigation is a full page load, so the visitor gets the new shell and remote registry (a rollback included).
 */
export const BUILD_POLL_INTERVAL_MS = 60 * 1000;
/** A navigation later than this after the last check asks again first. */
export const BUILD_RECHECK_BEFORE_NAVIGATION_MS = 5 * 60 * 1000;
/** A tab shown again asks at most this often (switching tabs back and forth costs one small request a minute). */
export const BUILD_RECHECK_ON_VISIBLE_MS = 60 * 1000;
const BUILD_URL = '/builds/latest.json';

async function currentBuildId(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_URL, { cache: 'no-cache' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null; // offline or no build file: nothing to compare
  }
}

export interface BuildWatch {
  /** Whether a newer build was published than the page runs; asks first when the last check is older than five minutes. */
  newerBuildBeforeNavigation: () => Promise<boolean>;
}

export function installBuildWatch(): BuildWatch {
  let loadedId: string | null = null;
  let newer = false;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  const check = (): Promise<void> =>
    (checking ??= currentBuildId()
      .then((id) => {
        checkedAt = Date.now();
        if (id === null) return;
        if (loadedId === null) loadedId = id;
        else if (id !== loadedId) newer = true;
      })
      .finally(() => {
        checking = null;
      }));
  void check();
  // A hidden tab asks nothing: it asks when it is shown again.
  setInterval(() => {
    if (document.visibilityState === 'visible') void check();
  }, BUILD_POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - checkedAt >= BUILD_RECHECK_ON_VISIBLE_MS) void check();
  });
  return {
    newerBuildBeforeNavigation: async () => {
      // A check under way (the tab was just shown, or the minute's poll) answers this navigation too: without waiting
      // for it, a click right after the tab came back would still route on the client into the old build.
      if (checking) await checking;
      else if (!newer && Date.now() - checkedAt >= BUILD_RECHECK_BEFORE_NAVIGATION_MS) await check();
      return newer;
    },
  };
}
