/**
 * Route-code prefetch (spec sections 7 and 9): the remote behind a visible or hovered link is fetched ahead of the
 * click, and so are the API payloads of static routes; skipped on slow connections (2g) or with data saver on,
 * and never more than 4 preloads at once.
 */
export const MAX_CONCURRENT_PRELOADS = 4;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Pure rule: prefetch unless the visitor saves data or is on a 2g connection. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** A queue that runs each key's task once, at most `limit` at a time. */
export function createPrefetchQueue(run: (key: string) => Promise<unknown>, limit = MAX_CONCURRENT_PRELOADS) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;

  const next = (): void => {
    while (active < limit && waiting.length > 0) {
      const key = waiting.shift() as string;
      active++;
      run(key)
        .catch(() => undefined) // a failed prefetch only means the click loads it
        .finally(() => {
          active--;
          next();
        });
    }
  };

  return {
    enqueue(key: string): void {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      next();
    },
    get active(): number {
      return active;
    },
  };
}
