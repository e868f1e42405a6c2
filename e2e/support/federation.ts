import type { Page } from '@playwright/test';
import { PAGE_SINGLETONS } from '../../shared/federation.mjs';

/** What a page must hold once (shared/federation.mjs): its share keys. */
export const SINGLETONS = Object.keys(PAGE_SINGLETONS);

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

interface Manifest {
  shared: ManifestShared[];
}

/**
 * For each shared library: the builds whose own copy of it the page downloaded, read from each build's public
 * manifest (mf-manifest.json): a copy counts when a file that only it needs (`sync`, listed for no other shared
 * library of that build) was requested.
 */
export async function downloadedCopies(page: Page, requested: readonly string[], libraries: readonly string[] = SINGLETONS): Promise<Record<string, string[]>> {
  const origin = new URL(page.url()).origin;
  const registry = (await (await page.request.get(`${origin}/remotes.json`)).json()) as Record<string, string>;
  const builds: Record<string, string> = { shell: '/mf-manifest.json', ...registry };
  const paths = new Set(requested.map((url) => new URL(url).href));
  const copies: Record<string, string[]> = Object.fromEntries(libraries.map((lib) => [lib, []]));
  for (const [build, manifestPath] of Object.entries(builds)) {
    const manifestUrl = new URL(manifestPath, origin);
    const manifest = (await (await page.request.get(manifestUrl.href)).json()) as Manifest;
    const listed = new Map<string, number>();
    for (const shared of manifest.shared) for (const file of shared.assets.js.sync) listed.set(file, (listed.get(file) ?? 0) + 1);
    for (const shared of manifest.shared) {
      if (!libraries.includes(shared.name)) continue;
      const own = shared.assets.js.sync.filter((file) => listed.get(file) === 1).map((file) => new URL(file, manifestUrl).href);
      if (own.some((file) => paths.has(file))) copies[shared.name]?.push(build);
    }
  }
  return copies;
}

/**
 * Counts the React renderers (copies of react-dom) that start in the page, through the hook React DOM announces
 * itself to (the one React's developer tools install): two would mean two Reacts. Call before the page loads.
 */
export async function countReactRenderers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let renderers = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++renderers,
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
    Object.defineProperty(window, '__reactRenderers', { get: () => renderers });
  });
  return () => page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
}
