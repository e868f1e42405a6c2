import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// The frontend tests' API server listens on a port of this run (two runs at once must not share a server);
// the global setup (tools/vitest-frontend-api.ts) reads it from the environment of this process.
const apiPort = Number(process.env.FRONTEND_TEST_API_PORT ?? 18000 + (process.pid % 1000));
process.env.FRONTEND_TEST_API_PORT = String(apiPort);
// The test API's signing key, known to the tests so they can make an expired token (the client's refresh-and-retry).
process.env.FRONTEND_TEST_JWT_SECRET ??= `frontend-test-secret-${randomBytes(24).toString('hex')}`;

// With TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres), the API suite
// runs a second time on PostgreSQL, a fresh database per test app (api/test/helpers.ts), plus the tests of several
// instances over one database (api/test/postgres/). scripts/test.mjs sets it when the server answers.
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const apiOnPostgres = {
  test: {
    name: 'api-postgres',
    root: './api',
    environment: 'node' as const,
    pool: 'forks' as const,
    // As the SQLite half (api/vitest.config.ts): the files of a worker share the loaded server code.
    isolate: false,
    // A fresh PostgreSQL database is copied from the run's seeded template (test/helpers.ts) in each file's beforeAll,
    // and inside the tests that build an app of their own (mail, cluster).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    include: ['test/**/*.test.ts'],
    // What does not touch the database (configuration, SQLite's statement cache, image files) runs once, on SQLite.
    exclude: ['test/config.test.ts', 'test/db-connection.test.ts', 'test/images.test.ts'],
    env: { TEST_DATABASE_URL: postgresUrl ?? '' },
  },
};

/**
 * Pure logic of the frontends (formatting, routes, texts, list helpers): plain Node, no DOM and no server, so each
 * file starts in a moment. A test that needs a page or the API belongs to `frontend`.
 */
const UNIT_TESTS = [
  'shared/src/{business-ids,countries,federation,format-date,format-number,languages}.test.ts',
  'shared/src/routing/**/*.test.ts',
  'shared/src/i18n/**/*.test.ts',
  'mf-*/src/lib/**/*.test.ts',
  'mf-admin/src/components/lang-tabs.test.ts',
  'shell/src/error-page/**/*.test.ts',
  'shell/src/remotes/{reload-guard,shared-loading-plugin}.test.ts',
];

const FRONTEND_TESTS = ['shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'];

/**
 * Frontend tests of what a page's modules hold once per page load (single-spa started, axios loaded on the first call,
 * the route-code registry, answers fetched ahead, antd's locale, the answers a server render hands to the page): each file needs a fresh copy of
 * the modules, as a new page has. The other frontend files share a worker's loaded modules (`isolate: false`), which
 * spares each file importing React, antd and the remotes again.
 */
const FRESH_MODULE_TESTS = [
  'shared/src/react/{route-data,antd-scope,lazy-page,page-location}.test.tsx',
  'shared/src/api/category.test.ts',
  'shared/src/runtime/api-client-loading.test.ts',
  '{mf-*,shell}/src/**/render.server.test.tsx',
  'mf-catalog/src/features/product/product-page.test.tsx',
  'mf-catalog/src/features/products/products-page.test.tsx',
];

/** The remotes and the shell in jsdom, with their real providers, against one real API server of the run. */
function frontend(name: string, files: { include: string[]; exclude: string[]; isolate: boolean }) {
  return {
    test: {
      name,
      ...files,
      environment: 'jsdom' as const,
      // Same origin as the real API server started by the global setup (tools/vitest-frontend-api.ts).
      environmentOptions: { jsdom: { url: `http://127.0.0.1:${apiPort}/` } },
      // Both frontend projects use the one server: the setup starts it for whichever project comes first.
      globalSetup: ['./tools/vitest-frontend-api.ts'],
      setupFiles: ['./tools/vitest-frontend-setup.ts'],
      testTimeout: 20_000,
      pool: 'forks' as const,
    },
  };
}

// One test run over the workspace: API integration tests in node, remotes and shell in jsdom, pure logic in node.
export default defineConfig({
  test: {
    // Test files at once. Vitest's default (the cores less one) is a single file at a time on a 2-core machine,
    // where most of a file's time is spent waiting for its database, its server or its imports.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      'api',
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { test: { name: 'unit', include: UNIT_TESTS, environment: 'node' } },
      ...(postgresUrl ? [apiOnPostgres] : []),
      frontend('frontend', { include: FRONTEND_TESTS, exclude: [...UNIT_TESTS, ...FRESH_MODULE_TESTS], isolate: false }),
      frontend('frontend-fresh', { include: FRESH_MODULE_TESTS, exclude: [], isolate: true }),
    ],
  },
});
