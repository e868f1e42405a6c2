import { resolve } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@shop/shared/rsbuild-remote';
import pkg from './package.json' with { type: 'json' };

const remote = defineRemoteConfig({ name: 'mf_cart', dependencies: pkg.dependencies, serverEntry: './src/app/render.server.tsx' });

// MF_CART_RELEASE_PROBE=1: the release journey's build, with release-probe/ in place of src/app/release-probe.tsx, in
// the browser's build and the server's alike (rspack's documented NormalModuleReplacementPlugin).
export default process.env.MF_CART_RELEASE_PROBE === '1'
  ? mergeRsbuildConfig(remote, {
      tools: {
        rspack: (config, { rspack }) => {
          config.plugins.push(new rspack.NormalModuleReplacementPlugin(/^\.\/release-probe\.tsx$/, resolve(import.meta.dirname, 'release-probe', 'release-probe.tsx')));
        },
      },
    })
  : remote;
