// The shared state without Redis (one instance) and with a REDIS_URL that nobody answers.
import { describe, expect, it } from 'vitest';
import { createMemoryState } from '../src/plugins/shared-state.ts';
import { createTestApp } from './helpers.ts';

describe('in memory', () => {
  it('counts per key within the window and forgets a key after it or on reset', async () => {
    const counter = createMemoryState().counter('failures', 50);
    expect(await counter.increment('a')).toBe(1);
    expect(await counter.increment('a')).toBe(2);
    expect(await counter.increment('b')).toBe(1);
    expect(await counter.get('a')).toBe(2);
    await counter.reset('b');
    expect(await counter.get('b')).toBe(0);
    await new Promise((r) => setTimeout(r, 80));
    expect(await counter.get('a')).toBe(0);
    expect(await counter.increment('a')).toBe(1);
  });

  it('tells the subscribers of a topic, and only them', async () => {
    const state = createMemoryState();
    const heard: string[] = [];
    await state.subscribe('settings', () => heard.push('settings'));
    await state.subscribe('catalog', () => heard.push('catalog'));
    await state.publish('settings');
    expect(heard).toEqual(['settings']);
  });
});

it('stops the start with a clear error when nothing answers at REDIS_URL', async () => {
  await expect(createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(/Redis at REDIS_URL does not answer/);
});
