// Terms and privacy at checkout (issue 32): an order is refused unless its buyer accepted the general terms of sale
// and the privacy policy; it records which versions they accepted, and when; the admin's order view shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, tokens } from './admin-helpers.ts';
import { CONTACT } from './mail-support.ts';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  admin = (await tokens(t)).admin;
});
afterAll(async () => t.close());

const headers = { localization: 'en-US' };

async function cartWithContact(): Promise<string> {
  const products = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1', headers })).json().data.products as Array<{ uuid: string }>;
  const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { product_uuid: products[0]!.uuid } })).json().data.uuid as string;
  expect((await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, headers, payload: { contact: CONTACT } })).statusCode).toBe(200);
  return cartId;
}

const send = (cartId: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, headers, payload });

/** The terms and the privacy policy as the checkout shows them, in English. */
async function shownDocuments() {
  const docs = (await t.app.inject({ method: 'GET', url: '/api/site/documents', headers })).json().data as Array<{ key: string; title: string; url: string; version: string }>;
  const terms = docs.find((d) => d.key === 'terms')!;
  const privacy = docs.find((d) => d.key === 'privacy')!;
  return { terms, privacy };
}

const orderCount = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/cart/:cartId/send and the terms', () => {
  it('refuses an order without the acceptance with 422 and a message code, and keeps the cart open', async () => {
    const cartId = await cartWithContact();
    const before = await orderCount();
    for (const payload of [{}, { terms_accepted: false }]) {
      const res = await send(cartId, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'checkout.termsRequired', errors: [{ field: 'terms_accepted', code: 'checkout.termsRequired' }] });
    }
    expect(await orderCount()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}`, headers })).json().data.status).toBe('open');
  });

  it('stores the versions accepted and when, and the admin sees them in the order', async () => {
    const { terms, privacy } = await shownDocuments();
    expect(terms.version).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const cartId = await cartWithContact();
    const res = await send(cartId, { terms_accepted: true, document_versions: { terms: terms.version, privacy: privacy.version } });
    expect(res.statusCode).toBe(200);
    const receipt = res.json().data as { uuid: string; created_at: string };

    const detail = await t.app.inject({ method: 'GET', url: `/admin/orders/${receipt.uuid}`, headers: bearer(admin) });
    expect(detail.statusCode).toBe(200);
    const acceptance = detail.json().data.terms_acceptance;
    expect(acceptance.accepted_at).toBe(receipt.created_at);
    expect(acceptance.documents).toEqual([
      { key: 'terms', uuid: expect.any(String), version: terms.version, title: terms.title, url: terms.url },
      { key: 'privacy', uuid: expect.any(String), version: privacy.version, title: privacy.title, url: privacy.url },
    ]);
  });

  it('refuses with 409 when a document changed after the buyer was shown it, then accepts the new version', async () => {
    const { terms, privacy } = await shownDocuments();
    const cartId = await cartWithContact();
    // The admin replaces the terms while the buyer reads the summary.
    const edited = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('documents').set({ updated_at: edited }).where('key', '=', 'terms').where('kind', '=', 'site').execute();

    const stale = await send(cartId, { terms_accepted: true, document_versions: { terms: terms.version, privacy: privacy.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'checkout.termsChanged', params: { documents: 'terms' } });

    const fresh = await shownDocuments();
    expect(fresh.terms.version).toBe(edited);
    const ok = await send(cartId, { terms_accepted: true, document_versions: { terms: fresh.terms.version, privacy: fresh.privacy.version } });
    expect(ok.statusCode).toBe(200);
    const stored = await t.db.selectFrom('orders').select(['terms_accepted_at', 'accepted_documents_json']).where('uuid', '=', ok.json().data.uuid).executeTakeFirstOrThrow();
    expect(stored.terms_accepted_at).toBe(ok.json().data.created_at);
    expect((JSON.parse(stored.accepted_documents_json!) as Array<{ key: string; version: string }>).map((d) => [d.key, d.version])).toEqual([
      ['terms', edited],
      ['privacy', privacy.version],
    ]);
  });
});
