/**
 * New releases reach open pages (spec sections 4 and 9): builds/latest.json is polled every hour; when it changed,
 * the next navigation is a full page load, so the visitor gets the new shell and remote registry.
 */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;
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

export function installBuildWatch(): { reloadIfOutdated: () => boolean } {
  let loadedId: string | null = null;
  let outdated = false;
  const check = async () => {
    const id = await currentBuildId();
    if (id === null) return;
    if (loadedId === null) loadedId = id;
    else if (id !== loadedId) outdated = true;
  };
  void check();
  setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
  return {
    /** Called when a navigation starts: loads the new URL in full when a newer build was published. */
    reloadIfOutdated: () => {
      if (!outdated) return false;
      window.location.reload();
      return true;
    },
  };
}
