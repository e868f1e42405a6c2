// A value made from a file the server reads per answer (the remote registry, the shell's page): made again only when
// the file's modification time changes, so a release is seen at the next answer without a restart, for one stat.
import { readFileSync, statSync } from 'node:fs';

/**
 * `parse` of the file's text, kept while its modification time stays the same. A missing or unreadable file (one
 * being replaced by a release) gives `fallback`, and is read again at the next call.
 */
export function readWhenChanged<T>(parse: (text: string) => T, fallback: T): (file: string) => T {
  let kept: { file: string; mtimeMs: number; value: T } | undefined;
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return fallback;
    }
    if (kept?.file === file && kept.mtimeMs === mtimeMs) return kept.value;
    let value: T;
    try {
      value = parse(readFileSync(file, 'utf8'));
    } catch {
      return fallback;
    }
    kept = { file, mtimeMs, value };
    return value;
  };
}
