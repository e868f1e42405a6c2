// Build-time Module Federation sharing rules, used by the shell and every remote so they agree.
// Every library here is a singleton: a second React is "Invalid hook call", a second @shop/shared is two buses.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths from fileURLToPath, not new URL(…, import.meta.url): the jsdom test environment replaces URL.
const sharedDir = dirname(fileURLToPath(import.meta.url));
const sharedPackage = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));

// antd, its icons, react-router-dom and rxjs are shared as kits: under their own share keys and versions, but holding
// only the exports the workspace's frontends import (found in their sources at build time), tree-shaken, instead of
// the whole packages (a shared module cannot be tree-shaken: antd ~380 + icons ~150, react-router-dom ~51 and
// rxjs ~15 KB compressed on every page otherwise). Every build generates the same kit from the same sources, so
// `import { Button } from 'antd'` in any remote still means the page's one antd. See README, "Why antd is shared as a kit".
const workspaceDir = dirname(sharedDir);
const requireFromShared = createRequire(import.meta.url);
const antdPackageFile = requireFromShared.resolve('antd/package.json');
const iconsPackageFile = createRequire(antdPackageFile).resolve('@ant-design/icons/package.json');
const versionOf = (file) => JSON.parse(readFileSync(file, 'utf8')).version;
const KIT_DIR = join(workspaceDir, 'shared', 'node_modules', '.cache', 'shop-ui-kit');
function packageKit(pkg, file, entry) {
  const packageFile = requireFromShared.resolve(`${pkg}/package.json`);
  return { file: join(KIT_DIR, file), from: join(dirname(packageFile), entry), version: versionOf(packageFile) };
}
const KITS = {
  antd: { file: join(KIT_DIR, 'antd.js'), from: 'antd/es/index.js', version: versionOf(antdPackageFile) },
  '@ant-design/icons': { file: join(KIT_DIR, 'icons.js'), from: '@ant-design/icons/es/index.js', version: versionOf(iconsPackageFile) },
  // Entry files by absolute path: a kit importing its own package name would import the shared module itself.
  'react-router-dom': packageKit('react-router-dom', 'react-router-dom.js', 'dist/index.mjs'),
  rxjs: packageKit('rxjs', 'rxjs.js', 'dist/esm/index.js'),
};
const KIT_IMPORT = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'(${Object.keys(KITS).map((pkg) => pkg.replace(/[/.]/g, '\\$&')).join('|')})'`, 'g');
/** Where the kits' imports resolve: the icons antd itself depends on, so the icon kit and antd use one copy. */
export const UI_KIT_ALIASES = { '@ant-design/icons/es': `${dirname(iconsPackageFile)}/es` };

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    // Tests and server-only code (*.server.tsx, rendered in Node) do not shape what browsers load.
    .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !/\.(test|server)\.tsx?$/.test(file) && !file.includes('node_modules'));
}

/** The frontend whose antd components stay off the public pages (see deferredAntd). */
const ADMIN_FRONTEND = 'mf-admin';

/** Each frontend's source files by folder name (mf-*, and shared), read once per build. */
function frontendSources() {
  const dirs = readdirSync(workspaceDir).filter((name) => name.startsWith('mf-'));
  dirs.push('shared');
  return dirs.map((dir) => ({ dir, files: sourceFiles(join(workspaceDir, dir, 'src')).map((file) => readFileSync(file, 'utf8')) }));
}

/** For each kit-shared package, each value name the frontends import from it, with the frontends importing it. */
function kitImports(sources = frontendSources()) {
  const names = Object.fromEntries(Object.keys(KITS).map((pkg) => [pkg, new Map()]));
  for (const { dir, files } of sources) {
    for (const text of files) {
      for (const m of text.matchAll(KIT_IMPORT)) {
        for (const part of m[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (!name || name.startsWith('type ')) continue;
          const importers = names[m[2]].get(name) ?? new Set();
          names[m[2]].set(name, importers.add(dir));
        }
      }
    }
  }
  return names;
}

/** The names the frontends import (as values, not types) from each kit-shared package. */
export function kitExports() {
  return Object.fromEntries(Object.entries(kitImports()).map(([pkg, names]) => [pkg, [...names.keys()].sort()]));
}

/**
 * The antd components only the admin uses, with the parts it uses as `Component.Part` (Layout.Sider, List.Item):
 * the kit loads them on their first render, so they stay off every public page (~85 KB of the kit uncompressed,
 * ~20 KB compressed, plus the admin's Table, DatePicker, Upload and TreeSelect, ~80 KB compressed). A component with
 * any other member in use (a hook such as Form.useForm, a function such as Modal.confirm, a constant) stays eager:
 * a hook cannot wait for a chunk. Found from the sources, so a public page that starts using one makes it eager again.
 */
export function deferredAntd(sources = frontendSources(), imports = kitImports(sources)) {
  const admin = sources.filter(({ dir }) => dir === ADMIN_FRONTEND).flatMap(({ files }) => files).join('\n');
  const deferred = {};
  for (const [name, importers] of imports.antd) {
    if (importers.size !== 1 || !importers.has(ADMIN_FRONTEND)) continue;
    // Every part used, with the parts it lies in: List.Item.Meta gives Item and Item.Meta.
    const parts = new Set();
    for (const m of admin.matchAll(new RegExp(`\\b${name}((?:\\.\\w+)+)`, 'g'))) {
      const path = m[1].slice(1).split('.');
      path.forEach((_, i) => parts.add(path.slice(0, i + 1).join('.')));
    }
    // Parts must be components (PascalCase): not hooks, functions or constants such as Upload.LIST_IGNORE.
    if ([...parts].some((part) => !/^[A-Z][a-z]/.test(part.split('.').pop()))) continue;
    deferred[name] = [...parts].sort();
  }
  return deferred;
}

/** antd's folder of a component: DatePicker -> date-picker. */
const antdFolder = (name) => name.replace(/[A-Z]/g, (c, i) => (i === 0 ? c : `-${c}`).toLowerCase());

/** The kit's chunk of deferred components: one file, loaded once on the first render of any of them. */
export const DEFERRED_KIT_FILE = 'antd-deferred.js';

/** The source of the deferred components' module (imported by the antd kit on first render). */
export function deferredKitSource(deferred) {
  const lines = [`// Generated by shared/mf-shared.mjs: the antd components only the admin uses; do not edit.`];
  for (const name of Object.keys(deferred).sort()) lines.push(`export { default as ${name} } from 'antd/es/${antdFolder(name)}/index.js';`);
  return `${lines.join('\n')}\n`;
}

/** A deferred component with its parts as properties (List with List.Item with List.Item.Meta). */
function deferredTree(path, parts) {
  const children = parts.filter((part) => !part.includes('.'));
  const component = `deferred((m) => m.${path})`;
  if (children.length === 0) return component;
  const properties = children.map((child) => {
    const below = parts.filter((part) => part.startsWith(`${child}.`)).map((part) => part.slice(child.length + 1));
    return `${child}: ${deferredTree(`${path}.${child}`, below)}`;
  });
  return `Object.assign(${component}, { ${properties.join(', ')} })`;
}

/**
 * The source of one kit module: re-exports of the names used; for antd, the deferred components (name -> parts used)
 * as wrappers that render them through React.lazy. They load as a chunk of the build that provided the kit, so they
 * use the same antd internals (ConfigProvider, theme, locale, style cache) as the rest of the page's antd. Until the
 * chunk is there they suspend: the frontend using them puts a Suspense boundary with a visible, translated loading
 * state around them (mf-admin around its routes), instead of each rendering nothing on its own.
 */
export function kitSource(pkg, names, deferred = {}) {
  const kit = KITS[pkg];
  const lazyNames = pkg === 'antd' ? names.filter((name) => deferred[name]) : [];
  const eager = names.filter((name) => !lazyNames.includes(name));
  const lines = [`// Generated by shared/mf-shared.mjs from the frontends' imports of ${pkg}; do not edit.`, `export { ${eager.join(', ')} } from '${kit.from}';`];
  if (lazyNames.length > 0) {
    lines.push(
      `import { createElement, lazy, useState } from 'react';`,
      `let loaded = null;`,
      `let loading = null;`,
      `const load = () => (loading ??= import('./${DEFERRED_KIT_FILE}').then((module) => (loaded = module)));`,
      `function deferred(pick) {`,
      `  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) })));`,
      `  return function Deferred(props) {`,
      `    // Once the chunk is there, new instances render the component itself: no suspension, no empty frame.`,
      `    const [direct] = useState(() => loaded !== null);`,
      `    if (direct) return createElement(pick(loaded), props);`,
      `    // Before, it suspends to the nearest Suspense boundary of the frontend, which shows its own loading state.`,
      `    return createElement(Loaded, props);`,
      `  };`,
      `}`,
      ...lazyNames.map((name) => `export const ${name} = ${deferredTree(name, deferred[name])};`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Writes a file only when its content changes (concurrent builds write the same bytes, atomically). */
function writeIfChanged(file, body) {
  if (existsSync(file) && readFileSync(file, 'utf8') === body) return;
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, body);
  renameSync(tmp, file);
}

/** Writes the kit modules and the antd kit's deferred chunk. */
function writeKits() {
  mkdirSync(KIT_DIR, { recursive: true });
  const sources = frontendSources();
  const imports = kitImports(sources);
  const deferred = deferredAntd(sources, imports);
  for (const [pkg, names] of Object.entries(imports)) {
    writeIfChanged(KITS[pkg].file, kitSource(pkg, [...names.keys()].sort(), deferred));
  }
  writeIfChanged(join(KIT_DIR, DEFERRED_KIT_FILE), deferredKitSource(deferred));
}

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
    const kit = KITS[name];
    if (kit) Object.assign(shared[name], { import: kit.file, version: kit.version });
  }
  // The kits are generated once per build from the frontends' sources (one scan, not one per kit library).
  if (Object.keys(KITS).some((name) => shared[name])) writeKits();
  const ownVersion = `^${sharedPackage.version}`;
  shared['@shop/shared'] = { singleton: true, requiredVersion: ownVersion, version: sharedPackage.version };
  if (dependencies.react) shared['@shop/shared/react'] = { singleton: true, requiredVersion: ownVersion, version: sharedPackage.version };
  return shared;
}
