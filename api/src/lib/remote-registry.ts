// The remote registry as the server's headers need it: the origins of remotes a team hosts elsewhere (its CDN or
// bucket), which the page's Content Security Policy must allow, stable and canary alike.
import type { RegistrySnapshot } from '../modules/releases/index.ts';

/** The origins of the registry's absolute manifest URLs (none for the remotes served from this origin). */
export function remoteOriginsOf(snapshot: RegistrySnapshot): string[] {
  const urls = snapshot.remotes.flatMap((r) => [r.stable?.manifestUrl, r.canary?.manifestUrl]);
  return [...new Set(urls.flatMap((url) => (url && /^https?:\/\//.test(url) ? [new URL(url).origin] : [])))];
}
