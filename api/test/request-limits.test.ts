// Issue 50, 4: a JSON body is bounded in size and nesting before anything walks it. ~200 KB of nested arrays or
// objects sent to a public JSON route overflowed the stack of the recursive NUL check (a 500, and a stack trace in the
// log); now it is a 400 with a message code, and a body over the size limit a 413, on every JSON route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES, MAX_JSON_DEPTH } from '../src/plugins/error-handler.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ products: 1 });
});
afterAll(async () => t.close());

const post = (url: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON bodies', () => {
  it('the probe: 200 KB of nested arrays or objects to public JSON routes is a 400 with a code, never a 500', async () => {
    for (const url of ['/api/inquiries', '/api/cart/add', '/api/auth/login', '/api/auth/password-reset']) {
      for (const body of [nestedArrays(100_000), nestedObjects(40_000), `{"name":${nestedArrays(100_000)}}`]) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${body.slice(0, 12)}`).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, code: 'request.tooDeep' });
      }
    }
  });

  it('takes nesting up to the limit and counts brackets inside strings as text', async () => {
    // Within the depth: the route's own schema answers (422), as for any other wrong shape.
    const within = await post('/api/cart/add', `{"product_uuid":${nestedArrays(MAX_JSON_DEPTH - 1)}}`);
    expect(within.statusCode).toBe(422);
    expect((await post('/api/cart/add', `{"product_uuid":${nestedArrays(MAX_JSON_DEPTH)}}`)).statusCode).toBe(400);
    // Brackets and escaped quotes inside a string are no nesting.
    const text = JSON.stringify({ email: 'someone@example.com', password: `${'[{'.repeat(500)}\\"${'"]'.repeat(10)}` });
    expect((await post('/api/auth/login', text)).statusCode).toBe(401);
  });

  it('refuses a body over the size limit with 413 before reading it as JSON', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BYTES), email: 'a@example.com', message: 'm', kind: 'contact' });
    const res = await post('/api/inquiries', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'request.tooLarge' });
  });

  it('still refuses prototype poisoning and broken JSON with 400', async () => {
    expect((await post('/api/cart/add', '{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post('/api/cart/add', '{"product_uuid":')).json()).toMatchObject({ statusCode: 400, message: 'The body is not valid JSON' });
  });
});
