import { describe, expect, it } from 'vitest';
import { apiPagesOf, listMeta, slicesForPage } from './page-slices.ts';

describe('one page of several categories listed one after another', () => {
  const counts = [
    { slug: 'gates', total: 5 },
    { slug: 'fences', total: 0 },
    { slug: 'railings', total: 20 },
    { slug: 'stairs', total: 3 },
  ];

  it('takes the first page from the first categories', () => {
    expect(slicesForPage(counts, 1, 4)).toEqual([{ slug: 'gates', offset: 0, limit: 4 }]);
    expect(slicesForPage(counts, 2, 4)).toEqual([
      { slug: 'gates', offset: 4, limit: 1 },
      { slug: 'railings', offset: 0, limit: 3 },
    ]);
  });

  it('ends with the last category and is empty past the end', () => {
    expect(slicesForPage(counts, 3, 12)).toEqual([
      { slug: 'railings', offset: 19, limit: 1 },
      { slug: 'stairs', offset: 0, limit: 3 },
    ]);
    expect(slicesForPage(counts, 4, 12)).toEqual([]);
  });

  it('reads a run from one or two API pages', () => {
    expect(apiPagesOf({ slug: 'railings', offset: 0, limit: 12 }, 12)).toEqual([1]);
    expect(apiPagesOf({ slug: 'railings', offset: 7, limit: 12 }, 12)).toEqual([1, 2]);
    expect(apiPagesOf({ slug: 'railings', offset: 19, limit: 1 }, 12)).toEqual([2]);
  });

  it('writes the meta as the API does', () => {
    expect(listMeta(2, 12, 28)).toEqual({ current_page: 2, per_page: 12, total: 28, last_page: 3 });
    expect(listMeta(1, 12, 0).last_page).toBe(1);
  });
});
