// Bundles the server and the database CLI for `npm start` (dependencies stay external).
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
