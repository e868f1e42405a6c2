// The remote registry (DEPLOY_DIR/remotes.json) as the server's headers need it: the origins of remotes a team
// hosts elsewhere (its CDN or bucket), which the page's Content Security Policy must allow.
import path from 'node:path';
import { readWhenChanged } from './file-when-changed.ts';

/** The origins of the registry's absolute manifest URLs (none for the remotes served from this origin). */
function originsIn(text: string): string[] {
  const registry = JSON.parse(text) as Record<string, unknown>;
  return [
    ...new Set(
      Object.values(registry).flatMap((url) => {
        if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return [];
        return [new URL(url).origin];
      }),
    ),
  ];
}

// A registry being rewritten (or broken) adds no origin; the shell reports its remotes' load errors itself.
const originsOfFile = readWhenChanged(originsIn, []);

/** The origins of remotes the registry (DEPLOY_DIR/remotes.json) names on other origins, read again when it changes. */
export const remoteOriginsOf = (deployDir: string): string[] => originsOfFile(path.join(deployDir, 'remotes.json'));
