import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { BROWSERS } from '@shop/shared/browsers';
import { compileHintsPlugin } from '@shop/shared/compile-hints';
import { sharedDependencies } from '@shop/shared/federation';
import pkg from './package.json' with { type: 'json' };

const fromShell = createRequire(import.meta.url);

const EARLY_SCRIPTS = ['early-clicks.js', 'early-cart-count.js'];
/** An early script as the page carries it: without its leading comment, which is for the code's readers. */
const earlyScript = (file: string) => readFileSync(new URL(`./src/early-scripts/${file}`, import.meta.url), 'utf8').replace(/^(?:\/\/.*\n)+/, '').trim();

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
    // src/early-scripts: keeping a button pressed on the server's HTML before the remotes have taken it over, and
    // the remembered cart count from the first frame. Inline at the end of <head>, so they run before the first
    // frame in every browser (a fetched script can be render-blocking only where `blocking` is honoured, not in
    // Firefox); the API's page policy allows them by their hashes (docs/decisions/0076).
    tags: EARLY_SCRIPTS.map((file) => ({ tag: 'script', children: earlyScript(file), head: true, append: false })),
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
