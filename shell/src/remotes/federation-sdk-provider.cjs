// Module Federation runtime plugin of the shell: lends the page's one copy of Module Federation's code to the
// remotes, as `provideExternalRuntime` lends runtime-core, so a remote entry carries only its own container's tables.
// - @module-federation/sdk and @module-federation/error-codes: a remote entry otherwise bundles both (19 of its
//   51 KB, 4.6 KB brotli). Stateless helpers (constants, manifest and script utilities, error texts): one copy
//   serves every container.
// - @module-federation/webpack-bundler-runtime, with the @module-federation/runtime facade it calls: half of what
//   was left of a remote entry (16 of 34 KB, 4.1 KB brotli). It keeps a container's state (its instance, options
//   and share scope), so each remote entry gets a federation object of its own (federationForRemote).
// CommonJS on purpose: `require` resolves the same files the shell's own Module Federation runtime requires, so the
// shell bundles no second copy (rsbuild.config.ts checks that they are the same files).
/* eslint-disable @typescript-eslint/no-require-imports -- the point of this file (see above) */
/* global __webpack_require__ -- the shell's own module system, whose `federation` is its container's runtime */
const PACKAGES = {
  '@module-federation/sdk': require('@module-federation/sdk'),
  '@module-federation/error-codes': require('@module-federation/error-codes'),
};
/**
 * How a container starts when a host loads it. The shell's own bundler runtime is built without it (the shell
 * exposes nothing: its build defines FEDERATION_HAS_EXPOSES false), so the remotes get it from the package's file.
 */
const { initContainerEntry } = require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs');

/** What a remote entry calls on its federation object (webpack-bundler-runtime's `bundlerRuntime`). */
const BUNDLER_FUNCTIONS = ['remotes', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init'];

/**
 * `init` of @module-federation/runtime for a remote's container: the remote's existing instance (a second entry of
 * the same remote, after a release) or a new one, as the runtime's own `init` does (2.9: found by name and version,
 * the options' id defaulting to ''), but without making it the runtime's current instance. That module-level
 * instance is the shell's: the shell's registerRemotes, loadRemote and preloadRemote act on it, and with one facade
 * for every container the runtime's `init` would hand it to the first remote that starts.
 */
function containerInit(runtime) {
  return (options) => {
    const normalized = { ...options, id: options.id || '' };
    const existing = runtime.getInstance(
      (instance) => instance.options.name === options.name && (options.version ? instance.options.version === options.version : !instance.options.version),
    );
    if (!existing) return runtime.createInstance(normalized);
    existing.initOptions(normalized);
    return existing;
  };
}

/**
 * The federation object a remote entry copies into its own module system: the shell's functions (read from the
 * shell's container, so there is never a second copy), with the state of a container of its own. Built once per
 * remote entry, which reads the global once.
 */
function federationForRemote() {
  const { runtime, attachShareScopeMap } = __webpack_require__.federation;
  const bundlerRuntime = { ...__webpack_require__.federation.bundlerRuntime, initContainerEntry, S: {} };
  const missing = BUNDLER_FUNCTIONS.filter((name) => typeof bundlerRuntime[name] !== 'function');
  if (missing.length > 0) throw new Error(`federation-sdk-provider: the shell's bundler runtime lacks ${missing.join(', ')}`);
  return {
    runtime: { ...runtime, init: containerInit(runtime) },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime,
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/**
 * @param {{ globals: Record<string, string>, bundlerRuntimeGlobal: string }} params package name -> global name
 *   (LENT_FEDERATION_PACKAGES), and the global of the bundler runtime (LENT_BUNDLER_RUNTIME.global)
 */
module.exports = function federationSdkProvider({ globals, bundlerRuntimeGlobal }) {
  return {
    name: 'shop-federation-sdk-provider',
    // Runs before the shell's federation instance exists, so before any remote entry is loaded.
    beforeInit(args) {
      for (const [pkg, globalName] of Object.entries(globals)) {
        if (!PACKAGES[pkg]) throw new Error(`federation-sdk-provider cannot lend ${pkg}: it is not in its table`);
        globalThis[globalName] = PACKAGES[pkg];
      }
      Object.defineProperty(globalThis, bundlerRuntimeGlobal, { configurable: true, get: federationForRemote });
      return args;
    },
  };
};
