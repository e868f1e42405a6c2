import type { Page } from '@playwright/test';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

interface Manifest {
  shared: ManifestShared[];
}

/** For each shared library: which builds' copies of it the page downloaded (by each build's manifest). */
export async function downloadedCopies(page: Page, requested: readonly string[], libraries: readonly string[]): Promise<Record<string, string[]>> {
  const origin = new URL(page.url()).origin;
  const registry = (await (await page.request.get(`${origin}/remotes.json`)).json()) as Record<string, string>;
  const builds: Record<string, string> = { shell: '/mf-manifest.json', ...registry };
  const copies: Record<string, string[]> = Object.fromEntries(libraries.map((lib) => [lib, []]));
  for (const [build, manifestPath] of Object.entries(builds)) {
    const manifestUrl = new URL(manifestPath, origin);
    const manifest = (await (await page.request.get(manifestUrl.href)).json()) as Manifest;
    for (const shared of manifest.shared) {
      if (!libraries.includes(shared.name)) continue;
      const files = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => new URL(file, manifestUrl).pathname);
      if (files.some((file) => requested.some((url) => new URL(url).pathname === file))) copies[shared.name]?.push(build);
    }
  }
  return copies;
}

/** Module Federation's own registry of the page: every provider of each shared library that was loaded. */
export async function loadedProviders(page: Page, libraries: readonly string[]): Promise<Record<string, string[]>> {
  return page.evaluate((libs) => {
    type ShareInfo = { from: string; loaded?: boolean; version: string };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = Object.fromEntries(libs.map((lib) => [lib, [] as string[]]));
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const lib of libs) {
          for (const [version, info] of Object.entries(packages[lib] ?? {})) {
            const provider = `${info.from}@${version}`;
            if (info.loaded && !result[lib]?.includes(provider)) result[lib]?.push(provider);
          }
        }
      }
    }
    return result;
  }, libraries as string[]);
}
