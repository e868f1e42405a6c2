// Issue 28: a short, bounded fuzz of the public API, generated from the routes' own schemas: a few hundred requests
// with odd values in every parameter, query field and body field. Any 5xx fails; every answer is JSON or the kind
// the route serves. The values come from a seeded generator, so a failure repeats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

interface Route {
  method: string;
  url: string;
  schema?: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

const routes: Route[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    products: 5,
    build: {
      onRoute: (r) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: r.url, schema: r.schema as Route['schema'] });
      },
    },
  });
});
afterAll(async () => t.close());

/** mulberry32: small, seeded, good enough to pick values. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = ['', ' ', 'a'.repeat(5000), '../../etc/passwd', '%00', '\u0000', '<script>alert(1)</script>', "' OR 1=1 --", '"*"', 'ščťžýáíé', '😀'.repeat(50), '-1', '1e309', 'NaN', 'null', '{}', '[]', '00000000-0000-4000-8000-000000000000', 'brany', '%E0%A4%A'];
const NUMBERS = [-1, 0, 1, 2 ** 53, -(2 ** 31), 1.5, 1e308];
const ODD: unknown[] = [null, true, [], {}, [1, 'x'], { a: { b: { c: 'd' } } }];

function valueFor(schema: JsonSchema | undefined, pick: () => number): unknown {
  const r = pick();
  if (r < 0.15) return ODD[Math.floor(pick() * ODD.length)];
  const type = schema?.type ?? schema?.anyOf?.[0]?.type;
  if (type === 'integer' || type === 'number') return r < 0.6 ? NUMBERS[Math.floor(pick() * NUMBERS.length)] : STRINGS[Math.floor(pick() * STRINGS.length)];
  if (type === 'object' && schema?.properties) return objectFor(schema, pick);
  if (type === 'array') return [valueFor(undefined, pick), valueFor(undefined, pick)];
  return STRINGS[Math.floor(pick() * STRINGS.length)];
}

function objectFor(schema: JsonSchema | undefined, pick: () => number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) if (pick() < 0.8) out[name] = valueFor(prop, pick);
  if (pick() < 0.2) out['unexpected'] = 'field';
  return out;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function requestFor(route: Route, pick: () => number) {
  const params = objectFor(route.schema?.params, pick);
  const url = route.url
    .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(asText(params[name] ?? STRINGS[Math.floor(pick() * STRINGS.length)])))
    .replace(/\*/g, () => STRINGS[Math.floor(pick() * STRINGS.length)]!.replace(/[?#]/g, ''));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(objectFor(route.schema?.querystring, pick))) query.set(k, asText(v));
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const body = hasBody ? (pick() < 0.1 ? '{"broken json' : JSON.stringify(pick() < 0.1 ? ODD[Math.floor(pick() * ODD.length)] : objectFor(route.schema?.body, pick))) : undefined;
  return { method: route.method as 'GET', url: `${url}${query.size ? `?${query}` : ''}`, headers: { 'content-type': 'application/json', localization: pick() < 0.5 ? 'xx-YY' : 'en-US' }, ...(body === undefined ? {} : { payload: body }) };
}

describe('bounded fuzz of the public API', () => {
  it('answers a few hundred generated requests without any 5xx', async () => {
    const publicRoutes = routes.filter((r) => !/^\/(?:admin|api\/admin)\//.test(r.url));
    expect(publicRoutes.length).toBeGreaterThan(15);
    const pick = random(28);
    const failures: string[] = [];
    let sent = 0;
    for (let round = 0; round < 12; round++) {
      for (const route of publicRoutes) {
        // Every request from its own address, so the rate limits answer 429 to none of them by accident.
        const req = requestFor(route, pick);
        const res = await t.app.inject({ ...req, remoteAddress: `10.50.${round}.${sent % 250}` });
        sent++;
        if (res.statusCode >= 500) failures.push(`${req.method} ${req.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(300);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a number too large to be one (1e309) with a 422 naming its field, in the address or a JSON body', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/search/search?query=gate&page=1e309' });
    expect(query.statusCode).toBe(422);
    expect(query.json()).toMatchObject({ code: 'request.invalidNumber', errors: [{ field: 'page' }] });
    const body = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { 'content-type': 'application/json' }, payload: '{"product_uuid":"00000000-0000-4000-8000-000000000000","quantity":1e309}' });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.map((e: { field: string }) => e.field)).toContain('quantity');
  });
});

