import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'api', environment: 'node', include: ['test/**/*.test.ts'], pool: 'forks', testTimeout: 20000 },
});
