import { defineRemoteConfig } from '@shop/shared/rsbuild-remote';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({ name: 'mf_cart', dependencies: pkg.dependencies, serverEntry: './src/app/render.server.tsx' });
