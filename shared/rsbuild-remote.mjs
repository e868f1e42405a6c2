// The build of every remote: one exposed entry (`./app`) with single-spa lifecycles, shared singletons,
// a manifest the shell finds through /remotes.json, and asset URLs relative to wherever the build is published.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { compileHintsPlugin } from './compile-hints.mjs';
import { sharedDependencies, UI_KIT_ALIASES } from './mf-shared.mjs';

/**
 * @param {{ name: string, dependencies: Record<string, string> }} options
 *   name: the Module Federation name, e.g. 'mf_shop'; dependencies: the remote's package.json dependencies.
 */
export function defineRemoteConfig({ name, dependencies }) {
  return defineConfig({
    source: { entry: { index: './src/index.ts' } },
    tools: { htmlPlugin: false, rspack: { plugins: [compileHintsPlugin()] } },
    output: {
      distPath: { root: 'dist' },
      // Resolved at run time from the manifest's URL, so one build can be published under any versioned folder.
      assetPrefix: 'auto',
      filenameHash: true,
      cleanDistPath: true,
    },
    resolve: { alias: UI_KIT_ALIASES },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: { './app': './src/app/entry.tsx' },
        shared: sharedDependencies(dependencies),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The Module Federation runtime comes from the shell (provideExternalRuntime there): one copy per page
        // instead of one in every remote entry (~30 KB compressed each).
        experiments: { externalRuntime: true },
      }),
    ],
  });
}
