// The rendered variants on disk, bounded in size (issue 28, 1): when the files pass maxBytes, the least recently
// used are deleted. The index (lru-cache, by bytes) is this process's; it is rebuilt from the folder at start, so a
// restart loses nothing.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

export function createDiskCache(opts: { dir: string; maxBytes: number }) {
  /** Files evicted from the index, deleted before the call that evicted them returns. */
  const evicted: string[] = [];
  /** Sizes by file, least recently used first (a read or a write moves a file to the end). */
  const entries = new LRUCache<string, number>({
    maxSize: opts.maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, file, reason) => {
      if (reason === 'evict') evicted.push(file);
    },
  });
  let loaded: Promise<void> | null = null;

  async function deleteEvicted(): Promise<void> {
    for (const file of evicted.splice(0)) await rm(file, { force: true });
  }

  async function load(): Promise<void> {
    const files: Array<{ file: string; size: number; atime: number }> = [];
    const names = await readdir(opts.dir, { recursive: true }).catch(() => [] as string[]);
    for (const name of names) {
      if (!String(name).endsWith('.webp')) continue;
      const file = path.join(opts.dir, String(name));
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) files.push({ file, size: info.size, atime: info.mtimeMs });
    }
    for (const f of files.sort((a, b) => a.atime - b.atime)) entries.set(f.file, f.size);
    await deleteEvicted();
  }

  return {
    async get(file: string): Promise<Buffer | null> {
      loaded ??= load();
      await loaded;
      try {
        const body = await readFile(file);
        // A hit is the most recently used; a file the index did not know (written by another process) joins it.
        if (entries.get(file) === undefined) entries.set(file, body.length);
        await deleteEvicted();
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
      entries.set(file, body.length);
      await deleteEvicted();
    },
    size: () => entries.calculatedSize,
  };
}
