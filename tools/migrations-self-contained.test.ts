// A migration runs once per database, possibly years after it was written: what it creates and fills must not change
// when live code changes (issue 51, 2). So a migration imports only kysely, Node's built-ins and files inside the
// migrations folder (its frozen copies in migrations/frozen/), never a module of the application.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = join(import.meta.dirname, '..', 'api', 'src', 'db', 'migrations');
const PACKAGES = new Set(['kysely']);

/** Every import of the folder's .ts files (static, type-only, dynamic, re-exports) that reaches outside it. */
function liveImports(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts')) continue;
    const file = join(folder, name);
    for (const { fileName: spec } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (spec.startsWith('node:') || PACKAGES.has(spec)) continue;
      const inside = spec.startsWith('.') && resolve(dirname(file), spec).startsWith(folder + sep);
      if (!inside) found.push(`${relative(folder, file)} imports ${spec}`);
    }
  }
  return found.sort();
}

describe('migrations', () => {
  it('import no live code', () => {
    expect(liveImports(MIGRATIONS)).toEqual([]);
  });

  it('names a migration that imports a module outside the folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'migrations-'));
    const folder = join(root, 'migrations');
    try {
      writeFileSync(join(root, 'live.ts'), 'export const fold = (s: string) => s;\n');
      mkdirSync(join(folder, 'frozen'), { recursive: true });
      writeFileSync(join(folder, 'frozen', 'fold.ts'), 'export const fold = (s: string) => s;\n');
      writeFileSync(
        join(folder, '0001_ok.ts'),
        "import type { Kysely } from 'kysely';\nimport { join } from 'node:path';\nimport { fold } from './frozen/fold.ts';\nexport const up = (db: Kysely<unknown>) => [db, join, fold];\n",
      );
      writeFileSync(join(folder, '0002_live.ts'), "import { fold } from '../live.ts';\nexport const up = () => fold('');\n");
      writeFileSync(join(folder, '0003_types.ts'), "import type { Database } from '@shop/api/schema';\nexport type D = Database;\n");
      writeFileSync(join(folder, '0004_lazy.ts'), "export const up = () => import('../live.ts');\n");
      writeFileSync(join(folder, 'frozen', 'escape.ts'), "export { fold } from '../../live.ts';\n");
      expect(liveImports(folder)).toEqual([
        '0002_live.ts imports ../live.ts',
        '0003_types.ts imports @shop/api/schema',
        '0004_lazy.ts imports ../live.ts',
        `${join('frozen', 'escape.ts')} imports ../../live.ts`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
