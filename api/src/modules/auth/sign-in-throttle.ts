// Failed sign-ins are throttled per account *and* client address together, with a delay that grows with each
// failure: someone guessing from elsewhere slows only their own pair, and cannot lock the owner out (issue 28, 3).
// Guessing many accounts from one address is capped separately by the per-IP rate limit of the route.

import type { SharedState } from '../../plugins/shared-state.ts';

/** Failures of one account from one client, as kept by a store. */
export interface FailureRecord {
  count: number;
  /** Epoch milliseconds of the last failure. */
  last: number;
}

/**
 * Where the failure counters live. In memory for one process; several server instances share them by giving the
 * service another implementation (e.g. Redis keys with a TTL of FAILURE_MEMORY_MS).
 */
export interface FailureStore {
  get(key: string): Promise<FailureRecord | undefined>;
  set(key: string, record: FailureRecord, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Free failures before delays start (typos happen). */
export const FREE_FAILURES = 3;
/** The first delay, doubled with each further failure, up to MAX_DELAY_MS. */
export const BASE_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A pair's failures are forgotten after this long without a new one. */
export const FAILURE_MEMORY_MS = 60 * 60 * 1000;

export function createMemoryFailureStore(): FailureStore {
  const map = new Map<string, FailureRecord & { until: number }>();
  return {
    async get(key) {
      const r = map.get(key);
      if (r && r.until <= Date.now()) {
        map.delete(key);
        return undefined;
      }
      return r && { count: r.count, last: r.last };
    },
    async set(key, record, ttlMs) {
      // Drop expired pairs now and then, so a stream of made-up addresses cannot grow the map without bound.
      if (map.size > 10_000) for (const [k, v] of map) if (v.until <= Date.now()) map.delete(k);
      map.set(key, { ...record, until: Date.now() + ttlMs });
    },
    async delete(key) {
      map.delete(key);
    },
  };
}

/** How long after the last failure the next attempt of the pair is accepted. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

export function createSignInThrottle(store: FailureStore = createMemoryFailureStore()) {
  const keyOf = (email: string, client: string) => `${email}\u0000${client}`;
  return {
    /** Milliseconds this account+client pair must still wait; 0 when an attempt is allowed now. */
    async waitMs(email: string, client: string, now = Date.now()): Promise<number> {
      const r = await store.get(keyOf(email, client));
      if (!r) return 0;
      return Math.max(0, r.last + delayAfter(r.count) - now);
    },
    async failed(email: string, client: string, now = Date.now()): Promise<void> {
      const key = keyOf(email, client);
      const r = await store.get(key);
      await store.set(key, { count: (r?.count ?? 0) + 1, last: now }, FAILURE_MEMORY_MS);
    },
    async succeeded(email: string, client: string): Promise<void> {
      await store.delete(keyOf(email, client));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * The failure counters where several instances see them: Redis keys with a TTL when the shared state has Redis
 * (REDIS_URL), so the throttle counts a pair's failures over every instance; in memory otherwise.
 */
export function failureStoreOf(shared: Pick<SharedState, 'redis' | 'prefix'>): FailureStore {
  const redis = shared.redis;
  if (!redis) return createMemoryFailureStore();
  const keyOf = (key: string) => `${shared.prefix}sign-in-failures:${key}`;
  return {
    async get(key) {
      const raw = await redis.get(keyOf(key));
      return raw ? (JSON.parse(raw) as FailureRecord) : undefined;
    },
    async set(key, record, ttlMs) {
      await redis.set(keyOf(key), JSON.stringify(record), 'PX', ttlMs);
    },
    async delete(key) {
      await redis.del(keyOf(key));
    },
  };
}
