// Module Federation sharing rules of the shell and every remote: what a page holds once, and nothing else.
// Everything not listed here (antd, its icons, react-router-dom, rxjs, axios, dayjs, the rest of @shop/shared) is
// bundled by each build that uses it, so a remote may start using any export of it and be released alone
// (docs/decisions/0001-page-singletons.md and the decisions after it).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path from fileURLToPath, not new URL(…, import.meta.url): the jsdom test environment replaces URL.
const sharedPackage = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'package.json'), 'utf8'));

/** The version of @shop/shared/runtime's contract (shared/src/runtime/index.ts): a major bump breaks it. */
export const RUNTIME_VERSION = sharedPackage.shop.runtimeVersion;

/**
 * What must be one per page, by the package whose version a build requires:
 * - React and react-dom: a second React is "Invalid hook call", and each slot is a root of the one react-dom;
 * - i18next and react-i18next: the one i18next instance (a language switch re-renders every remote) is read
 *   through react-i18next's context;
 * - @ant-design/cssinjs: antd's style cache, so a component's CSS is written once per page whichever remote
 *   renders it first, and the server's styles are taken over by the browser;
 * - @shop/shared/runtime: the cart and auth buses, the API client, the i18next instance.
 */
export const PAGE_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@ant-design/cssinjs': '@ant-design/cssinjs',
  '@shop/shared/runtime': '@shop/shared',
};

/**
 * The `shared` option of a build: each page singleton the build depends on, as a strict singleton requiring the
 * version range of its package.json. A build that needs a version the page cannot give fails to load with a
 * version error (the shell shows its slot's version-skew fallback) instead of running against the wrong copy.
 * @param {Record<string, string>} dependencies the build's package.json dependencies
 */
export function sharedDependencies(dependencies) {
  const shared = {};
  for (const [name, pkg] of Object.entries(PAGE_SINGLETONS)) {
    if (!dependencies[pkg]) continue;
    if (pkg === '@shop/shared') {
      shared[name] = { singleton: true, strictVersion: true, requiredVersion: `^${RUNTIME_VERSION}`, version: RUNTIME_VERSION };
    } else {
      shared[name] = { singleton: true, strictVersion: true, requiredVersion: dependencies[pkg] };
    }
  }
  return shared;
}
