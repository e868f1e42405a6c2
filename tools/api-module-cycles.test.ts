// The API's modules (api/src/modules/*) depend on each other one way (decision 0119). A cycle between two modules can
// hide behind files that form no cycle (cart/service.ts -> orders/search.ts while orders/service.ts -> cart/x.ts), so
// this check joins each module's files into one node. Unlike the file-level check it counts type-only imports too:
// a type one module borrows from another that imports it back is a loop a reader has to follow all the same.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseCircular, parseDependencyTree, type Dependency } from 'dpdm';
import { describe, expect, it } from 'vitest';

const modules = join(import.meta.dirname, '..', 'api', 'src', 'modules');

/** The cycles among the modules (the first-level folders) of `folder`, each as the names of its modules. */
async function moduleCycles(folder: string): Promise<string[][]> {
  const own = new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);
  const files = await parseDependencyTree(`${folder}/**/*.ts`, { context: folder, transform: false, skipDynamicImports: false, include: own });
  const moduleOf = (file: string) => file.split('/')[0] ?? file;
  const graph: Record<string, Dependency[]> = {};
  for (const [file, imports] of Object.entries(files)) {
    const from = moduleOf(file);
    const edges = (graph[from] ??= []);
    for (const dependency of imports ?? []) {
      const to = dependency.id && !dependency.id.startsWith('..') ? moduleOf(dependency.id) : null;
      if (to && to !== from && !edges.some((edge) => edge.id === to)) edges.push({ ...dependency, issuer: from, id: to });
    }
  }
  return parseCircular(graph, true);
}

/** The module cycles of a throwaway modules folder holding these files (paths relative to it), each sorted. */
async function cyclesOf(files: Record<string, string>): Promise<string[][]> {
  const folder = mkdtempSync(join(tmpdir(), 'module-cycle-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), text);
    }
    return (await moduleCycles(folder)).map((cycle) => cycle.toSorted());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('API module cycles', () => {
  it('no module imports, even for a type, a module that imports it', async () => {
    expect(await moduleCycles(modules)).toEqual([]);
  });

  it('names the modules of a cycle that no two files form', async () => {
    const cycles = await cyclesOf({
      'cart/service.ts': "import { search } from '../orders/search.ts';\nexport const cart = () => search;\n",
      'orders/search.ts': "import { keys } from '../site/keys.ts';\nexport const search = () => keys;\n",
      'orders/service.ts': "import { cart } from '../cart/service.ts';\nexport const orders = () => cart;\n",
      'site/keys.ts': 'export const keys = 1;\n',
    });
    expect(cycles).toEqual([['cart', 'orders']]);
  });

  it('counts a type-only import that closes a cycle', async () => {
    const cycles = await cyclesOf({
      'mail/order-mails.ts': "import { transfer } from '../orders/bank-transfer.ts';\nexport const queueOrderMails = () => transfer;\n",
      'orders/bank-transfer.ts': 'export const transfer = 1;\n',
      // Gone at build time, yet a loop a reader follows: orders would name mail's function as mail reads orders.
      'orders/service.ts': "import type { queueOrderMails } from '../mail/order-mails.ts';\nexport type Mails = typeof queueOrderMails;\n",
    });
    expect(cycles).toEqual([['mail', 'orders']]);
  });
});
