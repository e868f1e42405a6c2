// The inquiry forms (issue 32, 7): with a reCAPTCHA secret the server checks the bot-check token of an inquiry with
// the same check as the sent cart's, before anything is stored or mailed.
import { afterEach, describe, expect, it } from 'vitest';
import { createRecaptchaCheck } from '../src/lib/bot-check.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const INQUIRY = { kind: 'custom-production', name: 'Ján Novák', email: 'jan.novak@example.sk', message: 'Potrebujem bránu na mieru, šírka 4 m.' };

/** reCAPTCHA's verify answer: a good score for the token 'human', a bot's score for any other; the tokens it was asked about. */
function fakeRecaptcha() {
  const verified: string[] = [];
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const token = new URLSearchParams(String(init?.body)).get('response') ?? '';
    verified.push(token);
    return new Response(JSON.stringify({ success: true, score: token === 'human' ? 0.9 : 0.1 }));
  }) as typeof fetch;
  return { botCheck: createRecaptchaCheck('secret', fetchImpl), verified };
}

const counts = async (ctx: TestContext) => ({
  inquiries: Number((await ctx.db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  // The office's mail (the sender's acknowledgement is a mail of its own, checked in content-public.test.ts).
  mails: Number((await ctx.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'inquiry').executeTakeFirstOrThrow()).n),
});

const post = (ctx: TestContext, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/inquiries', payload, headers: { localization: 'sk-SK' } });

describe('POST /api/inquiries with a reCAPTCHA secret', () => {
  it('refuses a missing or failed token with 422 and a message code, storing and mailing nothing, then accepts a good one', async () => {
    const recaptcha = fakeRecaptcha();
    t = await createTestApp({ products: 1, build: { botCheck: recaptcha.botCheck } });

    const missing = await post(t, INQUIRY);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'botCheck.missing', errors: [{ field: 'g-recaptcha-response' }] });
    const failed = await post(t, { ...INQUIRY, 'g-recaptcha-response': 'robot' });
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({ code: 'botCheck.failed' });
    expect(await counts(t)).toEqual({ inquiries: 0, mails: 0 });

    const ok = await post(t, { ...INQUIRY, 'g-recaptcha-response': 'human' });
    expect(ok.statusCode).toBe(201);
    expect(recaptcha.verified).toEqual(['robot', 'human']);
    expect(await counts(t)).toEqual({ inquiries: 1, mails: 1 });
  });

  it('answers 503 with a message code when reCAPTCHA cannot be reached', async () => {
    const unreachable = createRecaptchaCheck('secret', (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    t = await createTestApp({ products: 1, build: { botCheck: unreachable } });
    const res = await post(t, { ...INQUIRY, 'g-recaptcha-response': 'human' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'botCheck.unavailable' });
    expect(await counts(t)).toEqual({ inquiries: 0, mails: 0 });
  });
});

describe('POST /api/inquiries without a reCAPTCHA secret', () => {
  it('accepts an inquiry without a token, as before', async () => {
    t = await createTestApp({ products: 1 });
    expect((await post(t, INQUIRY)).statusCode).toBe(201);
    expect((await counts(t)).inquiries).toBe(1);
  });
});
