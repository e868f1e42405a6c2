// Issue 46, 4: the page's reports of each remote version (POST /api/signals, navigator.sendBeacon). A beacon is
// small, checked against its schema and against the versions the shop has, limited per client; its figures are added
// per remote, version and hour (views, failed views, errors, p75 of the web vitals) and kept 30 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionHour } from '@shop/shared/contracts/signals';
import { createSignalsService, hourOf } from '../src/modules/signals/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;
beforeAll(async () => {
  t = await createTestApp({ products: 1, env: { BEACON_LIMIT: '5' } });
  // Two published versions of the cart, as the registry knows them.
  for (const version of ['a1b2c3d4e5f6', 'f6e5d4c3b2a1']) await t.app.releases.addVersion('mf-cart', { version, source: 'publish' }, { kind: 'system', name: 'test' });
  // A version on the team's own origin: the registry names it by its manifest's URL, the page by its folder.
  await t.app.releases.addVersion('mf-shop', { version: 'https://cdn.team.example/mf-shop/3.1.0/mf-manifest.json', source: 'at' }, { kind: 'system', name: 'test' });
  tk = await tokens(t);
});
afterAll(async () => t.close());

let client = 0;
/** Each call from an address of its own, unless one is given (the limit is per client). */
const beacon = (payload: unknown, opts: { address?: string; contentType?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signals',
    headers: { 'content-type': opts.contentType ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: opts.address ?? `10.46.${Math.floor(++client / 250)}.${client % 250}`,
  });
const item = { remote: 'mf-cart', version: 'a1b2c3d4e5f6', views: 1, failed: 0, errors: 0 };

const history = async (remote: string, token = tk.admin): Promise<VersionHour[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/signals/${remote}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: VersionHour[] }).data;
};

describe('POST /api/signals', () => {
  it('takes a report with 204 and adds it to the version’s hour, which the admin reads', async () => {
    expect((await beacon({ signals: [{ ...item, views: 3, failed: 1, errors: 2, lcp: 1800, inp: 120, cls: 0.02 }] })).statusCode).toBe(204);
    expect((await beacon({ signals: [{ ...item, views: 1 }, { remote: 'mf-cart', version: 'f6e5d4c3b2a1', views: 2, failed: 2, errors: 5 }] })).statusCode).toBe(204);
    // Written within a few seconds (the counters are kept in memory between writes).
    await expect.poll(async () => (await history('mf-cart')).length, { timeout: 15_000 }).toBe(2);
    const rows = await history('mf-cart');
    const hour = hourOf(Date.now());
    expect(rows.find((r) => r.version === 'a1b2c3d4e5f6')).toMatchObject({ hour, views: 4, failed_views: 1, errors: 2 });
    expect(rows.find((r) => r.version === 'f6e5d4c3b2a1')).toMatchObject({ hour, views: 2, failed_views: 2, errors: 5, lcp_p75: null });
    const vitals = rows.find((r) => r.version === 'a1b2c3d4e5f6')!;
    expect((await beacon({ signals: [{ remote: 'mf-shop', version: '3.1.0', views: 1, failed: 0, errors: 0 }] })).statusCode).toBe(204);
    // One sample each: p75 is that sample's bucket, within ~10 %.
    expect(vitals.lcp_p75).toBeGreaterThanOrEqual(1800);
    expect(vitals.lcp_p75).toBeLessThan(1980);
    expect(vitals.inp_p75).toBeGreaterThanOrEqual(120);
    expect(vitals.inp_p75).toBeLessThan(133);
    expect(vitals.cls_p75).toBeGreaterThanOrEqual(0.02);
    expect(vitals.cls_p75).toBeLessThan(0.023);
  });

  it('refuses bad bodies with 4xx and a message code, and counts nothing of them', async () => {
    const bad: [unknown, number, string?][] = [
      ['{"signals":', 400],
      [{}, 422, 'request.invalidFields'],
      [{ signals: [] }, 422, 'request.invalidFields'],
      [{ signals: [{ ...item, url: 'https://shop.example/cart?email=a@b.c' }] }, 422, 'request.invalidFields'],
      [{ signals: [{ ...item, views: -1 }] }, 422, 'request.invalidFields'],
      [{ signals: [{ ...item, views: 1000 }] }, 422, 'request.invalidFields'],
      [{ signals: [{ ...item, lcp: 'fast' }] }, 422, 'request.invalidFields'],
      [{ signals: [{ ...item, version: '../../etc' }] }, 422, 'request.invalidFields'],
      [{ signals: [{ ...item, remote: 'evil' }] }, 422, 'request.invalidFields'],
      [{ signals: Array.from({ length: 9 }, () => item) }, 422, 'request.invalidFields'],
      [{ signals: [{ ...item, views: 1, failed: 2 }] }, 422, 'signals.failedOverViews'],
      [{ signals: [{ ...item, version: '000000000000' }] }, 422, 'signals.unknownVersion'],
      [{ signals: [{ ...item, remote: 'mf-nothing' }] }, 422, 'signals.unknownVersion'],
      [{ signals: [{ ...item, version: 'a'.repeat(5000) }] }, 413, 'request.tooLarge'],
    ];
    for (const [payload, status, code] of bad) {
      const res = await beacon(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      if (code) expect(res.json()).toMatchObject({ code });
    }
    // A beacon sent as text is not taken either.
    expect((await beacon({ signals: [item] }, { contentType: 'text/plain' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await beacon({ signals: [item] }, { contentType: 'text/plain' })).statusCode).toBeLessThan(500);
  });

  it('limits the reports of one client per minute (BEACON_LIMIT), others still report', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await beacon({ signals: [item] }, { address })).statusCode).toBe(204);
    const limited = await beacon({ signals: [item] }, { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    expect((await beacon({ signals: [item] }, { address: '10.99.0.2' })).statusCode).toBe(204);
  });

  it('the history is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/signals/mf-cart' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/signals/mf-cart', headers: bearer(tk.editor) })).statusCode).toBe(403);
  });
});

describe('aggregation', () => {
  it('adds reports per hour, reads p75 from many samples, and keeps 30 days', async () => {
    const start = Date.UTC(2020, 0, 1, 10, 15);
    let now = start;
    const service = createSignalsService(t.db, { knownVersion: () => true, now: () => now });
    // 100 page loads in the first hour with LCP 100, 200 … 10 000 ms: p75 is ~7 500 ms.
    for (let i = 1; i <= 100; i++) await service.record({ signals: [{ remote: 'mf-shop', version: 'agg1', views: 1, failed: i % 10 === 0 ? 1 : 0, errors: 0, lcp: i * 100 }] });
    now = start + 3_600_000;
    await service.record({ signals: [{ remote: 'mf-shop', version: 'agg1', views: 4, failed: 4, errors: 9 }] });
    await service.flush();
    // A second write adds to the same hour's row.
    await service.record({ signals: [{ remote: 'mf-shop', version: 'agg1', views: 1, failed: 0, errors: 0 }] });
    await service.flush();

    const rows = await service.history('mf-shop', start - 3_600_000);
    expect(rows.map((r) => [r.hour, r.views, r.failed_views, r.errors])).toEqual([
      [hourOf(start), 100, 10, 0],
      [hourOf(start + 3_600_000), 5, 4, 9],
    ]);
    expect(rows[0]!.lcp_p75).toBeGreaterThanOrEqual(7500);
    expect(rows[0]!.lcp_p75).toBeLessThanOrEqual(8250);
    expect(await service.totals('mf-shop', 'agg1', start + 3_600_000)).toEqual({ views: 5, failedViews: 4, errors: 9 });

    // Thirty days on, the first hour is still kept; a day later both are gone.
    now = start + 30 * 24 * 3_600_000;
    await service.prune();
    expect((await service.history('mf-shop', start - 3_600_000)).length).toBe(2);
    now = start + 31 * 24 * 3_600_000 + 3_600_000;
    expect(await service.prune()).toBeGreaterThan(0);
    expect(await service.history('mf-shop', start - 3_600_000)).toEqual([]);
  });
});
