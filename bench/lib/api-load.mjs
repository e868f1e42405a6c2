// API load with autocannon on loopback: requests per second and latency percentiles at a fixed concurrency.
import autocannon from 'autocannon';

/** Partial words a visitor types, in the five languages of the site (matching the seeded catalogue's names). */
export const PARTIAL_WORDS = {
  sk: ['brá', 'plot', 'zábra', 'schod', 'pergo', 'lavič', 'poštov', 'pant', 'zinko', 'krídl'],
  en: ['gat', 'fenc', 'raili', 'stair', 'pergol', 'bench', 'mailb', 'hinge', 'galva', 'slidi'],
  hu: ['kapu', 'kerít', 'korlá', 'lépcs', 'pergo', 'postal', 'zsané', 'kovác', 'tolók', 'erkél'],
  sr: ['kapi', 'ogra', 'gelen', 'stepe', 'pergo', 'klupe', 'šark', 'kovan', 'klizn', 'balko'],
  ru: ['ворот', 'забо', 'перил', 'лестн', 'перго', 'скам', 'почто', 'петл', 'кован', 'откат'],
};
const FULL_WORDS = { sk: ['brána', 'plot', 'zábradlie'], en: ['gate', 'fence', 'railing'], hu: ['kapu', 'kerítés', 'korlát'], sr: ['kapija', 'ograda', 'gelender'], ru: ['ворота', 'забор', 'перила'] };

function rotating(build) {
  const list = [];
  for (const [lang, words] of Object.entries(build.words)) for (const word of words) list.push({ method: 'GET', path: build.path(word), headers: { Localization: lang } });
  return list;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 32, pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function loadTest(base, { seconds, connections = 32, log }) {
  // A product to put in carts and a cart to read.
  const products = await (await fetch(`${base}/api/search/search?query=${encodeURIComponent('brána')}`, { headers: { Localization: 'sk' } })).json();
  const productUuids = products.data.map((p) => p.uuid);
  const added = await (await fetch(`${base}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_uuid: productUuids[0] }) })).json();
  const cartUuid = added.data.uuid;

  const scenarios = {
    // The floor of this machine: the framework, loopback and autocannon itself, with no work behind the answer.
    'GET /api/health (floor)': { requests: [{ method: 'GET', path: '/api/health' }] },
    'GET /api/search/autosuggestion': { requests: rotating({ words: PARTIAL_WORDS, path: (w) => `/api/search/autosuggestion?query=${encodeURIComponent(w)}` }) },
    'GET /api/search/search': { requests: rotating({ words: FULL_WORDS, path: (w) => `/api/search/search?query=${encodeURIComponent(w)}` }) },
    'GET /api/product-category/menu': { requests: Object.keys(PARTIAL_WORDS).map((lang) => ({ method: 'GET', path: '/api/product-category/menu', headers: { Localization: lang } })) },
    'GET /api/cart/{id}': { requests: [{ method: 'GET', path: `/api/cart/${cartUuid}` }] },
    // Whole pages as the server renders them (header, content, footer; the data asked in-process): the home page
    // in each language and the products of a Slovak search.
    'GET page (server-rendered: home, products)': {
      requests: [...Object.keys(PARTIAL_WORDS).map((lang) => ({ method: 'GET', path: `/${lang}` })), ...products.data.slice(0, 5).map((p) => ({ method: 'GET', path: `/sk/${p.slug}` }))],
    },
    // Every request a new visitor's first add (a new cart): the write path with its transaction.
    'POST /api/cart/add': {
      requests: productUuids.map((uuid) => ({ method: 'POST', path: '/api/cart/add', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_uuid: uuid }) })),
    },
  };
  const results = {};
  // Cold suggestions: each partial word once, one at a time, before the load (the cost of a cache miss).
  const cold = [];
  for (const request of scenarios['GET /api/search/autosuggestion'].requests) {
    const t0 = performance.now();
    await fetch(base + request.path, { headers: request.headers });
    cold.push(performance.now() - t0);
  }
  cold.sort((a, b) => a - b);
  results['autosuggestion, first request of each word (cache miss, 1 connection)'] = {
    rps: null,
    p50Ms: Math.round(cold[Math.floor(cold.length / 2)]),
    p90Ms: Math.round(cold[Math.floor(cold.length * 0.9)]),
    p99Ms: Math.round(cold[cold.length - 1]),
    maxMs: Math.round(cold[cold.length - 1]),
    requests: cold.length,
    non2xx: 0,
    errors: 0,
  };
  for (const [name, { requests }] of Object.entries(scenarios)) {
    log(`load ${name} (${seconds} s, ${connections} connections)`);
    // Warm-up: every distinct request once (the caches hold what visitors repeat; a miss is measured above), then
    // a second of load for the JIT and SQLite's page cache.
    if (!name.startsWith('POST')) for (const request of requests) await fetch(base + request.path, { headers: request.headers });
    await run({ url: base, requests, duration: 1, connections });
    results[name] = summary(await run({ url: base, requests, duration: seconds, connections }));
  }
  return results;
}
