// The version of each remote the shop serves now, for the metrics. The one place the operations code reads the remote
// registry: today DEPLOY_DIR/remotes.json as scripts/publish.mjs writes it (Module Federation name -> manifest URL);
// where the registry lives elsewhere, only this function changes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ServedRemote {
  /** The remote's Module Federation name, as the registry names it (e.g. mf_header). */
  remote: string;
  /** The published version (`/remotes/<remote>/<version>/…`), or the whole URL of a remote hosted elsewhere. */
  version: string;
}

const VERSIONED = /^\/remotes\/[^/]+\/([^/]+)\//;

/** Every remote the registry serves and its version; none while there is no registry (nothing published yet). */
export async function servedRemoteVersions(deployDir: string): Promise<ServedRemote[]> {
  let registry: unknown;
  try {
    registry = JSON.parse(await readFile(path.join(deployDir, 'remotes.json'), 'utf8'));
  } catch {
    return [];
  }
  if (typeof registry !== 'object' || registry === null) return [];
  return Object.entries(registry).flatMap(([remote, url]) => (typeof url === 'string' ? [{ remote, version: VERSIONED.exec(url)?.[1] ?? url }] : []));
}
