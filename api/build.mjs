// Bundles the server and the database CLI for `npm start`. Installed dependencies stay external; the workspace's
// own TypeScript packages (e.g. the route table of @shop/shared) are bundled in, as Node cannot run them as they are.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith('@shop/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'info',
});
