// One lint setup for the whole workspace.
import { boundaries } from './tools/lint-boundaries.js';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**', 'shared/.test-kits/**', '.release-probe-*/**'] },
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
  {
    files: ['scripts/**', 'bench/**', '**/*.config.{js,ts,mjs}', 'api/build.mjs', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
