import { defineConfig } from 'vitest/config';

// One test run over the workspace: API integration tests in node, remotes and shell in jsdom.
export default defineConfig({
  test: {
    projects: [
      'api',
      {
        test: {
          name: 'frontend',
          include: ['shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./tools/vitest-frontend-setup.ts'],
          testTimeout: 20_000,
          pool: 'forks',
        },
      },
    ],
  },
});
