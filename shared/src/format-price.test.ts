import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, preparePriceFormat } from './format-price.ts';

describe('price format', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes euros as each language does', () => {
    expect(formatPrice(1234.5, 'sk')).toMatch(/^1\s234,50\s€$/);
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50');
  });

  it('prepared ahead, the first price of a language builds no formatter', () => {
    preparePriceFormat('hu');
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPrice(10, 'hu')).toContain('10,00');
    expect(built).not.toHaveBeenCalled();
  });
});
