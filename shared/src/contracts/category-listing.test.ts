import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, listingFilters, listingFromParams, listingParams, listingQuery, unfiltered } from './category-listing.ts';

describe('a category listing in the URL', () => {
  it('reads sort, finishes and a price range, and writes them back the same way (defaults left out)', () => {
    const listing = listingFromParams(new URLSearchParams('sort=price_desc&finish=zinc,black-ral-9005&price_min=100&price_max=900&page=3'));
    expect(listing).toEqual({ ...DEFAULT_LISTING, sort: 'price_desc', finish: ['black-ral-9005', 'zinc'], priceMin: 100, priceMax: 900 });
    expect(listingParams(listing)).toEqual({ sort: 'price_desc', finish: 'black-ral-9005,zinc', price_min: '100', price_max: '900' });
    expect(listingParams(DEFAULT_LISTING)).toEqual({});
  });

  it('takes the finishes of a form sent without JavaScript (the parameter repeated)', () => {
    expect(listingFromParams(new URLSearchParams('finish=zinc&finish=black-ral-9005&price_min=&sort=position')).finish).toEqual(['black-ral-9005', 'zinc']);
  });

  it('leaves what a hand-edited link gets wrong at its default', () => {
    expect(listingFromParams(new URLSearchParams('sort=cheapest&finish=Black RAL,,ok-1&price_min=-5&price_max=1e9'))).toEqual({ ...DEFAULT_LISTING, finish: ['ok-1'] });
    expect(listingFromParams(new URLSearchParams('width_min=-5&width_max=1.5&height_min=abc&height_max=100001'))).toEqual(DEFAULT_LISTING);
  });

  it('reads a size range in millimetres and writes it after the price, so the page and the ahead request ask the same', () => {
    const listing = listingFromParams(new URLSearchParams('height_max=1800&width_min=1000&width_max=%204000%20&height_min=0&sort=name'));
    expect(listing).toEqual({ ...DEFAULT_LISTING, sort: 'name', widthMin: 1000, widthMax: 4000, heightMin: 0, heightMax: 1800 });
    expect(new URLSearchParams(listingParams(listing)).toString()).toBe('sort=name&width_min=1000&width_max=4000&height_min=0&height_max=1800');
    expect(listingFilters(listing)).toBe(true);
    expect(listingFilters(unfiltered(listing))).toBe(false);
    expect(unfiltered(listing).sort).toBe('name');
    expect(listingQuery(new URLSearchParams('width_min=5&page=2&x=1'), { ...DEFAULT_LISTING, heightMax: 900 }).toString()).toBe('x=1&height_max=900');
  });

  it('a new listing keeps the other parameters and goes back to the first page', () => {
    const next = listingQuery(new URLSearchParams('page=4&sort=name&utm_source=mail'), { ...DEFAULT_LISTING, priceMax: 500 });
    expect(next.toString()).toBe('utm_source=mail&price_max=500');
  });
});
