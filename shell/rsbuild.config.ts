import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { antdStylesheetBuild } from '@shop/shared/antd-stylesheet';
import { compileHintsPlugin } from '@shop/shared/compile-hints';
import { createRequire } from 'node:module';
import { LENT_BUNDLER_RUNTIME, LENT_FEDERATION_PACKAGES, sharedDependencies } from '@shop/shared/mf-shared';
import { antdTheme } from '@shop/shared/theme';
import pkg from './package.json' with { type: 'json' };

// antd's styles for the public pages, prebuilt (the remotes run antd without computing CSS at run time).
const antdStylesheet = antdStylesheetBuild(antdTheme);

// The Module Federation code the shell lends to the remotes must be the very files its own runtime uses, or the
// shell would bundle a second copy and the remotes would run code of another version.
const fromShell = createRequire(import.meta.url);
const fromFederation = createRequire(fromShell.resolve('@module-federation/enhanced'));
const fromRuntime = createRequire(fromFederation.resolve('@module-federation/runtime'));
const lent: [string, NodeJS.Require][] = [
  ...Object.keys(LENT_FEDERATION_PACKAGES).map((pkg): [string, NodeJS.Require] => [pkg, fromRuntime]),
  ['@module-federation/webpack-bundler-runtime', fromFederation],
];
for (const [pkg, fromItsUser] of lent) {
  if (fromShell.resolve(pkg) !== fromItsUser.resolve(pkg)) {
    throw new Error(`${pkg}: the shell resolves ${fromShell.resolve(pkg)}, its Module Federation runtime ${fromItsUser.resolve(pkg)}; align the versions`);
  }
}

// The host: no remote URLs are baked in; they come from /remotes.json at run time (src/remotes/registry.ts).
export default defineConfig({
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    title: '',
    // A 32 px PNG (made from public/favicon.svg, which stays the logo of the structured data): Chromium fetches and
    // decodes the icon again at every client-side navigation, and an SVG icon is a document of its own, 8-16 ms of
    // the main thread at the moment the new page's data arrives (README, "What was measured and changed").
    favicon: './public/favicon.png',
    // public/early-clicks.js first: it keeps a button pressed on the server's HTML before the remotes have taken it over.
    // public/early-cart-count.js: the remembered cart count from the first frame (render-blocking, tiny, cached).
    tags: [
      { tag: 'script', attrs: { src: '/early-clicks.js', async: true }, head: true, append: false },
      { tag: 'script', attrs: { src: '/early-cart-count.js', async: true, blocking: 'render' }, head: true, append: false },
      ...antdStylesheet.tags,
    ],
  },
  output: {
    distPath: { root: 'dist' },
    assetPrefix: '/',
    filenameHash: true,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: { plugins: [compileHintsPlugin(), antdStylesheet.plugin] } },
  plugins: [
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(pkg.dependencies),
      shareStrategy: 'loaded-first',
      dts: false,
      // The one Module Federation runtime of the page; remotes are built with experiments.externalRuntime. Built for
      // browsers only (`target: 'web'`): the runtime's Node paths (loading remotes with Node's module system) are
      // left out.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      // …its helper packages and its bundler runtime (the remotes read them as externals: shared/rsbuild-remote.mjs).
      runtimePlugins: [
        [fromShell.resolve('./src/remotes/federation-sdk-provider.cjs'), { globals: LENT_FEDERATION_PACKAGES, bundlerRuntimeGlobal: LENT_BUNDLER_RUNTIME.global }],
        // Shared libraries resolved and run in short tasks, on the shell's container and every remote's.
        fromShell.resolve('./src/remotes/shared-loading-plugin.ts'),
      ],
    }),
  ],
});
