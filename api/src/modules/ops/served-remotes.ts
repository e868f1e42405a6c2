// The version of each remote the shop serves now, for the metrics: the registry's stable version and its canary
// (modules/releases), labelled as the registry names them.
import type { RegistrySnapshot } from '../releases/index.ts';

export interface ServedRemote {
  /** The remote's Module Federation name, as the registry names it (e.g. mf_header). */
  remote: string;
  /** The published version (a folder of `/remotes/<remote>/`), or the whole URL of a remote hosted elsewhere. */
  version: string;
}

/** Every version the registry serves (the stable one and a canary); none while nothing is published. */
export function servedRemoteVersions(snapshot: RegistrySnapshot): ServedRemote[] {
  return snapshot.remotes.flatMap((r) => [r.stable, r.canary].flatMap((v) => (v ? [{ remote: r.federationName, version: v.version }] : [])));
}
