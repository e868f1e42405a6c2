import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PRELOADS, canPrefetch, createPrefetchQueue } from './prefetch.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('prefetch rules', () => {
  it('skips data-saver mode and 2g connections', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
  });

  it('never runs more than 4 preloads at once, and each key once', async () => {
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const queue = createPrefetchQueue((key) => {
      started.push(key);
      const gate = deferred();
      gates.set(key, gate);
      return gate.promise;
    });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'a', 'b']) queue.enqueue(key);
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.active).toBe(4);

    gates.get('b')?.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.active).toBe(4);

    for (const key of ['a', 'c', 'd', 'e']) gates.get(key)?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    gates.get('f')?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.active).toBe(0);
  });

  it('keeps going after a failed preload', async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue(async (key) => {
      started.push(key);
      if (key === 'x') throw new Error('offline');
    }, 1);
    queue.enqueue('x');
    queue.enqueue('y');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['x', 'y']);
  });
});
