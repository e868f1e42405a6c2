import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, listingFromParams, listingParams, listingQuery } from './category-listing.ts';

describe('a category listing in the URL', () => {
  it('reads sort, finishes and a price range, and writes them back the same way (defaults left out)', () => {
    const listing = listingFromParams(new URLSearchParams('sort=price_desc&finish=zinc,black-ral-9005&price_min=100&price_max=900&page=3'));
    expect(listing).toEqual({ sort: 'price_desc', finish: ['black-ral-9005', 'zinc'], priceMin: 100, priceMax: 900 });
    expect(listingParams(listing)).toEqual({ sort: 'price_desc', finish: 'black-ral-9005,zinc', price_min: '100', price_max: '900' });
    expect(listingParams(DEFAULT_LISTING)).toEqual({});
  });

  it('takes the finishes of a form sent without JavaScript (the parameter repeated)', () => {
    expect(listingFromParams(new URLSearchParams('finish=zinc&finish=black-ral-9005&price_min=&sort=position')).finish).toEqual(['black-ral-9005', 'zinc']);
  });

  it('leaves what a hand-edited link gets wrong at its default', () => {
    expect(listingFromParams(new URLSearchParams('sort=cheapest&finish=Black RAL,,ok-1&price_min=-5&price_max=1e9'))).toEqual({ sort: 'position', finish: ['ok-1'], priceMin: null, priceMax: null });
  });

  it('a new listing keeps the other parameters and goes back to the first page', () => {
    const next = listingQuery(new URLSearchParams('page=4&sort=name&utm_source=mail'), { ...DEFAULT_LISTING, priceMax: 500 });
    expect(next.toString()).toBe('utm_source=mail&price_max=500');
  });
});
