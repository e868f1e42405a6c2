import { formatPrice } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { searchTextFromParams } from './page-param.ts';
import { toParagraphs } from './paragraphs.ts';
import { normaliseQuantity } from './quantity.ts';

describe('formatPrice', () => {
  it('writes euros the way each language does', () => {
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50');
    expect(formatPrice(1234.5, 'sk').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatPrice(99, 'ru').replace(/\s/g, ' ')).toBe('99,00 €');
  });
});

describe('search parameter', () => {
  it('trims the search text', () => {
    expect(searchTextFromParams(new URLSearchParams('q=%20brána%20'))).toBe('brána');
    expect(searchTextFromParams(new URLSearchParams(''))).toBe('');
  });
});

describe('normaliseQuantity', () => {
  it('keeps whole numbers from 1 to 9999', () => {
    expect(normaliseQuantity(5)).toBe(5);
    expect(normaliseQuantity(0)).toBe(1);
    expect(normaliseQuantity(12000)).toBe(9999);
    expect(normaliseQuantity(2.7)).toBe(2);
    expect(normaliseQuantity(null)).toBe(1);
    expect(normaliseQuantity('7')).toBe(7);
  });
});

describe('toParagraphs', () => {
  it('splits plain text at blank lines', () => {
    expect(toParagraphs('First line\nstill first.\n\nSecond.\r\n\r\n  \n\nThird.')).toEqual(['First line\nstill first.', 'Second.', 'Third.']);
    expect(toParagraphs('')).toEqual([]);
  });
});
