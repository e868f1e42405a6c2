import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** How long an answer fetched ahead waits for its page: a page mounts well within it, and nothing staler is shown. */
export const AHEAD_MS = 5_000;

interface Kept {
  answer: Promise<AxiosResponse>;
  at: number;
  /** The page took it: its next identical request asks the server, but an ahead request still shares it. */
  taken: boolean;
}

/**
 * Answers fetched ahead of a page. The shell checks that a page exists, and prefetches a link's page, with the very
 * requests the page's loaders make (a remote's `prefetch`/`validate`, @shop/shared/react's route-data.tsx); the
 * loaders' identical GETs then take those answers instead of asking again, so the check and the page's data cost one
 * round trip, not two in a row.
 * Each answer is handed to a page once, and only within AHEAD_MS; requests are the same when `keyOf` says so (URL
 * with its query, language and credentials). Requests made ahead share it for as long, also after the page took it:
 * the shell's own check of a navigation may come after the page's render, and must not ask a second time.
 */
export function aheadAdapter(network: AxiosAdapter, keyOf: (config: InternalAxiosRequestConfig) => string, now: () => number = Date.now) {
  const kept = new Map<string, Kept>();

  const prune = (at: number) => {
    for (const [key, entry] of kept) if (at - entry.at > AHEAD_MS) kept.delete(key);
  };

  /**
   * The client's adapter: a GET with an answer fetched ahead takes it, everything else goes to the network. A GET
   * that goes is shared with a request made ahead a moment later (a link's prefetch as the link is clicked, the
   * router's loader having started first), so that request asks nothing more.
   */
  const adapter: AxiosAdapter = (config) => {
    if (config.method !== 'get') return network(config);
    const at = now();
    const key = keyOf(config);
    const entry = kept.get(key);
    if (entry !== undefined && !entry.taken && at - entry.at <= AHEAD_MS) {
      entry.taken = true;
      return entry.answer;
    }
    prune(at);
    const answer = network(config);
    kept.set(key, { answer, at, taken: true });
    return answer;
  };

  /**
   * The adapter of a request fetched ahead: it goes to the network now, and its answer is kept for the page. The same
   * request fetched ahead again while an answer is kept (a hover, then the click's check), or just asked by a page,
   * shares that answer.
   */
  const keep: AxiosAdapter = (config) => {
    const at = now();
    prune(at);
    const key = keyOf(config);
    const fresh = kept.get(key);
    if (fresh !== undefined) return fresh.answer;
    const answer = network(config);
    kept.set(key, { answer, at, taken: false });
    return answer;
  };

  return { adapter, keep };
}
