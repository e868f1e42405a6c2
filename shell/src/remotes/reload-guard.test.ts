import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReload } from './reload-guard.ts';

describe('reload guard', () => {
  it('reloads the first time and again only after 10 seconds', () => {
    expect(shouldReload(100_000, null)).toBe(true);
    expect(shouldReload(100_000, 95_000)).toBe(false);
    expect(shouldReload(100_000, 90_001)).toBe(false);
    expect(shouldReload(100_000, 90_000)).toBe(true);
  });

  it('does not trust a reload time from the future (a changed clock)', () => {
    expect(shouldReload(100_000, 200_000)).toBe(true);
  });

  it('recognises chunk load errors only', () => {
    const chunk = new Error('Loading chunk 42 failed.\n(error: https://x/static/js/async/42.js)');
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
