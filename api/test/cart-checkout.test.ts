import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { unprocessable } from '../src/lib/errors.ts';
import type { BotCheck } from '../src/lib/bot-check.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { CONTACT } from './mail-support.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A bot check that accepts only the token 'human' (as reCAPTCHA would with a good score). */
const tokens: Array<string | undefined> = [];
const botCheck: BotCheck = async (token) => {
  tokens.push(token);
  if (token !== 'human') throw unprocessable('The bot check failed; reload the page and try again', [{ field: 'g-recaptcha-response', message: 'was not accepted' }]);
};

async function cartWithContact(ctx: TestContext): Promise<string> {
  const products = (await ctx.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1' })).json().data.products as Array<{ uuid: string }>;
  const cartId = (await ctx.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: products[0]!.uuid } })).json().data.uuid as string;
  expect((await ctx.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: CONTACT } })).statusCode).toBe(200);
  return cartId;
}

const send = (ctx: TestContext, cartId: string, token?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, payload: token === undefined ? { terms_accepted: true } : { 'g-recaptcha-response': token, terms_accepted: true } });

const counts = async (ctx: TestContext) => ({
  orders: Number((await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  mails: Number((await ctx.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
});

describe('sending with the bot check', () => {
  it('refuses a failed or missing bot check with 422, creating no order and no mail, then accepts a good one', async () => {
    t = await createTestApp({ build: { botCheck } });
    const cartId = await cartWithContact(t);

    const failed = await send(t, cartId, 'robot');
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({ message: 'The bot check failed; reload the page and try again', errors: [{ field: 'g-recaptcha-response', message: 'was not accepted' }] });
    expect((await send(t, cartId)).statusCode).toBe(422);
    expect(await counts(t)).toEqual({ orders: 0, mails: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}` })).json().data.status).toBe('open');

    const ok = await send(t, cartId, 'human');
    expect(ok.statusCode).toBe(200);
    expect(tokens).toEqual(['robot', undefined, 'human']);
    expect(await counts(t)).toEqual({ orders: 1, mails: 2 });
  });

  it('creates exactly one order and one pair of mails from ten simultaneous sends', async () => {
    t = await createTestApp();
    const ctx = t;
    const cartId = await cartWithContact(ctx);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(ctx, cartId, 'token')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().data.order_number)).size).toBe(1);
    expect(await counts(ctx)).toEqual({ orders: 1, mails: 2 });
  });
});

describe('start-up', () => {
  it('warns that sends are accepted without a bot check and that mails go to a folder', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    t = await createTestApp({ build: { logger: { level: 'warn', stream } } });
    expect(log).toContain('RECAPTCHA_SECRET is not set: sent carts and inquiries are accepted without a bot check');
    expect(log).toContain(`SMTP_URL is not set: e-mails are written as .eml files to ${t.config.mailOutboxDir}`);
  });
});

describe('contact validation on the server', () => {
  it('names every wrong field of the contact', async () => {
    t = await createTestApp();
    const cartId = await cartWithContact(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${cartId}/update`,
      payload: { contact: { ...CONTACT, name: '', phone: '12', zip: '1', note: 'x'.repeat(2001) } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['contact.name', 'contact.note', 'contact.phone', 'contact.zip']);
  });

  it("checks the postcode by the country's form: 190000 is Russian, not Slovak (issue 47)", async () => {
    t = await createTestApp();
    const cartId = await cartWithContact(t);
    const update = (contact: Record<string, string>) => t!.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: { ...CONTACT, ...contact } } });
    const refused = await update({ country: 'SK', zip: '190000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'contact.zipInvalid', params: { country: 'SK', example: '010 01' } });
    expect(refused.json().errors).toEqual([{ field: 'contact.zip', message: 'is no postcode of SK', code: 'contact.zipInvalid', params: { country: 'SK', example: '010 01' } }]);
    for (const [country, zip] of [['HU', '12345'], ['CZ', 'ABC 12'], ['DE', '1234']] as const) expect((await update({ country, zip })).statusCode, `${country} ${zip}`).toBe(422);
    for (const [country, zip] of [['RU', '190000'], ['SK', '010 01'], ['SK', '01001'], ['CZ', '110 00'], ['GB', 'sw1a 1aa'], ['RS', '11000']] as const) expect((await update({ country, zip })).statusCode, `${country} ${zip}`).toBe(200);
    // Kept as the country writes it, in upper case.
    const cart = (await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}` })).json().data as { contact: { zip: string } };
    expect(cart.contact.zip).toBe('11000');
  });
});
