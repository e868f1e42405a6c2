// The build of every remote: one exposed entry (`./app`) with single-spa lifecycles, the page singletons
// (federation.mjs; everything else is bundled, so a remote is released alone whatever it starts to use),
// a manifest the shell finds through /remotes.json, and asset URLs relative to wherever the build is published.
// A remote whose pages the server renders also has a `server` environment: its render function for Node
// (dist/server/index.js), published with the browser build so a release changes both together.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { BROWSERS } from './browsers.mjs';
import { compileHintsPlugin } from './compile-hints.mjs';
import { sharedDependencies } from './federation.mjs';

/** Where a remote's server render lands inside its build (and its published version folder). */
export const SERVER_RENDER_FILE = 'server/index.js';

/**
 * @param {{ name: string, dependencies: Record<string, string>, serverEntry?: string }} options
 *   name: the Module Federation name, e.g. 'mf_shop'; dependencies: the remote's package.json dependencies;
 *   serverEntry: the module exporting `render` (createServerRenderer) when the server renders this remote's slots.
 */
export function defineRemoteConfig({ name, dependencies, serverEntry }) {
  const web = {
    source: { entry: { index: './src/index.ts' } },
    tools: {
      htmlPlugin: false,
      rspack: (config) => {
        config.plugins.push(compileHintsPlugin());
      },
    },
    output: {
      distPath: { root: 'dist' },
      // Resolved at run time from the manifest's URL, so one build can be published under any versioned folder.
      assetPrefix: 'auto',
      filenameHash: true,
      cleanDistPath: true,
      overrideBrowserslist: BROWSERS,
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // All of the remote's CSS in one file (the documented cache group of extracted CSS): the server's HTML links
        // it, so a page whose code comes in a chunk of its own is styled from the first paint, not when its chunk
        // has loaded (a layout shift). A remote's whole CSS is a few KB.
        override: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } },
      },
    },
  };
  // Node, everything bundled (the published folder has no node_modules); CSS modules give their class names only.
  const server = {
    source: { entry: { index: serverEntry } },
    tools: { htmlPlugin: false },
    output: {
      target: 'node',
      distPath: { root: 'dist/server', js: '', jsAsync: 'chunks' },
      filenameHash: false,
      cleanDistPath: false,
      minify: false,
    },
  };
  return defineConfig({
    environments: serverEntry ? { web, server } : { web },
    plugins: [
      pluginReact(),
      pluginModuleFederation(
        {
          name,
          exposes: { './app': './src/app/entry.tsx' },
          shared: sharedDependencies(dependencies),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The Module Federation runtime comes from the shell (provideExternalRuntime there): one copy per page
          // instead of one in every remote entry (~30 KB compressed each). What each entry keeps of the bundler
          // runtime is built for browsers only (`target: 'web'`, its Node paths left out: 14.6 -> 13.0 KB brotli).
          experiments: { externalRuntime: true, optimization: { target: 'web' } },
        },
        { environment: 'web' },
      ),
    ],
  });
}
