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
    // The files of a worker share the loaded server code instead of loading it again for each file (most of a file's
    // time): every file builds its own app over its own database, and the one file that mocks a module restores it.
    isolate: false,
    // Each kind of seeded database is made once per run and copied for every test app (test/helpers.ts).
    globalSetup: ['test/global-setup.ts'],
    // A test app is made in each file's beforeAll, and inside the tests that build an app of their own (mail): seconds
    // on a 2-core machine running the rest of the suite beside it, more for the run's first seed of each kind.
    testTimeout: 60000,
    hookTimeout: 60000,
    // The SQLite half stays on SQLite even when the shell has TEST_DATABASE_URL set for the PostgreSQL half.
    env: { TEST_DATABASE_URL: '' },
  },
});
