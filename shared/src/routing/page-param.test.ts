import { describe, expect, it } from 'vitest';
import { pageFromParams, pageLinks, pageQuery } from './page-param.ts';

describe('pageFromParams', () => {
  it('reads a whole page number from 1, and page 1 for anything else', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const raw of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1234567']) expect(pageFromParams(new URLSearchParams(raw))).toBe(1);
  });
});

describe('pageQuery', () => {
  it('keeps the rest of the query and leaves page 1 out, so the first page has one address', () => {
    expect(pageQuery(new URLSearchParams('q=gate'), 3).toString()).toBe('q=gate&page=3');
    expect(pageQuery(new URLSearchParams('q=gate&page=3'), 1).toString()).toBe('q=gate');
  });
});

describe('pageLinks', () => {
  it('links every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven entries on every page of a long list, with gaps only where pages are left out', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageLinks(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageLinks(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageLinks(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageLinks(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageLinks(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageLinks(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('always includes the current page, the first and the last, even for a page out of range', () => {
    for (let current = 1; current <= 30; current++) {
      const links = pageLinks(current, 30);
      expect(links).toHaveLength(7);
      expect(links).toContain(current);
      expect(links[0]).toBe(1);
      expect(links.at(-1)).toBe(30);
    }
    expect(pageLinks(99, 30)).toContain(30);
  });
});
