// One lint setup for the whole workspace.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**', 'shared/.test-kits/**'] },
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
  {
    // Remotes talk to each other only through shared/ and the URL.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@shop/mf-*', '@shop/shell', '**/shell/**', '../../mf-*'], message: 'Remotes talk through @shop/shared and the URL only.' }] }],
    },
  },
  {
    // The React half of shared reaches the core only through the package name, so Module Federation hands it
    // the page's one instance (a relative import would bundle a second i18n and a second bus into each remote).
    files: ['shared/src/react/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: "Import the core as '@shop/shared'." }] }] },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.config.{js,ts,mjs}', 'api/build.mjs', 'shared/mf-shared.mjs', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
