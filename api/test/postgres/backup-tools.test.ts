// A backup of a PostgreSQL shop needs pg_dump: where it is not installed, the command says what to install and
// leaves no file behind (the round trip itself is in ../backup.test.ts, run on PostgreSQL by this project).
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestContext } from '../helpers.ts';
import { runCli, serverEnv } from '../server-process.ts';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  if (!TEST_DATABASE_URL) throw new Error('test/postgres/ runs in the api-postgres project, with TEST_DATABASE_URL set');
  t = await createTestApp({ products: 5 });
  dir = mkdtempSync(path.join(tmpdir(), 'shop-backup-tools-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('says what to install when pg_dump is not there', async () => {
  // A PATH with node alone.
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, path.join(bin, 'node'));
  const file = path.join(dir, 'no-pg-dump.tar.gz');
  const res = await runCli(['backup', '--to', file], { ...serverEnv(t, { LOG_LEVEL: 'silent' }), PATH: bin });
  expect(res.code).toBe(1);
  expect(res.stderr).toContain('pg_dump is not installed');
  expect(res.stderr).toContain('postgresql-client');
  expect(existsSync(file)).toBe(false);
});
