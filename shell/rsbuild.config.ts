import { createRequire } from 'node:module';
import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { BROWSERS } from '@shop/shared/browsers';
import { compileHintsPlugin } from '@shop/shared/compile-hints';
import { sharedDependencies } from '@shop/shared/federation';
import pkg from './package.json' with { type: 'json' };

const fromShell = createRequire(import.meta.url);

// The host: no remote URLs are baked in; they come from /remotes.json at run time (src/remotes/registry.ts).
export default defineConfig({
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    title: '',
    // A 32 px PNG (made from public/favicon.svg, which stays the logo of the structured data): Chromium fetches and
    // decodes the icon again at every client-side navigation, and an SVG icon is a document of its own, 8-16 ms of
    // the main thread at the moment the new page's data arrives (measured with bench/; figures in the history of docs/performance.md).
    favicon: './public/favicon.png',
    // public/early-clicks.js: it keeps a button pressed on the server's HTML before the remotes have taken it over.
    // public/early-cart-count.js: the remembered cart count from the first frame. Both tiny and cached, async and
    // render-blocking: fetched in parallel while the HTML is parsed, and run before the first frame, so no press can
    // come before the first one is listening (Chromium and Safari 18.2+; Firefox ignores `blocking` and runs them
    // async, as before).
    tags: [
      { tag: 'script', attrs: { src: '/early-clicks.js', async: true, blocking: 'render' }, head: true, append: false },
      { tag: 'script', attrs: { src: '/early-cart-count.js', async: true, blocking: 'render' }, head: true, append: false },
    ],
  },
  output: {
    distPath: { root: 'dist' },
    assetPrefix: '/',
    filenameHash: true,
    overrideBrowserslist: BROWSERS,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: { plugins: [compileHintsPlugin()] } },
  plugins: [
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(pkg.dependencies),
      shareStrategy: 'loaded-first',
      // The shell's shared versions, public: the shell compares a remote's requirements with them (version skew).
      manifest: true,
      dts: false,
      // The one Module Federation runtime of the page; remotes are built with experiments.externalRuntime. Built for
      // browsers only (`target: 'web'`): the runtime's Node paths (loading remotes with Node's module system) are
      // left out.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      // Shared libraries resolved and run in short tasks, on the shell's container and every remote's (a documented
      // runtime plugin: its hooks beforeLoadShare and afterLoadShare; docs/decisions/0069-start-in-short-tasks.md).
      runtimePlugins: [fromShell.resolve('./src/remotes/shared-loading-plugin.ts')],
    }),
  ],
});
