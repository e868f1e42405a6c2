// The remote registry (DEPLOY_DIR/remotes.json) as the server's headers need it: the origins of remotes a team
// hosts elsewhere (its CDN or bucket), which the page's Content Security Policy must allow.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

let cached: { file: string; mtimeMs: number; origins: string[] } | undefined;

/** The origins of the registry's absolute manifest URLs (none for the remotes served from this origin). */
export function remoteOriginsOf(deployDir: string): string[] {
  const file = path.join(deployDir, 'remotes.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.origins;
  let origins: string[] = [];
  try {
    const registry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    origins = [
      ...new Set(
        Object.values(registry).flatMap((url) => {
          if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return [];
          return [new URL(url).origin];
        }),
      ),
    ];
  } catch {
    // A registry being rewritten (or broken) adds no origin; the shell reports its remotes' load errors itself.
  }
  cached = { file, mtimeMs, origins };
  return origins;
}
