// Published remotes for the tests of server-rendered pages: a version folder with a manifest and, when given, a
// render function (what shared/src/react/render-remote.server.tsx builds), as scripts/publish.mjs leaves them.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Publishes a version of a remote; answers its manifest's URL, as the registry names it. */
export function publishRemote(deployDir: string, remote: string, version: string, render: string | null, css: string[] = []): string {
  const dir = path.join(deployDir, 'remotes', remote, version);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './app', assets: { css: { sync: css, async: [] } } }] }));
  if (render) writeFileSync(path.join(dir, 'server', 'index.js'), render);
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/**
 * A header whose footer shows the company's phone (site settings), and a shop whose pages show their data: the home
 * page its sections' titles (content), a category its products' names, a product page the product's name
 * (catalogue). A category or product the API does not have is the page's 404, as the real routes' loaders answer;
 * the about page's render fails. Each render is counted in `globalThis.__dataRenders` (the remote and the page's URL).
 */
const HEADER_SHOWING_DATA = `
module.exports.render = async (request) => {
  (globalThis.__dataRenders ??= []).push('mf-header ' + request.url);
  const settings = await request.get('/api/site/settings', { localization: request.lang });
  return { slots: { header: '<header>Shop</header>', footer: '<footer>Call ' + settings.body.data.company.phone + '</footer>' }, answers: {}, messages: {} };
};`;

const SHOP_SHOWING_DATA = `
module.exports.render = async (request) => {
  (globalThis.__dataRenders ??= []).push('mf-shop ' + request.url);
  const [lang, ...rest] = request.url.split('?')[0].split('/').filter(Boolean);
  if (rest[0] === 'about') throw new Error('the about page broke');
  const missing = new Error('not found');
  const data = async (path) => {
    const answer = await request.get(path, { localization: lang });
    if (answer.status === 404) throw missing;
    if (answer.status !== 200) throw new Error(path + ' answered ' + answer.status);
    return answer.body.data;
  };
  let main;
  try {
    if (rest.length === 0) main = (await data('/api/homepage/modules')).map((m) => '<h2>' + m.title + '</h2>').join('');
    else if (rest[0] === 'category') main = '<ul>' + (await data('/api/product-category/' + rest[1])).products.map((p) => '<li>' + p.name + '</li>').join('') + '</ul>';
    else main = '<h1>' + (await data('/api/product/' + rest[0])).name + '</h1>';
  } catch (err) {
    if (err !== missing) throw err;
    return { slots: { main: '<main><h1>Page not found</h1></main>' }, answers: {}, messages: {}, status: 404 };
  }
  return { slots: { main: '<main>' + main + '</main>' }, answers: {}, messages: {} };
};`;

/** Publishes the header and the shop above and points the registry at them. */
export function publishRemotesShowingData(deployDir: string): void {
  const registry = {
    mf_header: publishRemote(deployDir, 'mf-header', 'data-1', HEADER_SHOWING_DATA),
    mf_shop: publishRemote(deployDir, 'mf-shop', 'data-1', SHOP_SHOWING_DATA),
  };
  writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));
}

/** The renders made so far by the remotes above ('mf-shop /en/gates' and the like); emptied by `length = 0`. */
export const dataRenders = (): string[] => ((globalThis as { __dataRenders?: string[] }).__dataRenders ??= []);

/** The repository's built site (`npm run build` leaves it there; `npm test` builds it before the suites run). */
const BUILT_DEPLOY = path.resolve(import.meta.dirname, '../../.deploy');

/**
 * Publishes the remotes of the repository's built site into a test's deploy folder (their version folders linked,
 * the registry pointing at them): the test's pages are rendered by the real remotes, their heads and statuses
 * built by the real routes from the test API's data.
 */
export function publishBuiltRemotes(deployDir: string): void {
  const registryFile = path.join(BUILT_DEPLOY, 'remotes.json');
  if (!existsSync(registryFile)) throw new Error(`No built site at ${BUILT_DEPLOY}: run \`npm run build\` first`);
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
  for (const manifestUrl of Object.values(registry)) {
    const versionDir = path.posix.dirname(manifestUrl);
    const target = path.join(deployDir, versionDir);
    mkdirSync(path.dirname(target), { recursive: true });
    if (!existsSync(target)) symlinkSync(path.join(BUILT_DEPLOY, versionDir), target, 'dir');
  }
  writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));
}
