// No package's code imports itself round a loop: a cycle makes a module's exports depend on the order it was first
// imported in, and makes a layer impossible to read on its own. dpdm follows each package's imports from its
// source files (type-only imports left out: they vanish at build time).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../shared/src/remotes.ts';

const root = join(import.meta.dirname, '..');
const PACKAGES = ['shell', ...REMOTE_NAMES, 'shared', 'api', 'scripts'];

/** The import cycles among the files of `glob` under `folder`, following only the folder's own files. */
async function cyclesIn(folder: string, glob: string): Promise<string[][]> {
  const own = new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);
  const tree = await parseDependencyTree(glob, { context: folder, transform: true, skipDynamicImports: false, include: own });
  return parseCircular(tree, true);
}

describe('import cycles', () => {
  it.each(PACKAGES)('%s has none', async (pkg) => {
    const glob = pkg === 'scripts' ? 'scripts/**/*.mjs' : `${pkg}/src/**/*.{ts,tsx}`;
    expect(await cyclesIn(root, glob)).toEqual([]);
  });

  it('names the files of a cycle', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-cycle-'));
    try {
      writeFileSync(join(folder, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(join(folder, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      expect((await cyclesIn(folder, `${folder}/*.ts`)).map((cycle) => cycle.toSorted())).toEqual([['a.ts', 'b.ts']]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
