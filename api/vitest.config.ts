import { configDefaults, defineConfig } from 'vitest/config';

// The API suite on SQLite files. test/postgres/ holds what only PostgreSQL has (several instances over one
// database); the root config runs those, and this suite again, as the api-postgres project when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/postgres/**'],
    pool: 'forks',
    // A test app is migrated and seeded in each file's beforeAll, and inside the tests that build an app of their own
    // (mail): seconds, 20 s and more for a file's first one on a 2-core machine running the rest of the suite beside it.
    testTimeout: 60000,
    hookTimeout: 60000,
    // The SQLite half stays on SQLite even when the shell has TEST_DATABASE_URL set for the PostgreSQL half.
    env: { TEST_DATABASE_URL: '' },
  },
});
