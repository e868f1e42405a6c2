// One lint setup for the whole workspace.
import { boundaries } from './tools/lint-boundaries.js';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tsbuild/**', '.deploy/**', '.data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**', 'shared/.test-kits/**', '.release-probe-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Boundaries (architecture.md): data flows shared -> mf-* -> shell; no remote imports another remote or the
  // shell; shared imports no frontend; the API imports no frontend; features do not import each other.
  ...boundaries(),
  // Journeys wait for what a person waits for (an element, a request, an answer), never for a fixed time, and
  // never click past Playwright's checks that the element is visible, stable and not covered.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'No fixed sleeps in journeys: wait for what a person waits for (an element, a request, page.clock for timers).' },
        {
          selector: "CallExpression[callee.property.name=/^(click|dblclick|tap|check|uncheck|setChecked|hover|fill|clear|selectOption|selectText|dragTo|press)$/] > ObjectExpression > Property[key.name='force'][value.value=true]",
          message: "No force: true: an action must pass Playwright's actionability checks, as a person's would.",
        },
      ],
    },
  },
  // Journeys take `test` from e2e/support/test.ts: it gives each Playwright worker a shop of its own.
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from e2e/support/test.ts: it gives the journey its worker's shop." }] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.config.{js,ts,mjs}', 'api/build.mjs', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
