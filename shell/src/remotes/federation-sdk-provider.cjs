// Module Federation runtime plugin of the shell: lends the page's one copy of @module-federation/sdk and
// @module-federation/error-codes to the remotes, as `provideExternalRuntime` lends runtime-core. A remote entry
// otherwise bundles both (19 of its 51 KB, 4.6 KB brotli), once per remote on every page. Both packages are
// stateless helpers (constants, manifest and script utilities, error texts), so one copy serves every container.
// CommonJS on purpose: `require` resolves the same files the shell's own Module Federation runtime requires, so the
// shell bundles no second copy (rsbuild.config.ts checks that they are the same files).
/* eslint-disable @typescript-eslint/no-require-imports -- the point of this file (see above) */
const PACKAGES = {
  '@module-federation/sdk': require('@module-federation/sdk'),
  '@module-federation/error-codes': require('@module-federation/error-codes'),
};

/** @param {{ globals: Record<string, string> }} params package name -> global name (LENT_FEDERATION_PACKAGES) */
module.exports = function federationSdkProvider({ globals }) {
  return {
    name: 'shop-federation-sdk-provider',
    // Runs before the shell's federation instance exists, so before any remote entry is loaded.
    beforeInit(args) {
      for (const [pkg, globalName] of Object.entries(globals)) {
        if (!PACKAGES[pkg]) throw new Error(`federation-sdk-provider cannot lend ${pkg}: it is not in its table`);
        globalThis[globalName] = PACKAGES[pkg];
      }
      return args;
    },
  };
};
