// What several instances of the shop must share beyond the database: counters of the sign-in throttles and news
// that an in-process cache is stale. In memory for one instance (the default); in Redis with REDIS_URL.
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Counts events per key in a fixed window that starts with the key's first event. */
export interface WindowCounter {
  /** The count within the window now (0 when none or the window has passed). */
  get(key: string): Promise<number>;
  /** Adds one event; returns the count within the window after it. */
  increment(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface SharedState {
  /** A counter under its own name, with its window. */
  counter(name: string, windowMs: number): WindowCounter;
  /** Tells every instance, this one included, that the named cache changed. */
  publish(topic: string): Promise<void>;
  /** Runs onChange whenever any instance publishes the topic; resolves once news can arrive. */
  subscribe(topic: string, onChange: () => void): Promise<void>;
  /** The Redis connection for libraries with a documented Redis store (@fastify/rate-limit), or null in memory. */
  redis: Redis | null;
  /** Key prefix of this shop in Redis (several shops or test runs may share one server). */
  prefix: string;
  close(): Promise<void>;
}

export function createMemoryState(): SharedState {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    counter(_name, windowMs) {
      const counts = new Map<string, { count: number; since: number }>();
      const current = (key: string) => {
        const c = counts.get(key);
        if (c && Date.now() - c.since > windowMs) {
          counts.delete(key);
          return undefined;
        }
        return c;
      };
      return {
        get: async (key) => current(key)?.count ?? 0,
        increment: async (key) => {
          const c = current(key);
          if (!c) {
            counts.set(key, { count: 1, since: Date.now() });
            return 1;
          }
          c.count += 1;
          return c.count;
        },
        reset: async (key) => void counts.delete(key),
      };
    },
    publish: async (topic) => void events.emit(topic),
    subscribe: async (topic, onChange) => {
      events.on(topic, onChange);
    },
    redis: null,
    prefix: '',
    close: async () => {
      events.removeAllListeners();
    },
  };
}

/**
 * Shared state in Redis: counters are INCR + PEXPIRE keys, cache news goes over pub/sub (a second connection, as
 * a subscribed Redis connection cannot run other commands). Connects before it returns, so a wrong REDIS_URL
 * stops the start with a clear error rather than at the first sign-in.
 */
export async function createRedisState(url: string, prefix: string, onError: (error: Error) => void = () => {}): Promise<SharedState> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // A lost connection is retried by the client; meanwhile calls fail (a sign-in answers 500) and it is logged.
  redis.on('error', onError);
  subscriber.on('error', onError);
  try {
    await Promise.all([redis.connect(), subscriber.connect()]);
  } catch (e) {
    redis.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis at REDIS_URL does not answer: ${(e as Error).message}`, { cause: e });
  }
  const handlers = new Map<string, Array<() => void>>();
  subscriber.on('message', (channel: string) => {
    for (const handler of handlers.get(channel) ?? []) handler();
  });
  return {
    counter(name, windowMs) {
      const keyOf = (key: string) => `${prefix}${name}:${key}`;
      return {
        get: async (key) => Number((await redis.get(keyOf(key))) ?? 0),
        increment: async (key) => {
          const [[, count]] = (await redis.multi().incr(keyOf(key)).pexpire(keyOf(key), windowMs, 'NX').exec()) as [[Error | null, number]];
          return count;
        },
        reset: async (key) => void (await redis.del(keyOf(key))),
      };
    },
    publish: async (topic) => void (await redis.publish(`${prefix}${topic}`, '1')),
    async subscribe(topic, onChange) {
      const channel = `${prefix}${topic}`;
      const list = handlers.get(channel) ?? [];
      handlers.set(channel, [...list, onChange]);
      if (list.length === 0) await subscriber.subscribe(channel);
    },
    redis,
    prefix,
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

/** The shared state of the app: Redis with REDIS_URL, else memory; closed with the server. */
export async function setupSharedState(app: FastifyInstance, redisUrl: string | undefined, prefix: string): Promise<SharedState> {
  const state = redisUrl ? await createRedisState(redisUrl, prefix, (err) => app.log.warn({ err }, 'Redis connection error')) : createMemoryState();
  app.addHook('onClose', async () => state.close());
  return state;
}
