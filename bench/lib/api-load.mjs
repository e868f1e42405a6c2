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
/** Words typed with one mistake (a letter missing, extra, replaced or two swapped): the typo tolerance's cost. */
export const TYPO_WORDS = {
  sk: ['pergla', 'zabradle'],
  en: ['pergla', 'railnig'],
  hu: ['pergla', 'korlta'],
  sr: ['pergla', 'gelnder'],
  ru: ['перголла', 'скамейко'],
};
const FULL_WORDS = { sk: ['brána', 'plot', 'zábradlie'], en: ['gate', 'fence', 'railing'], hu: ['kapu', 'kerítés', 'korlát'], sr: ['kapija', 'ograda', 'gelender'], ru: ['ворота', 'забор', 'перила'] };

const WARM_UP_ROUNDS = 5;

/** The name of the cache-miss line, which budgets.json's api.firstRequestP99Ms holds. */
export const FIRST_REQUEST = 'autosuggestion, first request of each word (cache miss, 1 connection)';

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

/**
 * The API under load. searchOnly: the two budgeted search lines alone (each word's first suggestion, then
 * suggestions under load), for `pnpm bench --search`.
 */
export async function loadTest(base, { seconds, connections = 32, log, searchOnly = false }) {
  // A product to put in carts and a cart to read.
  const products = await (await fetch(`${base}/api/search/search?query=${encodeURIComponent('brána')}`, { headers: { Localization: 'sk' } })).json();
  const productUuids = products.data.map((p) => p.uuid);
  const added = await (await fetch(`${base}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_uuid: productUuids[0] }) })).json();
  const cartUuid = added.data.uuid;
  // The page's report of the remotes it ran (issue 46, 4), for versions the deploy folder has.
  const beacons = await signalBeacons(base);

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
    // A visitor's beacon of views, a failure and vitals: counted in memory, written every few seconds.
    [BEACON]: { requests: beacons.map((body) => ({ method: 'POST', path: '/api/signals', headers: { 'content-type': 'application/json' }, body })) },
    // Every request a new visitor's first add (a new cart): the write path with its transaction.
    'POST /api/cart/add': {
      requests: productUuids.map((uuid) => ({ method: 'POST', path: '/api/cart/add', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_uuid: uuid }) })),
    },
  };
  const results = {};
  // The server's own first requests (database connections opened, code compiled) are not a cache miss, nor are this
  // process's (its HTTP client's code compiled): one search and one suggestion of a full word per language first,
  // words the measured lists do not hold, computed once and then asked again from the answer cache. With one round,
  // the first measured words took twice their server time on the client's side (5.5 ms in the server, 10-12 seen).
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const [lang, words] of Object.entries(FULL_WORDS)) {
      const word = words.at(-1); // not one of the partial words ('kapu' is both)
      for (const path of ['search', 'autosuggestion']) await fetch(`${base}/api/search/${path}?query=${encodeURIComponent(word)}`, { headers: { Localization: lang } }).then((r) => r.arrayBuffer());
    }
  }
  // Cold suggestions: each partial word and each typo once, one at a time, before the load (the cost of a cache
  // miss; the answer cache holds none of them, so every one of them is computed).
  const cold = [];
  const coldRequests = [...scenarios['GET /api/search/autosuggestion'].requests, ...rotating({ words: TYPO_WORDS, path: (w) => `/api/search/autosuggestion?query=${encodeURIComponent(w)}` })];
  let coldFailures = 0;
  for (const request of coldRequests) {
    const t0 = performance.now();
    const response = await fetch(base + request.path, { headers: request.headers });
    await response.arrayBuffer();
    cold.push(performance.now() - t0);
    if (!response.ok) coldFailures++;
  }
  cold.sort((a, b) => a - b);
  const percentile = (p) => Math.round(cold[Math.min(cold.length - 1, Math.ceil(cold.length * p) - 1)]);
  results[FIRST_REQUEST] = {
    rps: null,
    p50Ms: percentile(0.5),
    p90Ms: percentile(0.9),
    p99Ms: percentile(0.99),
    maxMs: Math.round(cold[cold.length - 1]),
    requests: cold.length,
    non2xx: coldFailures,
    errors: 0,
  };
  for (const [name, { requests }] of Object.entries(scenarios)) {
    if (searchOnly && name !== 'GET /api/search/autosuggestion') continue;
    log(`load ${name} (${seconds} s, ${connections} connections)`);
    // Warm-up: every distinct request once (the caches hold what visitors repeat; a miss is measured above), then
    // a second of load for the JIT and SQLite's page cache.
    if (!name.startsWith('POST')) for (const request of requests) await fetch(base + request.path, { headers: request.headers });
    await run({ url: base, requests, duration: 1, connections });
    results[name] = summary(await run({ url: base, requests, duration: seconds, connections }));
  }
  if (searchOnly) return results;
  Object.assign(results, await imageAbuse(base, { seconds, connections, imagePath: imagePathOf(products.data[0]?.thumb_url), log }));
  return results;
}

/** The name of the beacon line, which budgets.json's api.beaconRps and api.beaconP99Ms hold. */
export const BEACON = 'POST /api/signals (beacon)';

/** Beacons as pages send them, one per remote of the registry (its version folder as the version). */
async function signalBeacons(base) {
  const registry = await (await fetch(`${base}/remotes.json`)).json();
  const beacons = [];
  for (const url of Object.values(registry)) {
    const match = /\/remotes\/(mf-[a-z]+)\/([^/]+)\/mf-manifest\.json$/.exec(String(url));
    if (!match) continue;
    const [, remote, version] = match;
    beacons.push(JSON.stringify({ signals: [{ remote, version, views: 2, failed: 0, errors: 0, lcp: 1850.3, inp: 96, cls: 0.004 }] }));
    beacons.push(JSON.stringify({ signals: [{ remote, version, views: 1, failed: 1, errors: 2 }] }));
  }
  if (beacons.length === 0) throw new Error('The deploy folder has no remote to report about: build the site first');
  return beacons;
}

/** The image service path of a media URL (/media/x.webp -> /img/x.webp), or a made-up one when there is none. */
function imagePathOf(thumbUrl) {
  const path = typeof thumbUrl === 'string' ? thumbUrl.split('?')[0] : '';
  if (path.startsWith('/img/')) return path;
  if (path.startsWith('/media/')) return `/img/${path.slice('/media/'.length)}`;
  return '/img/products/none.webp';
}

/**
 * Issue 28, 1: unique image variants (every request another h, q and blur, as the probe sent them) at 8 connections,
 * while the API answers the menu at the usual load. The image service should refuse them at once (400), and the
 * API's p99 meanwhile should stay near its p99 without them (the line "GET /api/product-category/menu" above).
 */
async function imageAbuse(base, { seconds, connections, imagePath, log }) {
  log(`load unique image variants (${seconds} s, 8 connections) with the menu alongside`);
  let n = 0;
  const variants = run({
    url: base,
    connections: 8,
    duration: seconds,
    requests: [{ method: 'GET', path: imagePath, setupRequest: (req) => ({ ...req, path: `${imagePath}?w=1536&dpr=2&h=${1001 + (n % 1000)}&q=${51 + (++n % 40)}&blur=${n % 3}` }) }],
  });
  const menu = run({ url: base, connections, duration: seconds, requests: Object.keys(PARTIAL_WORDS).map((lang) => ({ method: 'GET', path: '/api/product-category/menu', headers: { Localization: lang } })) });
  const [v, m] = await Promise.all([variants, menu]);
  return {
    'GET /img, unique variants (answered 400: all non-2xx)': summary(v),
    'GET /api/product-category/menu, meanwhile': summary(m),
  };
}
