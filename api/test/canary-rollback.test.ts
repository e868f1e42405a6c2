// Issue 46, 5: while a canary runs, the server compares its share of failed slot views with the stable version's and
// rolls a failing canary back on its own, within a minute: the registry serves the stable version again, the history
// and the audit log name the canary watch, and the team's contact and the administrators get a mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canaryFails, createCanaryWatch } from '../src/modules/signals/canary-watch.ts';
import { createSignalsService } from '../src/modules/signals/service.ts';
import type { ReleaseActor } from '../src/modules/releases/actor.ts';
import type { PageRemoteName } from '@shop/shared/remotes';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
const operator: ReleaseActor = { kind: 'system', name: 'test operator' };
beforeAll(async () => {
  // The watch judges every second here instead of every 15 s: the test waits for its round, not for the clock.
  t = await createTestApp({ products: 1, env: { CANARY_WATCH_SECONDS: '1' } });
});
afterAll(async () => t.close());

/** A remote serving `stable` to everyone and `canary` to half the visitors, released by a team's token with a contact. */
async function canaryOf(remote: PageRemoteName, stable: string, canary: string, contact: string) {
  for (const version of [stable, canary]) await t.app.releases.addVersion(remote, { version, source: 'upload' }, operator);
  await t.app.releases.release(remote, stable, operator);
  const token = await t.db
    .insertInto('release_tokens')
    .values({ name: `${remote} team`, token_hash: `hash-${remote}-${canary}`, remotes_json: JSON.stringify([remote]), contact_email: contact, created_by: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.releases.release(remote, canary, { kind: 'token', id: token.id, name: `${remote} team` }, 50);
}

const channel = async (remote: string) => (await t.app.releases.snapshot()).remotes.find((r) => r.remote === remote)!;
const rule = { minViews: 20, marginPct: 20, everyMs: 15_000 };

describe('the rollback rule', () => {
  it('rolls back a canary whose every view fails after 20 views, never one at the stable version’s rate', () => {
    const allFail = (views: number) => ({ views, failedViews: views, errors: views });
    expect(canaryFails(allFail(19), { views: 500, failedViews: 0, errors: 0 }, rule)).toBe(false);
    expect(canaryFails(allFail(20), { views: 500, failedViews: 0, errors: 0 }, rule)).toBe(true);
    expect(canaryFails(allFail(20), { views: 0, failedViews: 0, errors: 0 }, rule)).toBe(true);
    // At the stable version's rate, however many views.
    expect(canaryFails({ views: 10_000, failedViews: 300, errors: 300 }, { views: 10_000, failedViews: 300, errors: 300 }, rule)).toBe(false);
    expect(canaryFails({ views: 10_000, failedViews: 2_000, errors: 2_000 }, { views: 10_000, failedViews: 10, errors: 10 }, rule)).toBe(false);
    expect(canaryFails({ views: 10_000, failedViews: 2_200, errors: 2_200 }, { views: 10_000, failedViews: 10, errors: 10 }, rule)).toBe(true);
  });
});

describe('the canary watch', () => {
  it('leaves a healthy canary alone and rolls a failing one back, once, with the history, the audit log and the mails', async () => {
    await canaryOf('mf-shop', 'shop-1', 'shop-2', 'shop-team@example.com');
    await canaryOf('mf-catalog', 'cat-1', 'cat-2', 'catalog-team@example.com');
    const signals = createSignalsService(t.db, { knownVersion: () => true });
    const watch = createCanaryWatch({ db: t.db, releases: t.app.releases, signals, rule, log: t.app.log });
    const report = (remote: string, version: string, views: number, failed: number) => signals.record({ signals: [{ remote, version, views, failed, errors: failed }] });
    // The shop's canary fails as often as its stable version; the catalogue's fails every time.
    await report('mf-shop', 'shop-1', 50, 2);
    await report('mf-shop', 'shop-2', 50, 2);
    await report('mf-catalog', 'cat-1', 50, 0);
    await report('mf-catalog', 'cat-2', 19, 19);
    expect(await watch.round()).toEqual([]);
    await report('mf-catalog', 'cat-2', 1, 1);
    expect(await watch.round()).toEqual(['mf-catalog']);
    expect(await watch.round()).toEqual([]);

    expect((await channel('mf-catalog')).canary).toBeNull();
    expect((await channel('mf-catalog')).stable?.version).toBe('cat-1');
    expect((await channel('mf-shop')).canary?.version).toBe('shop-2');
    const history = await t.db.selectFrom('release_events').selectAll().where('remote', '=', 'mf-catalog').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history).toMatchObject({ action: 'canary-rollback', version: 'cat-2', actor: 'canary watch', reason: '20/20 (100 %) > 0 % + 20' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'release').where('entity_id', '=', 'mf-catalog').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'rollback', user_name: 'canary watch' });
    const mails = await t.db.selectFrom('mail_outbox').select(['to_address', 'subject']).where('kind', '=', 'canary-rollback').execute();
    const admins = await t.db.selectFrom('admin_users').select('email').where('role', '=', 'admin').where('disabled', '=', 0).execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(['catalog-team@example.com', ...admins.map((a) => a.email.toLowerCase())].sort());
    // The team reads it in Slovak (the shop's language), the demo administrator in the language she signs in with.
    expect(mails.find((m) => m.to_address === 'catalog-team@example.com')?.subject).toBe('Kanárik cat-2 mikrofrontendu mf-catalog bol automaticky vrátený');
    await watch.stop();
  });

  it('one instance at a time: a second watch does nothing while the first holds the lease', async () => {
    await canaryOf('mf-cart', 'cart-1', 'cart-2', 'cart-team@example.com');
    const signals = createSignalsService(t.db, { knownVersion: () => true });
    const first = createCanaryWatch({ db: t.db, releases: t.app.releases, signals, rule, log: t.app.log });
    const second = createCanaryWatch({ db: t.db, releases: t.app.releases, signals, rule, log: t.app.log });
    expect(await first.round()).toEqual([]);
    await signals.record({ signals: [{ remote: 'mf-cart', version: 'cart-2', views: 20, failed: 20, errors: 20 }] });
    expect(await second.round()).toEqual([]);
    expect((await channel('mf-cart')).canary?.version).toBe('cart-2');
    // The first stops and gives the lease up: the second takes the job over at its next round.
    await first.stop();
    expect(await second.round()).toEqual(['mf-cart']);
    await second.stop();
  });
});

describe('the running server', () => {
  it('rolls back a canary whose pages report only failures within a minute, and serves the stable version again', async () => {
    await canaryOf('mf-admin', 'admin-1', 'admin-2', 'admin-team@example.com');
    const beacon = (version: string, views: number, failed: number, address: string) =>
      t.app.inject({ method: 'POST', url: '/api/signals', remoteAddress: address, payload: { signals: [{ remote: 'mf-admin', version, views, failed, errors: failed }] } });
    // Twenty visitors of the canary cohort, each sees the slot's fallback once; the stable half is fine.
    for (let i = 0; i < 20; i++) {
      expect((await beacon('admin-2', 1, 1, `10.87.0.${i + 1}`)).statusCode).toBe(204);
      expect((await beacon('admin-1', 1, 0, `10.87.1.${i + 1}`)).statusCode).toBe(204);
    }
    const started = Date.now();
    await expect.poll(async () => (await channel('mf-admin')).canary, { timeout: 60_000, interval: 1000 }).toBeNull();
    expect(Date.now() - started).toBeLessThan(60_000);
    expect((await channel('mf-admin')).stable?.version).toBe('admin-1');
    const registry = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(registry.json()).toMatchObject({ mf_admin: expect.stringContaining('admin-1') });
  }, 90_000);
});
