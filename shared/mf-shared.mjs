// Build-time Module Federation sharing rules, used by the shell and every remote so they agree.
// Every library here is a singleton: a second React is "Invalid hook call", a second @shop/shared is two buses.
import { readFileSync } from 'node:fs';

const sharedPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  'i18next',
  'react-i18next',
  'rxjs',
  'axios',
  'single-spa-react',
  'dayjs',
];

/**
 * @param {Record<string, string>} dependencies the consumer's package.json dependencies (versions to require)
 * @returns {Record<string, {singleton: true, requiredVersion: string | false}>}
 */
export function sharedDependencies(dependencies) {
  const shared = {};
  for (const name of LIBRARIES) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = dependencies[root] ?? sharedPackage.peerDependencies?.[root] ?? sharedPackage.dependencies?.[root];
    if (!dependencies[root]) continue; // only what this build uses
    shared[name] = { singleton: true, requiredVersion: version ?? false };
  }
  const ownVersion = `^${sharedPackage.version}`;
  shared['@shop/shared'] = { singleton: true, requiredVersion: ownVersion, version: sharedPackage.version };
  if (dependencies.react) shared['@shop/shared/react'] = { singleton: true, requiredVersion: ownVersion, version: sharedPackage.version };
  return shared;
}
