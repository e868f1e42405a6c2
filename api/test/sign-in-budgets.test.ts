// Issue 50, 1 and 9 (decision 0090): guesses spread over many addresses. The throttle per account and address
// (0043) let one two-factor challenge take 90 wrong codes from 30 addresses and then the right one. Now a challenge
// ends after a few wrong codes, and each step of an account's sign-in has a budget over every address: failures slow
// down, then pause the step for a while, and the owner is mailed in the language the account signs in with.
// Through the server, on SQLite and (api-postgres) on PostgreSQL.
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_MAX_FAILURES, DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { CODE_BUDGET, PASSWORD_BUDGET } from '../src/modules/auth/sign-in-throttle.ts';
import { bearer } from './admin-helpers.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let adminToken: string;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ products: 1 });
  adminToken = (await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).json().token;
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

/** Every request from an address of its own, as a guesser with many addresses sends them. */
const nextAddress = () => `10.50.${Math.floor(++ip / 250) % 250}.${ip % 250}`;
const post = (url: string, payload: Record<string, unknown>, opts: { from?: string; lang?: string; token?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: opts.from ?? nextAddress(), headers: { localization: opts.lang ?? 'sk-SK', ...(opts.token ? bearer(opts.token) : {}) } });
const login = (email: string, password: string, opts: { from?: string; lang?: string } = {}) => post('/api/auth/login', { email, password }, opts);
const secondStep = (challenge: string, code: string, opts: { from?: string; lang?: string } = {}) => post('/api/auth/login/two-factor', { challenge, code }, opts);
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
/** A wrong code: one of a step far from now. */
const wrongCode = (secret: string) => codeOf(secret, 40);

let users = 0;
async function newUser(name: string): Promise<{ email: string; password: string }> {
  const email = `budget.${++users}@example.com`;
  const password = 'harbour quartz lantern meadow';
  const res = await post('/api/admin/users', { email, name, role: 'editor', password }, { token: adminToken });
  expect(res.statusCode).toBe(201);
  return { email, password };
}

async function withTwoFactor(name: string, lang = 'sk-SK') {
  const user = await newUser(name);
  // The first sign-in is in the owner's language: the account's mails follow it.
  const token = (await login(user.email, user.password, { lang })).json().token as string;
  const { secret } = (await post('/admin/auth/two-factor/setup', {}, { token })).json();
  expect((await post('/admin/auth/two-factor/confirm', { code: codeOf(secret) }, { token })).statusCode).toBe(200);
  return { ...user, secret };
}

async function challengeOf(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  return res.json().two_factor.challenge as string;
}

const pausedMails = (email: string) => t.db.selectFrom('mail_outbox').select(['subject', 'text']).where('kind', '=', 'sign-in-paused').where('to_address', '=', email).execute();

describe('the second step', () => {
  it('the probe: one challenge takes at most three wrong codes, from any addresses; then not even the right code', async () => {
    const { email, password, secret } = await withTwoFactor('Cyril Challenge');
    const challenge = await challengeOf(email, password);
    for (let i = 1; i < CHALLENGE_MAX_FAILURES; i++) {
      const res = await secondStep(challenge, wrongCode(secret));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'twoFactor.codeWrong' });
    }
    // The last wrong code ends the challenge, and says the password comes next.
    const last = await secondStep(challenge, wrongCode(secret));
    expect(last.statusCode).toBe(401);
    expect(last.json()).toMatchObject({ code: 'auth.challengeEnded' });
    const right = await secondStep(challenge, codeOf(secret));
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ code: 'auth.challengeEnded' });
    // The owner signs in with the password again and the right code (the next one: this step's was used at set-up).
    expect((await secondStep(await challengeOf(email, password), codeOf(secret, 1))).statusCode).toBe(200);
  });

  it('wrong codes over many challenges and addresses slow down, then pause the step; the owner is mailed in their language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email, password, secret } = await withTwoFactor('Hanna Kódová', 'hu-HU');
    let challenge = await challengeOf(email, password);
    let wrongOnChallenge = 0;
    const guess = async () => {
      if (wrongOnChallenge === CHALLENGE_MAX_FAILURES - 1) {
        challenge = await challengeOf(email, password);
        wrongOnChallenge = 0;
      }
      wrongOnChallenge++;
      return secondStep(challenge, wrongCode(secret));
    };
    for (let i = 0; i < CODE_BUDGET.free; i++) expect((await guess()).statusCode).toBe(422);
    // From now on each guess waits its turn, whatever the address: at once, the next is refused unchecked.
    const early = await secondStep(challenge, codeOf(secret));
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'auth.signInThrottled' });
    for (let i = CODE_BUDGET.free; i < CODE_BUDGET.pauseAt; i++) {
      vi.setSystemTime(Date.now() + CODE_BUDGET.maxDelayMs);
      expect((await guess()).statusCode).toBe(422);
    }
    // The pauseAt-th wrong code paused the step: the right code from the owner's own address is refused too.
    const owner = await secondStep(await challengeOf(email, password), codeOf(secret), { from: '10.50.250.1' });
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toMatchObject({ code: 'auth.accountPaused', params: { minutes: CODE_BUDGET.pauseMs / 60_000 } });
    const mails = await pausedMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A fiókjába való bejelentkezés szünetel');
    expect(mails[0]!.text).toContain(`${CODE_BUDGET.pauseAt} alkalommal rossz kétlépcsős azonosító kódot`);
    expect(mails[0]!.text).toContain('/hu/admin/forgot-password');
    // After the pause the owner signs in.
    vi.setSystemTime(Date.now() + CODE_BUDGET.pauseMs + 1000);
    expect((await secondStep(await challengeOf(email, password), codeOf(secret))).statusCode).toBe(200);
  });
});

describe('the password step', () => {
  it('wrong passwords from many addresses pause the account; the owner is mailed once; a reset through the mailed link ends the pause', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email, password } = await newUser('Peter Pauza');
    expect((await login(email, password, { lang: 'en-US' })).statusCode).toBe(200);
    for (let i = 0; i < PASSWORD_BUDGET.free; i++) expect((await login(email, `wrong guess ${i}`)).statusCode).toBe(401);
    expect((await login(email, 'wrong again')).json()).toMatchObject({ code: 'auth.signInThrottled' });
    for (let i = PASSWORD_BUDGET.free; i < PASSWORD_BUDGET.pauseAt; i++) {
      vi.setSystemTime(Date.now() + PASSWORD_BUDGET.maxDelayMs);
      expect((await login(email, `wrong guess ${i}`)).statusCode).toBe(401);
    }
    const owner = await login(email, password, { from: '10.50.250.2' });
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toMatchObject({ code: 'auth.accountPaused', params: { minutes: 15 } });
    // Each guess after the pause pauses it again; the owner hears of it once.
    vi.setSystemTime(Date.now() + PASSWORD_BUDGET.pauseMs + 1000);
    expect((await login(email, 'one more guess')).statusCode).toBe(401);
    expect((await login(email, password)).json()).toMatchObject({ code: 'auth.accountPaused' });
    const mails = await pausedMails(email);
    expect(mails.map((m) => m.subject)).toEqual(['Sign-in to your account is paused']);
    expect(mails[0]!.text).toContain(`someone entered a wrong password ${PASSWORD_BUDGET.pauseAt} times`);

    // The owner uses the reset link: the pause ends with the new password.
    expect((await post('/api/auth/password-reset', { email }, { lang: 'en-US' })).statusCode).toBe(202);
    const resetMail = await t.db.selectFrom('mail_outbox').select('text').where('kind', '=', 'password-reset').where('to_address', '=', email).executeTakeFirstOrThrow();
    const token = /#token=([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!;
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'violet orchard kettle anchor' })).statusCode).toBe(200);
    expect((await login(email, 'violet orchard kettle anchor')).statusCode).toBe(200);
  });

  it('answers an address without an account alike, and mails nobody', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'nobody.here@example.com';
    for (let i = 0; i < PASSWORD_BUDGET.pauseAt; i++) {
      vi.setSystemTime(Date.now() + PASSWORD_BUDGET.maxDelayMs);
      expect((await login(email, `guess ${i}`)).statusCode).toBe(401);
    }
    expect((await login(email, 'guess')).json()).toMatchObject({ code: 'auth.accountPaused' });
    expect(await pausedMails(email)).toEqual([]);
  });

  it('counts the current password asked again by a signed-in session (the own change) in the same budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email, password } = await newUser('Silvia Session');
    const token = (await login(email, password)).json().token as string;
    for (let i = 0; i < PASSWORD_BUDGET.pauseAt; i++) {
      // Only as long as each wait: the session's token lasts 15 minutes.
      if (i >= PASSWORD_BUDGET.free) vi.setSystemTime(Date.now() + Math.min(PASSWORD_BUDGET.maxDelayMs, PASSWORD_BUDGET.baseDelayMs * 2 ** (i - PASSWORD_BUDGET.free)));
      const res = await post('/admin/auth/password', { current_password: `not it ${i}`, new_password: 'copper kettle orchard violet' }, { token });
      expect(res.statusCode).toBe(422);
    }
    expect((await login(email, password)).json()).toMatchObject({ code: 'auth.accountPaused' });
  });
});
