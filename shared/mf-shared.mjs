// Build-time Module Federation sharing rules, used by the shell and every remote so they agree.
// Every library here is a singleton: a second React is "Invalid hook call", a second @shop/shared is two buses.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths from fileURLToPath, not new URL(…, import.meta.url): the jsdom test environment replaces URL.
const sharedDir = dirname(fileURLToPath(import.meta.url));
const sharedPackage = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));

// antd, its icons, react-router-dom, react-i18next and rxjs are shared as kits: under their own share keys and
// versions, but holding only the exports the workspace's frontends import (found in their sources at build time),
// tree-shaken, instead of the whole packages (a shared module cannot be tree-shaken: antd ~380 + icons ~150,
// react-router-dom ~51, rxjs ~15 and react-i18next ~3 KB compressed on every page otherwise). Every build generates
// the same kit from the same sources, so `import { Button } from 'antd'` in any remote still means the page's one
// antd. See README, "Why antd is shared as a kit".
const workspaceDir = dirname(sharedDir);
const requireFromShared = createRequire(import.meta.url);
const antdPackageFile = requireFromShared.resolve('antd/package.json');
/** Resolves what antd itself depends on (its icons, its dayjs). */
const requireFromAntdPackage = createRequire(antdPackageFile);
const iconsPackageFile = requireFromAntdPackage.resolve('@ant-design/icons/package.json');
const versionOf = (file) => JSON.parse(readFileSync(file, 'utf8')).version;
const KIT_DIR = join(workspaceDir, 'shared', 'node_modules', '.cache', 'shop-ui-kit');
function packageKit(pkg, file, entry) {
  const packageFile = requireFromShared.resolve(`${pkg}/package.json`);
  return { file: join(KIT_DIR, file), from: join(dirname(packageFile), entry), version: versionOf(packageFile) };
}
/**
 * react-router's build for production: the package's exports name only its development build, whose warnings
 * (descendant routes, unmatched locations, the default error page's developer notes) are code and texts every page
 * would download and never show. react-router-dom re-exports react-router, so its kit takes the names from here.
 */
const requireFromRouterDom = createRequire(requireFromShared.resolve('react-router-dom/package.json'));
const routerProductionEntry = join(dirname(requireFromRouterDom.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
const KITS = {
  antd: { file: join(KIT_DIR, 'antd.js'), from: 'antd/es/index.js', version: versionOf(antdPackageFile) },
  '@ant-design/icons': { file: join(KIT_DIR, 'icons.js'), from: '@ant-design/icons/es/index.js', version: versionOf(iconsPackageFile) },
  // Entry files by absolute path: a kit importing its own package name would import the shared module itself.
  'react-router-dom': { ...packageKit('react-router-dom', 'react-router-dom.js', 'dist/index.mjs'), from: routerProductionEntry },
  rxjs: packageKit('rxjs', 'rxjs.js', 'dist/esm/index.js'),
  'react-i18next': packageKit('react-i18next', 'react-i18next.js', 'dist/es/index.js'),
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

/** The frontend whose antd components and icons stay off the public pages (see deferredAntd, deferredIcons). */
const ADMIN_FRONTEND = 'mf-admin';
/** Whether a kit name is imported by the admin alone. */
const onlyAdmin = (importers) => importers.size === 1 && importers.has(ADMIN_FRONTEND);

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
    if (!onlyAdmin(importers) || FORM_COMPONENTS.includes(name)) continue;
    const parts = partsUsed(name, admin);
    // Parts must be components (PascalCase): not hooks, functions or constants such as Upload.LIST_IGNORE.
    if (parts.some((part) => !isComponent(part))) continue;
    deferred[name] = parts;
  }
  return deferred;
}

/** Every part of a component used in `text`, with the parts it lies in: List.Item.Meta gives Item and Item.Meta. */
function partsUsed(name, text) {
  const parts = new Set();
  for (const m of text.matchAll(new RegExp(`\\b${name}((?:\\.\\w+)+)`, 'g'))) {
    const path = m[1].slice(1).split('.');
    path.forEach((_, i) => parts.add(path.slice(0, i + 1).join('.')));
  }
  return [...parts].sort();
}
const isComponent = (part) => /^[A-Z][a-z]/.test(part.split('.').pop());
const isHook = (part) => !part.includes('.') && /^use[A-Z]/.test(part);

/**
 * The antd components of forms, public and admin: Form with its fields' Input, Descriptions, which reads a form back
 * (the checkout's summary, an order in the admin), and Row and Col, which lay a form's fields out in columns (the
 * checkout's contact form; no public page uses them otherwise). With their shared internals (rc-field-form,
 * rc-input, rc-textarea, the field status) they were ~41 KB brotli of the kit, on every page, for the few screens
 * with a form (checkout, contact, the inquiry forms, the sign-in). And ConfigProvider, which every antd component
 * needs above it: the public pages render it only around their forms (AntdScope, shared/src/react/antd-scope.tsx),
 * so with their own buttons, alerts and loading states a page without a form loads no antd at all (~50 KB brotli:
 * ConfigProvider alone, with antd's theme, style engine and motion, is ~37 KB).
 */
const FORM_COMPONENTS = ['ConfigProvider', 'Form', 'Input', 'Descriptions', 'Row', 'Col'];

/**
 * The form components the kit loads in a chunk of their own, on the first render of one of them or the first call
 * of one of their hooks (Form.useForm, Form.useWatch): what `deferredAntd` does for the admin's, and its own chunk,
 * so a public form does not bring the admin's tables and date pickers. Hooks wait for the chunk with React's `use`
 * (the component suspends like a deferred one); any other member in use (a function, a constant) keeps the
 * component eager.
 */
export function formsAntd(sources = frontendSources(), imports = kitImports(sources)) {
  const all = sources.flatMap(({ files }) => files).join('\n');
  const forms = {};
  for (const name of FORM_COMPONENTS) {
    if (!imports.antd.has(name)) continue;
    const parts = partsUsed(name, all);
    if (parts.some((part) => !isComponent(part) && !isHook(part))) continue;
    forms[name] = parts;
  }
  return forms;
}

/**
 * The icons only the admin uses (29 of 53 here, ~6 KB of the icon kit's 14 KB brotli): the icon kit loads them in a
 * chunk of their own when the first of them is drawn. Until then each draws an empty box of its size in its place
 * (see iconKitSource). Found from the sources, so an icon a public page starts using is in the kit again.
 */
export function deferredIcons(sources = frontendSources(), imports = kitImports(sources)) {
  return [...imports['@ant-design/icons']]
    .filter(([, importers]) => onlyAdmin(importers))
    .map(([name]) => name)
    .sort();
}

/**
 * Names of the other kits that load on their first render, from a chunk of their kit's own. react-i18next's Trans,
 * with its HTML parser, was 4.4 of that kit's 6.6 KB brotli on every page, for one sentence of the site: the
 * reCAPTCHA notice of the checkout's summary, shown only where a reCAPTCHA key is configured. It suspends like a
 * deferred antd component, in the same render as the summary's Descriptions (the forms' chunk).
 */
const DEFERRED_KIT_NAMES = { 'react-i18next': ['Trans'] };
/** The file of a kit's own deferred chunk (DEFERRED_KIT_NAMES): react-i18next -> react-i18next-deferred.js. */
export const ownDeferredFile = (pkg) => `${pkg.replace(/[^a-z0-9]+/g, '-')}-deferred.js`;

/** antd's folder of a component: DatePicker -> date-picker. */
const antdFolder = (name) => name.replace(/[A-Z]/g, (c, i) => (i === 0 ? c : `-${c}`).toLowerCase());

/** The kit's chunk of the admin's deferred components: one file, loaded once on the first render of any of them. */
export const DEFERRED_KIT_FILE = 'antd-deferred.js';
/** The kit's chunk of the form components (formsAntd), loaded the same way. */
export const FORMS_KIT_FILE = 'antd-forms.js';
/** The icon kit's chunk of the admin's icons (deferredIcons). */
export const DEFERRED_ICONS_FILE = 'icons-deferred.js';

/**
 * antd's ConfigProvider imports the tooltips' UniqueProvider, and with it @rc-component/trigger (~8 KB brotli of the
 * kit on every page), for its `tooltip.unique` option alone, which the site does not set. In the kit's builds that
 * import resolves to this module instead (antdReplacementsPlugin): the same provider, loaded when first rendered.
 */
export const ANTD_UNIQUE_PROVIDER_FILE = 'antd-tooltip-unique.js';
const antdUniqueProvider = join(dirname(antdPackageFile), 'es', 'tooltip', 'UniqueProvider', 'index.js');
/** The folder of antd's ConfigProvider, whose import of the provider is replaced. */
export const ANTD_CONFIG_PROVIDER_DIR = join(dirname(antdPackageFile), 'es', 'config-provider');

/** The source of the deferred UniqueProvider (see ANTD_UNIQUE_PROVIDER_FILE). */
export function uniqueProviderSource() {
  return [
    `// Generated by shared/mf-shared.mjs: antd's tooltip UniqueProvider, loaded on its first render; do not edit.`,
    `import { createElement, lazy } from 'react';`,
    `// React.lazy keeps a failure for good: after one, the next render (an error boundary's retry) gets a new one.`,
    `let UniqueProvider = null;`,
    `const provider = () =>`,
    `  (UniqueProvider ??= lazy(() =>`,
    `    import(/* webpackChunkName: "antd-tooltip-unique" */ '${antdUniqueProvider}').catch((error) => {`,
    `      UniqueProvider = null;`,
    `      throw error;`,
    `    }),`,
    `  ));`,
    `export default function DeferredUniqueProvider(props) {`,
    `  return createElement(provider(), props);`,
    `}`,
    ``,
  ].join('\n');
}

/**
 * The rspack plugin that gives antd's ConfigProvider the deferred UniqueProvider (ANTD_UNIQUE_PROVIDER_FILE). Only
 * ConfigProvider's import is replaced: antd's Tooltip (a form label's, the admin's) keeps importing the provider
 * itself. ui-kit.test.tsx holds antd to that import and to rendering it for `tooltip.unique` alone.
 * @param {typeof import('@rspack/core').rspack} rspack
 */
export function antdReplacementsPlugin(rspack) {
  return new rspack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resource) => {
    if (resource.context === ANTD_CONFIG_PROVIDER_DIR) resource.request = join(KIT_DIR, ANTD_UNIQUE_PROVIDER_FILE);
  });
}

/**
 * The generated loader of a kit's chunk: loads it once, and says whether it is there (`loaded`) without waiting. A
 * failed load (the connection dropped) is forgotten, so the next render that needs the chunk asks for it again
 * instead of failing until the page is reloaded.
 */
const CHUNK_LOADER = [
  `function chunk(importChunk) {`,
  `  const loader = { loaded: null, loading: null };`,
  `  loader.load = () =>`,
  `    (loader.loading ??= importChunk().then(`,
  `      (module) => (loader.loaded = module),`,
  `      (error) => {`,
  `        loader.loading = null;`,
  `        throw error;`,
  `      },`,
  `    ));`,
  `  return loader;`,
  `}`,
];

/** The source of a chunk of deferred components (imported by the antd kit on first render). */
export function deferredKitSource(deferred, what = 'the antd components only the admin uses') {
  const lines = [`// Generated by shared/mf-shared.mjs: ${what}; do not edit.`];
  for (const name of Object.keys(deferred).sort()) lines.push(`export { default as ${name} } from 'antd/es/${antdFolder(name)}/index.js';`);
  return `${lines.join('\n')}\n`;
}

/** A deferred component of `chunk` with its parts as properties (List with List.Item with List.Item.Meta, Form.useForm). */
function deferredTree(chunk, path, parts) {
  const children = parts.filter((part) => !part.includes('.'));
  const component = `deferred(${chunk}, (m) => m.${path})`;
  if (children.length === 0) return component;
  const properties = children.map((child) => {
    if (isHook(child)) return `${child}: deferredHook(${chunk}, (m) => m.${path}.${child})`;
    const below = parts.filter((part) => part.startsWith(`${child}.`)).map((part) => part.slice(child.length + 1));
    return `${child}: ${deferredTree(chunk, `${path}.${child}`, below)}`;
  });
  return `Object.assign(${component}, { ${properties.join(', ')} })`;
}

/**
 * The source of one kit module: re-exports of the names used; for antd, the deferred components (name -> parts used)
 * of the admin's chunk and of the forms' chunk (for another kit, `deferred` names its own chunk's: DEFERRED_KIT_NAMES),
 * as wrappers that render them through React.lazy, and their hooks as hooks that wait for the chunk (React's `use`). Each chunk loads as a chunk of the build that provided the kit, so
 * its components use the same antd internals (ConfigProvider, theme, locale, style cache) as the rest of the page's
 * antd. Until a chunk is there its components suspend: the frontend's transition keeps the page before (a
 * navigation), the server's HTML stays (a hydration), or the frontend's Suspense boundary shows a visible,
 * translated loading state (mf-admin around its routes), instead of each rendering nothing on its own.
 */
export function kitSource(pkg, names, deferred = {}, forms = {}) {
  const kit = KITS[pkg];
  // antd's deferred names load from the admin's chunk; another kit's (DEFERRED_KIT_NAMES) from a chunk of its own.
  const chunkOf = (name) => (deferred[name] ? (pkg === 'antd' ? 'admin' : 'own') : forms[name] ? 'forms' : null);
  const lazyNames = names.filter((name) => chunkOf(name) !== null);
  const eager = names.filter((name) => !lazyNames.includes(name));
  const lines = [`// Generated by shared/mf-shared.mjs from the frontends' imports of ${pkg}; do not edit.`];
  // No eager name, no import of the package: even an empty re-export would load its entry.
  if (eager.length > 0) lines.push(`export { ${eager.join(', ')} } from '${kit.from}';`);
  if (lazyNames.length > 0) {
    const chunks = new Set(lazyNames.map(chunkOf));
    const hooks = lazyNames.some((name) => (deferred[name] ?? forms[name]).some(isHook));
    lines.push(
      `import { createElement, lazy${hooks ? ', use' : ''}, useState } from 'react';`,
      ...CHUNK_LOADER,
      // Named chunks (antd-deferred.[hash].js, antd-forms.[hash].js), so a page's requests show which it loaded.
      ...(chunks.has('admin') ? [`const admin = chunk(() => import(/* webpackChunkName: "antd-deferred" */ './${DEFERRED_KIT_FILE}'));`] : []),
      ...(chunks.has('forms') ? [`const forms = chunk(() => import(/* webpackChunkName: "antd-forms" */ './${FORMS_KIT_FILE}'));`] : []),
      ...(chunks.has('own') ? [`const own = chunk(() => import(/* webpackChunkName: "${ownDeferredFile(pkg).replace(/\.js$/, '')}" */ './${ownDeferredFile(pkg)}'));`] : []),
      `function deferred(chunk, pick) {`,
      `  // React.lazy keeps a failure for good: after one, the next render (an error boundary's retry) gets a new one.`,
      `  let Loaded = null;`,
      `  const loaded = () =>`,
      `    (Loaded ??= lazy(() =>`,
      `      chunk.load().then(`,
      `        (module) => ({ default: pick(module) }),`,
      `        (error) => {`,
      `          Loaded = null;`,
      `          throw error;`,
      `        },`,
      `      ),`,
      `    ));`,
      `  function Deferred(props) {`,
      `    // Once the chunk is there, new instances render the component itself: no suspension, no empty frame.`,
      `    const [direct] = useState(() => chunk.loaded !== null);`,
      `    if (direct) return createElement(pick(chunk.loaded), props);`,
      `    // Before, it suspends to the nearest Suspense boundary of the frontend, which shows its own loading state;`,
      `    // a failed load goes to the frontend's error boundary.`,
      `    return createElement(loaded(), props);`,
      `  }`,
      `  // The chunk's load ahead of the first render (preloadAntd in @shop/shared/react).`,
      `  Deferred.preload = chunk.load;`,
      `  return Deferred;`,
      `}`,
      ...(hooks
        ? [
            `function deferredHook(chunk, pick) {`,
            `  // The first render waits for the chunk (the same promise on every try); every render then calls the hook`,
            `  // itself, so the component's hooks keep one order.`,
            `  return function useDeferred(...args) {`,
            `    if (chunk.loaded === null) use(chunk.load());`,
            `    return pick(chunk.loaded)(...args);`,
            `  };`,
            `}`,
          ]
        : []),
      ...lazyNames.map((name) => `export const ${name} = ${deferredTree(chunkOf(name), name, deferred[name] ?? forms[name])};`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The source of the icon kit: the icons used, and the deferred ones (deferredIcons) as components that load their
 * chunk when first drawn. An icon is not worth a loading state, so instead of suspending, a deferred icon draws an
 * empty box of the icon's size (antd's `anticon` span with a 1em svg) with its class, style, label and click
 * handler until the chunk is there, then the icon itself: nothing moves, nothing waits for it.
 */
export function iconKitSource(names, deferred = []) {
  const kit = KITS['@ant-design/icons'];
  const lazyNames = names.filter((name) => deferred.includes(name));
  const eager = names.filter((name) => !lazyNames.includes(name));
  const lines = [`// Generated by shared/mf-shared.mjs from the frontends' imports of @ant-design/icons; do not edit.`, `export { ${eager.join(', ')} } from '${kit.from}';`];
  if (lazyNames.length > 0) {
    lines.push(
      `import { createElement, useEffect, useState } from 'react';`,
      ...CHUNK_LOADER,
      `const admin = chunk(() => import(/* webpackChunkName: "icons-deferred" */ './${DEFERRED_ICONS_FILE}'));`,
      `function deferredIcon(name) {`,
      `  return function DeferredIcon(props) {`,
      `    const [, setLoaded] = useState(admin.loaded !== null);`,
      `    useEffect(() => {`,
      `      // A failed load leaves the empty box; the icon's next mount asks for the chunk again.`,
      `      if (admin.loaded === null) admin.load().then(() => setLoaded(true), () => undefined);`,
      `    }, []);`,
      `    if (admin.loaded !== null) return createElement(admin.loaded[name], props);`,
      `    const { className, style, onClick, title, role, 'aria-label': label, 'aria-hidden': hidden } = props;`,
      `    const box = createElement('svg', { width: '1em', height: '1em', focusable: 'false', 'aria-hidden': true });`,
      `    return createElement('span', { className: className ? \`anticon \${className}\` : 'anticon', style, onClick, title, role: role ?? (label ? 'img' : undefined), 'aria-label': label, 'aria-hidden': hidden }, box);`,
      `  };`,
      `}`,
      ...lazyNames.map((name) => `export const ${name} = deferredIcon('${name}');`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The source of the icon kit's deferred chunk. */
export function deferredIconsSource(names) {
  return `// Generated by shared/mf-shared.mjs: the icons only the admin uses; do not edit.\nexport { ${names.join(', ')} } from '${KITS['@ant-design/icons'].from}';\n`;
}

/** The source of a kit's own deferred chunk (DEFERRED_KIT_NAMES). */
export function ownDeferredSource(pkg, names) {
  return `// Generated by shared/mf-shared.mjs: the names of ${pkg} loaded on first render; do not edit.\nexport { ${names.join(', ')} } from '${KITS[pkg].from}';\n`;
}

/**
 * Cache groups that keep each kit chunk under its name (antd-forms.[hash].js, …), so a page's requests show which it
 * loaded. The chunk's own module (the file the kit imports) is held in it: otherwise the bundler may move every
 * module of the chunk, the generated one too, into shared vendor chunks and drop the emptied chunk with its name
 * (seen in the header's build once ConfigProvider joined the forms' chunk). antd's own modules may still be split
 * out into vendor chunks loaded alongside.
 */
export function kitChunkGroups() {
  const files = [DEFERRED_KIT_FILE, FORMS_KIT_FILE, DEFERRED_ICONS_FILE, ANTD_UNIQUE_PROVIDER_FILE, ...Object.keys(DEFERRED_KIT_NAMES).map(ownDeferredFile)];
  return Object.fromEntries(
    files.map((file) => {
      const name = file.replace(/\.js$/, '');
      const path = join(KIT_DIR, file);
      return [name, { test: (module) => module.resource === path, name, chunks: 'async', enforce: true, priority: 100 }];
    }),
  );
}

/** Writes a file only when its content changes (concurrent builds write the same bytes, atomically). */
function writeIfChanged(file, body) {
  if (existsSync(file) && readFileSync(file, 'utf8') === body) return;
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, body);
  renameSync(tmp, file);
}

/** Writes the kit modules and the antd kit's deferred chunks. */
function writeKits() {
  mkdirSync(KIT_DIR, { recursive: true });
  const sources = frontendSources();
  const imports = kitImports(sources);
  const deferred = deferredAntd(sources, imports);
  const forms = formsAntd(sources, imports);
  const icons = deferredIcons(sources, imports);
  for (const [pkg, names] of Object.entries(imports)) {
    const used = [...names.keys()].sort();
    if (pkg === '@ant-design/icons') writeIfChanged(KITS[pkg].file, iconKitSource(used, icons));
    else if (pkg === 'antd') writeIfChanged(KITS[pkg].file, kitSource(pkg, used, deferred, forms));
    else {
      const own = Object.fromEntries((DEFERRED_KIT_NAMES[pkg] ?? []).filter((name) => used.includes(name)).map((name) => [name, []]));
      writeIfChanged(KITS[pkg].file, kitSource(pkg, used, own));
      if (Object.keys(own).length > 0) writeIfChanged(join(KIT_DIR, ownDeferredFile(pkg)), ownDeferredSource(pkg, Object.keys(own)));
    }
  }
  writeIfChanged(join(KIT_DIR, DEFERRED_KIT_FILE), deferredKitSource(deferred));
  writeIfChanged(join(KIT_DIR, FORMS_KIT_FILE), deferredKitSource(forms, 'the antd components of forms'));
  writeIfChanged(join(KIT_DIR, DEFERRED_ICONS_FILE), deferredIconsSource(icons));
  writeIfChanged(join(KIT_DIR, ANTD_UNIQUE_PROVIDER_FILE), uniqueProviderSource());
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
 * The Module Federation helper packages the shell lends to the remotes (shell/src/remotes/federation-sdk-provider.cjs),
 * by the global each remote reads instead of bundling its own copy. Like `externalRuntime`'s runtime-core, a remote
 * built this way needs a shell built from the same Module Federation version.
 */
export const LENT_FEDERATION_PACKAGES = {
  '@module-federation/sdk': '_SHOP_FEDERATION_SDK',
  '@module-federation/error-codes': '_SHOP_FEDERATION_ERROR_CODES',
};

/**
 * The part of Module Federation each container runs (@module-federation/webpack-bundler-runtime: sharing, consumes,
 * the container's init, with the @module-federation/runtime facade it calls), lent by the shell the same way: half
 * of a remote entry otherwise (16 of its 34 KB, 4.1 of its 9.1 KB brotli), once per remote on every page. Unlike the
 * helpers it holds a container's state, so each remote entry reading the global gets an object of its own
 * (shell/src/remotes/federation-sdk-provider.cjs). The bundler imports it by file path, so `request` matches that.
 */
export const LENT_BUNDLER_RUNTIME = {
  global: '_SHOP_FEDERATION_BUNDLER_RUNTIME',
  request: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
};

/**
 * The dayjs antd's date pickers import. A build with antd that does not depend on dayjs itself shares this one, so a
 * page has one dayjs whichever build provides antd: otherwise the admin's date values (its dayjs) and the pickers
 * (a private copy in that build's admin chunk) would be two copies, the values without the plugins the pickers add.
 */
const ANTD_DAYJS = {
  import: requireFromAntdPackage.resolve('dayjs'),
  version: versionOf(requireFromAntdPackage.resolve('dayjs/package.json')),
  requiredVersion: JSON.parse(readFileSync(antdPackageFile, 'utf8')).dependencies.dayjs,
};

/**
 * @param {Record<string, string>} dependencies the consumer's package.json dependencies (versions to require)
 * @returns {Record<string, {singleton: true, requiredVersion: string | false, version?: string, import?: string}>}
 */
export function sharedDependencies(dependencies) {
  const shared = {};
  for (const name of LIBRARIES) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = dependencies[root] ?? sharedPackage.peerDependencies?.[root] ?? sharedPackage.dependencies?.[root];
    if (!dependencies[root]) {
      if (name === 'dayjs' && dependencies.antd) shared.dayjs = { singleton: true, ...ANTD_DAYJS };
      continue; // only what this build uses
    }
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
