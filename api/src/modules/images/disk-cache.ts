// The rendered variants on disk, bounded in size (issue 28, 1): when the files pass maxBytes, the least recently
// used are deleted. The index is this process's; it is rebuilt from the folder at start, so a restart loses nothing.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function createDiskCache(opts: { dir: string; maxBytes: number }) {
  /** Files by path, in least-recently-used order (a Map keeps insertion order; a hit moves the entry to the end). */
  const entries = new Map<string, number>();
  let total = 0;
  let loaded: Promise<void> | null = null;

  async function load(): Promise<void> {
    const files: Array<{ file: string; size: number; atime: number }> = [];
    const names = await readdir(opts.dir, { recursive: true }).catch(() => [] as string[]);
    for (const name of names) {
      if (!String(name).endsWith('.webp')) continue;
      const file = path.join(opts.dir, String(name));
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) files.push({ file, size: info.size, atime: info.mtimeMs });
    }
    for (const f of files.sort((a, b) => a.atime - b.atime)) {
      entries.set(f.file, f.size);
      total += f.size;
    }
  }

  async function evict(): Promise<void> {
    for (const [file, size] of entries) {
      if (total <= opts.maxBytes) break;
      entries.delete(file);
      total -= size;
      await rm(file, { force: true });
    }
  }

  return {
    async get(file: string): Promise<Buffer | null> {
      loaded ??= load();
      await loaded;
      try {
        const body = await readFile(file);
        const size = entries.get(file);
        entries.delete(file);
        entries.set(file, size ?? body.length);
        if (size === undefined) total += body.length;
        return body;
      } catch {
        return null;
      }
    },
    async put(file: string, body: Buffer): Promise<void> {
      loaded ??= load();
      await loaded;
      // A variant larger than the whole cache is served but not kept.
      if (body.length > opts.maxBytes) return;
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      total -= entries.get(file) ?? 0;
      entries.delete(file);
      entries.set(file, body.length);
      total += body.length;
      await evict();
    },
    size: () => total,
  };
}
