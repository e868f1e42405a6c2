// The release API of issue 46 (decisions 0080-0082): a team's release token uploads and releases its own remote and
// nothing else, uploads are checked, a canary goes to its share of visitors and keeps each visitor on one side,
// promotion and rollback reach everyone, and every change is in the audit log with who made it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReleaseTokens } from '../src/modules/releases/tokens.ts';
import { inCanary } from '../src/modules/releases/cohort.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let tk: Tokens;
let cartToken: string;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  const created = await t.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: bearer(tk.admin), payload: { name: 'cart team', remotes: ['mf-cart'] } });
  expect(created.statusCode).toBe(201);
  cartToken = created.json().token as string;
});
afterAll(async () => t.close());

type Files = Record<string, string>;
const manifestOf = (name: string) => JSON.stringify({ id: name, name, metaData: {}, shared: [], remotes: [], exposes: [] });
const cartBuild = (marker: string): Files => ({ 'mf-manifest.json': manifestOf('mf_cart'), 'static/js/app.js': `console.log(${JSON.stringify(marker)});` });

/** A multipart body with one part per file, named by its path in the build, as scripts/release.mjs sends it. */
async function form(files: Files): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const body = new FormData();
  for (const [name, content] of Object.entries(files)) body.append('files', new Blob([content]), name);
  const request = new Request('http://release.invalid/', { method: 'POST', body });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

async function upload(token: string, remote: string, files: Files) {
  const { payload, headers } = await form(files);
  return t.app.inject({ method: 'POST', url: `/api/releases/${remote}/versions`, headers: { ...headers, ...bearer(token) }, payload });
}

const registryFor = async (cohort: number | null) => {
  const res = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: cohort === null ? {} : { cookie: `shop_cohort=${cohort}` } });
  return { manifests: res.json() as Record<string, string>, cookie: res.headers['set-cookie'] as string | undefined, etag: res.headers.etag as string };
};

describe('release tokens', () => {
  it('are shown once and stored hashed', async () => {
    const row = await t.db.selectFrom('release_tokens').selectAll().where('name', '=', 'cart team').executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(cartToken);
    expect(JSON.stringify(await t.db.selectFrom('release_tokens').selectAll().execute())).not.toContain(cartToken);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/release-tokens', headers: bearer(tk.admin) });
    expect(listed.json().data[0]).toMatchObject({ name: 'cart team', remotes: ['mf-cart'], revokedAt: null });
    expect(listed.body).not.toContain(cartToken);
  });

  it('release their own remote only, and open no admin call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/releases/mf-cart', headers: bearer(cartToken) })).statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/api/releases/mf-shop', headers: bearer(cartToken) });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('releaseToken.otherRemote');
    expect((await upload(cartToken, 'mf-shop', { 'mf-manifest.json': manifestOf('mf_shop') })).statusCode).toBe(403);
    for (const url of ['/api/admin/users', '/api/admin/releases', '/api/admin/release-tokens', '/admin/auth/me']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(cartToken) })).statusCode, url).toBe(401);
    }
    const minted = await t.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: bearer(cartToken), payload: { name: 'more', remotes: ['mf-shop'] } });
    expect(minted.statusCode).toBe(401);
    // An editor is not an administrator: no releases either.
    expect((await t.app.inject({ method: 'GET', url: '/api/releases/mf-cart', headers: bearer(tk.editor) })).statusCode).toBe(403);
  });

  it('stop working once revoked', async () => {
    const tokensService = createReleaseTokens(t.db, { audit: async () => undefined });
    const { token, info } = await tokensService.create({ name: 'short-lived', remotes: ['mf-cart'] }, { kind: 'system', name: 'test' });
    expect((await t.app.inject({ method: 'GET', url: '/api/releases/mf-cart', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/release-tokens/${info.id}`, headers: bearer(tk.admin) })).json().data.revokedAt).not.toBeNull();
    const refused = await t.app.inject({ method: 'GET', url: '/api/releases/mf-cart', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('releaseToken.invalid');
  });
});

describe('uploads', () => {
  it('refuse a manifest of another remote, paths out of the folder, other file types and a build without a manifest', async () => {
    const cases: Array<[Files, string]> = [
      [{ 'mf-manifest.json': manifestOf('mf_shop') }, 'release.otherManifest'],
      [{ ...cartBuild('x'), '../../shell/index.html': 'owned' }, 'release.uploadPath'],
      [{ ...cartBuild('x'), '/etc/passwd.js': 'x' }, 'release.uploadPath'],
      [{ ...cartBuild('x'), 'static/.hidden.js': 'x' }, 'release.uploadPath'],
      [{ ...cartBuild('x'), 'static/tool.exe': 'MZ' }, 'release.uploadType'],
      [{ ...cartBuild('x'), 'static/js/app.js.br': 'x' }, 'release.uploadType'],
      [{ 'static/js/app.js': 'x' }, 'release.noManifest'],
    ];
    for (const [files, code] of cases) {
      const res = await upload(cartToken, 'mf-cart', files);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().code).toBe(code);
    }
    expect(readFileSync(path.join(t.config.deployDir, 'shell', 'index.html'), 'utf8')).not.toBe('owned');
    const json = await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/versions', headers: bearer(cartToken), payload: { files: [] } });
    expect(json.statusCode).toBe(422);
  });

  it('store the build as a version named by its content, served as the right type', async () => {
    const first = await upload(cartToken, 'mf-cart', cartBuild('one'));
    expect(first.statusCode).toBe(201);
    const { version } = first.json() as { version: string };
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect((await upload(cartToken, 'mf-cart', cartBuild('one'))).json()).toMatchObject({ version, created: false });
    const script = await t.app.inject({ method: 'GET', url: `/remotes/mf-cart/${version}/static/js/app.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
  });
});

describe('canary releases', () => {
  const inCart = Array.from({ length: 100 }, (_, c) => c).filter((c) => inCanary('mf-cart', c, 30));
  const outCart = Array.from({ length: 100 }, (_, c) => c).filter((c) => !inCanary('mf-cart', c, 30));

  it('serve the canary to its share of visitors, each kept on one side, and the stable version to the rest', async () => {
    const stable = (await upload(cartToken, 'mf-cart', cartBuild('stable'))).json().version as string;
    const canary = (await upload(cartToken, 'mf-cart', cartBuild('canary'))).json().version as string;
    const release = (version: string, share?: number) =>
      t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/release', headers: bearer(cartToken), payload: share === undefined ? { version } : { version, share } });
    expect((await release(stable)).statusCode).toBe(200);
    // No canary: no cohort cookie for anyone.
    expect((await registryFor(null)).cookie).toBeUndefined();
    const started = await release(canary, 30);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ stable: { version: stable }, canary: { version: canary }, share: 30 });
    expect(inCart.length).toBe(30);
    for (const cohort of inCart) expect((await registryFor(cohort)).manifests.mf_cart).toBe(`/remotes/mf-cart/${canary}/mf-manifest.json`);
    for (const cohort of outCart) expect((await registryFor(cohort)).manifests.mf_cart).toBe(`/remotes/mf-cart/${stable}/mf-manifest.json`);
    // A new visitor gets a cohort, and keeps its side on the next requests.
    const first = await registryFor(null);
    const cohort = Number(/shop_cohort=(\d+)/.exec(first.cookie ?? '')?.[1]);
    expect(first.cookie).toMatch(/HttpOnly/);
    for (let i = 0; i < 3; i++) expect((await registryFor(cohort)).manifests).toEqual(first.manifests);
    // The page the visitor gets is theirs alone while a canary runs.
    const page = await t.app.inject({ method: 'GET', url: '/en/cart', headers: { cookie: `shop_cohort=${cohort}` } });
    expect(page.headers['cache-control']).toMatch(/private/);

    const promoted = await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/promote', headers: bearer(cartToken) });
    expect(promoted.json()).toMatchObject({ stable: { version: canary }, canary: null, share: 0 });
    for (const c of [inCart[0]!, outCart[0]!]) expect((await registryFor(c)).manifests.mf_cart).toBe(`/remotes/mf-cart/${canary}/mf-manifest.json`);

    // A second canary rolled back: its visitors get the stable version at their next request.
    const third = (await upload(cartToken, 'mf-cart', cartBuild('third'))).json().version as string;
    await release(third, 30);
    expect((await registryFor(inCart[0]!)).manifests.mf_cart).toContain(third);
    const ended = await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/rollback', headers: bearer(cartToken), payload: {} });
    expect(ended.json()).toMatchObject({ stable: { version: canary }, canary: null });
    expect((await registryFor(inCart[0]!)).manifests.mf_cart).toContain(canary);
    // And a rollback without a canary steps the stable version back.
    const back = await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/rollback', headers: bearer(cartToken), payload: {} });
    expect(back.json().stable.version).toBe(stable);

    const history = (await t.app.inject({ method: 'GET', url: '/api/releases/mf-cart', headers: bearer(tk.admin) })).json().history as Array<{ action: string; actor: string }>;
    expect(history.slice(0, 5).map((h) => h.action)).toEqual(['rollback', 'canary-rollback', 'canary', 'promote', 'canary']);
    expect(history[0]!.actor).toBe('release token "cart team"');
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?per_page=50', headers: bearer(tk.admin) });
    const entries = (audit.json().data as Array<{ entity: string; action: string; user: { name: string } | null }>).filter((e) => e.entity === 'release');
    expect(entries.map((e) => e.action).slice(0, 4)).toEqual(['rollback', 'rollback', 'canary', 'promote']);
    expect(entries[0]!.user?.name).toBe('release token "cart team"');
  });

  it('refuse a share out of 1-99, a canary of an unknown version, and a promotion without a canary', async () => {
    const version = (await upload(cartToken, 'mf-cart', cartBuild('shares'))).json().version as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/release', headers: bearer(cartToken), payload: { version, share: 100 } })).statusCode).toBe(422);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/release', headers: bearer(cartToken), payload: { version: 'nope', share: 10 } });
    expect(unknown.statusCode).toBe(404);
    const promote = await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/promote', headers: bearer(cartToken) });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().code).toBe('release.noCanary');
  });
});

describe('the deploy folder', () => {
  it('is the registry a first API change acts on, before any page has asked for the registry', async () => {
    const fresh = await createTestApp({ products: 5 });
    try {
      const admin = bearer((await tokens(fresh)).admin);
      // The test deploy folder serves mf-header 1.0.0; a canary of another version needs it as the stable one.
      const url = 'https://cdn.example.com/mf-header/2.0.0/mf-manifest.json';
      expect((await fresh.app.inject({ method: 'POST', url: '/api/releases/mf-header/versions/at', headers: admin, payload: { url } })).statusCode).toBe(201);
      const canary = await fresh.app.inject({ method: 'POST', url: '/api/releases/mf-header/release', headers: admin, payload: { version: url, share: 50 } });
      expect(canary.statusCode, canary.body).toBe(200);
      expect(canary.json()).toMatchObject({ stable: { version: '1.0.0' }, canary: { version: url }, share: 50 });
    } finally {
      await fresh.close();
    }
  });

  it("is taken into the registry when a local publish changes its remotes.json, and the open pages' build changes", async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id as string;
    const file = path.join(t.config.deployDir, 'remotes.json');
    const registry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    // A local publish names mf-cart's version a; then the cart team releases b through the API.
    const [a, b] = await Promise.all(['published', 'released'].map(async (marker) => (await upload(cartToken, 'mf-cart', cartBuild(marker))).json().version as string));
    writeFileSync(file, JSON.stringify({ ...registry, mf_cart: `/remotes/mf-cart/${a}/mf-manifest.json` }));
    expect((await registryFor(null)).manifests.mf_cart).toBe(`/remotes/mf-cart/${a}/mf-manifest.json`);
    const released = await t.app.inject({ method: 'POST', url: '/api/releases/mf-cart/release', headers: bearer(cartToken), payload: { version: b } });
    expect(released.statusCode).toBe(200);

    // A later local publish of mf-shop rewrites the file, which still names mf-cart's a.
    writeFileSync(file, JSON.stringify({ ...registry, mf_cart: `/remotes/mf-cart/${a}/mf-manifest.json`, mf_shop: 'https://cdn.example.com/mf-shop/2.0.0/mf-manifest.json' }));
    const served = (await registryFor(null)).manifests;
    expect(served.mf_shop).toBe('https://cdn.example.com/mf-shop/2.0.0/mf-manifest.json');
    // Only what the file changed is taken: the publish of mf-shop does not undo the cart team's release.
    expect(served.mf_cart).toBe(`/remotes/mf-cart/${b}/mf-manifest.json`);
    const after = await t.app.inject({ method: 'GET', url: '/builds/latest.json' });
    expect(after.json().id).not.toBe(before);
    // The same build again costs a 304.
    expect((await t.app.inject({ method: 'GET', url: '/builds/latest.json', headers: { 'if-none-match': after.headers.etag as string } })).statusCode).toBe(304);
  });
});
