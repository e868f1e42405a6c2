import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { compileHintsPlugin } from '@shop/shared/compile-hints';
import { sharedDependencies } from '@shop/shared/mf-shared';
import pkg from './package.json' with { type: 'json' };

// The host: no remote URLs are baked in; they come from /remotes.json at run time (src/remotes/registry.ts).
export default defineConfig({
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html', title: '' },
  output: {
    distPath: { root: 'dist' },
    assetPrefix: '/',
    filenameHash: true,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: { plugins: [compileHintsPlugin()] } },
  plugins: [
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(pkg.dependencies),
      shareStrategy: 'loaded-first',
      dts: false,
      // The one Module Federation runtime of the page; remotes are built with experiments.externalRuntime.
      experiments: { provideExternalRuntime: true },
    }),
  ],
});
