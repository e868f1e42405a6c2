// Failed sign-ins are counted twice (decision 0090, which revises 0043):
// - per account *and* client address, with a delay that grows with each failure: someone guessing from one address
//   slows only their own pair, and cannot lock the owner out (issue 28, 3);
// - per account over every address, separately for the password and the code of the second step: guesses spread
//   over many addresses slow down, then pause that step of the account for a while, and its owner is mailed
//   (issue 50, 1 and 9: one challenge took 90 wrong codes from 30 addresses).
// Guessing many accounts from one address is capped separately by the per-IP rate limit of the routes.

import type { SharedState } from '../../plugins/shared-state.ts';

/** Failures under one key, as kept by a store. */
export interface FailureRecord {
  count: number;
  /** Epoch milliseconds of the last failure. */
  last: number;
  /** Epoch milliseconds until which the key is paused (0: not paused). */
  lockedUntil: number;
}

/**
 * Where the failure counters live: in memory for one process, in Redis (failureStoreOf) for several instances. Each
 * change is atomic, so parallel guesses, on one instance or several, are all counted.
 */
export interface FailureStore {
  get(key: string): Promise<FailureRecord | undefined>;
  /** Counts one failure at `now`; the key is forgotten ttlMs after its last change. Answers the record after it. */
  add(key: string, now: number, ttlMs: number): Promise<FailureRecord>;
  /** Pauses the key until `until`, keeping its count. */
  lock(key: string, until: number, ttlMs: number): Promise<void>;
  /** True for the first caller within ttlMs (several instances agree): e.g. one mail per pause. */
  once(key: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Free failures of a pair before delays start (typos happen). */
export const FREE_FAILURES = 3;
/** The first delay of a pair, doubled with each further failure, up to MAX_DELAY_MS. */
export const BASE_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A pair's failures are forgotten after this long without a new one. */
export const FAILURE_MEMORY_MS = 60 * 60 * 1000;

/** How an account's failures over every address are answered: free ones, then growing delays, then a pause. */
export interface AccountBudget {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The failure that pauses the step for the account; each one after it (the count is kept) pauses it again. */
  pauseAt: number;
  pauseMs: number;
  /** The count is forgotten this long after the last failure. */
  memoryMs: number;
}

/**
 * Wrong passwords of one account from anywhere: 10 free, then a wait of 1 s doubling to at most a minute, and the 20th
 * pauses password sign-in for 15 minutes. A team member's typos never get there; a guesser spreading 20 tries over
 * as many addresses then gets one try per pause.
 */
export const PASSWORD_BUDGET: AccountBudget = { free: 10, baseDelayMs: 1_000, maxDelayMs: 60_000, pauseAt: 20, pauseMs: 15 * 60_000, memoryMs: 24 * 3600_000 };
/**
 * Wrong codes of the second step (after a right password): 5 free, then waits from 2 s, and the 10th pauses the step
 * for 30 minutes. Whoever gets here has the password, and a six-digit code falls to ~330,000 guesses on average.
 */
export const CODE_BUDGET: AccountBudget = { free: 5, baseDelayMs: 2_000, maxDelayMs: 60_000, pauseAt: 10, pauseMs: 30 * 60_000, memoryMs: 24 * 3600_000 };
/** The owner is mailed at the first pause, and again at most once a day while the guessing goes on. */
export const PAUSE_MAIL_EVERY_MS = 24 * 3600_000;

export function createMemoryFailureStore(): FailureStore {
  const map = new Map<string, FailureRecord & { until: number }>();
  const live = (key: string) => {
    const r = map.get(key);
    if (r && r.until <= Date.now()) {
      map.delete(key);
      return undefined;
    }
    return r;
  };
  // Drop expired keys now and then, so a stream of made-up addresses cannot grow the map without bound.
  const sweep = () => {
    if (map.size > 10_000) for (const [k, v] of map) if (v.until <= Date.now()) map.delete(k);
  };
  return {
    async get(key) {
      const r = live(key);
      return r && { count: r.count, last: r.last, lockedUntil: r.lockedUntil };
    },
    // No await between reading and writing: one process counts every failure.
    async add(key, now, ttlMs) {
      sweep();
      const r = live(key);
      const next = { count: (r?.count ?? 0) + 1, last: now, lockedUntil: r?.lockedUntil ?? 0 };
      map.set(key, { ...next, until: Date.now() + ttlMs });
      return next;
    },
    async lock(key, until, ttlMs) {
      const r = live(key);
      map.set(key, { count: r?.count ?? 0, last: r?.last ?? Date.now(), lockedUntil: until, until: Date.now() + ttlMs });
    },
    async once(key, ttlMs) {
      if (live(key)) return false;
      sweep();
      map.set(key, { count: 1, last: Date.now(), lockedUntil: 0, until: Date.now() + ttlMs });
      return true;
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

/** Where an account's step stands: a pause (the owner was told), a wait, or neither (0). */
export interface BudgetState {
  waitMs: number;
  paused: boolean;
}

function accountBudget(store: FailureStore, step: 'password' | 'code', rules: AccountBudget) {
  const keyOf = (account: string) => `account:${step}:${account}`;
  return {
    rules,
    async state(account: string, now = Date.now()): Promise<BudgetState> {
      const r = await store.get(keyOf(account));
      if (!r) return { waitMs: 0, paused: false };
      if (r.lockedUntil > now) return { waitMs: r.lockedUntil - now, paused: true };
      if (r.count < rules.free) return { waitMs: 0, paused: false };
      const delay = Math.min(rules.maxDelayMs, rules.baseDelayMs * 2 ** (r.count - rules.free));
      return { waitMs: Math.max(0, r.last + delay - now), paused: false };
    },
    /**
     * Counts a failure; from the pauseAt-th on, each pauses the step. Answers when this failure paused it, and whether
     * the owner is to be mailed now (the first pause, then at most once per PAUSE_MAIL_EVERY_MS).
     */
    async failed(account: string, now = Date.now()): Promise<{ pausedUntil: number | null; failures: number; notify: boolean }> {
      const r = await store.add(keyOf(account), now, rules.memoryMs);
      if (r.count < rules.pauseAt || r.lockedUntil > now) return { pausedUntil: null, failures: r.count, notify: false };
      const until = now + rules.pauseMs;
      await store.lock(keyOf(account), until, rules.memoryMs);
      return { pausedUntil: until, failures: r.count, notify: await store.once(`notified:${step}:${account}`, PAUSE_MAIL_EVERY_MS) };
    },
    /** A right password or code: the account's count of this step starts again. */
    async succeeded(account: string): Promise<void> {
      await store.delete(keyOf(account));
    },
  };
}

export type AccountBudgetCounter = ReturnType<typeof accountBudget>;

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
      await store.add(keyOf(email, client), now, FAILURE_MEMORY_MS);
    },
    async succeeded(email: string, client: string): Promise<void> {
      await store.delete(keyOf(email, client));
    },
    /** Wrong passwords of an account over every address. */
    password: accountBudget(store, 'password', PASSWORD_BUDGET),
    /** Wrong codes of the second step of an account over every address. */
    code: accountBudget(store, 'code', CODE_BUDGET),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * The failure counters where several instances see them: Redis hashes with a TTL when the shared state has Redis
 * (REDIS_URL), changed in one MULTI each, so the counts hold over every instance; in memory otherwise. (The keys of
 * the earlier JSON strings, sign-in-failures:*, are left to expire within the hour.)
 */
export function failureStoreOf(shared: Pick<SharedState, 'redis' | 'prefix'>): FailureStore {
  const redis = shared.redis;
  if (!redis) return createMemoryFailureStore();
  const keyOf = (key: string) => `${shared.prefix}sign-in-counts:${key}`;
  const recordOf = (hash: Record<string, string>): FailureRecord | undefined =>
    hash.count === undefined ? undefined : { count: Number(hash.count), last: Number(hash.last ?? 0), lockedUntil: Number(hash.locked_until ?? 0) };
  return {
    async get(key) {
      return recordOf(await redis.hgetall(keyOf(key)));
    },
    async add(key, now, ttlMs) {
      const k = keyOf(key);
      const replies = (await redis.multi().hincrby(k, 'count', 1).hset(k, 'last', now).pexpire(k, ttlMs).hgetall(k).exec()) ?? [];
      const hash = replies[3]?.[1] as Record<string, string> | undefined;
      return recordOf(hash ?? {}) ?? { count: 1, last: now, lockedUntil: 0 };
    },
    async lock(key, until, ttlMs) {
      const k = keyOf(key);
      await redis.multi().hset(k, 'locked_until', until).pexpire(k, ttlMs).exec();
    },
    async once(key, ttlMs) {
      return (await redis.set(keyOf(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async delete(key) {
      await redis.del(keyOf(key));
    },
  };
}
