// A category page's request fetched ahead (a remote's prefetch or validate runs the page's loader with a signal marked
// ahead), against the real API of the frontend tests: the loader's own request takes that answer (same object, no
// second call), in its language, and a missing category stays a 404.
import { beforeEach, describe, expect, it } from 'vitest';
import { markAhead, setLanguage } from '@shop/shared/runtime';
import { listingFromParams } from '../contracts/category-listing.ts';
import { categoryRequest, getCategory } from './category.ts';

/** A signal whose requests are made ahead of a page. */
function aheadSignal(): AbortSignal {
  const { signal } = new AbortController();
  markAhead(signal);
  return signal;
}

async function firstCategorySlug(): Promise<string> {
  const res = await fetch(new URL('/api/product-category/menu', window.location.origin), { headers: { Localization: 'sk' } });
  const body = (await res.json()) as { data: { slug: string }[] };
  const slug = body.data[0]?.slug;
  if (!slug) throw new Error('the test API has no categories');
  return slug;
}

describe('a category page fetched ahead', () => {
  beforeEach(async () => {
    await setLanguage('sk');
  });

  it('the page takes the answer fetched ahead instead of asking again, once', async () => {
    const slug = await firstCategorySlug();
    const ahead = await getCategory(slug, 1, { signal: aheadSignal() });
    const page = await getCategory(slug, 1);
    expect(page.slug).toBe(slug);
    expect(page).toBe(ahead);
    // A later visit asks the server again.
    expect(await getCategory(slug, 1)).not.toBe(ahead);
  });

  it('a page filtered by a size range takes the answer the shell asked ahead from its address', async () => {
    const slug = await firstCategorySlug();
    // The address is read the same way whatever order it is written in.
    const listing = listingFromParams(new URLSearchParams('height_max=2000&width_min=1000&utm=x'));
    expect(categoryRequest(slug, 1, { listing }).params).toEqual({ page: 1, per_page: 12, width_min: '1000', height_max: '2000' });
    const ahead = await getCategory(slug, 1, { listing, signal: aheadSignal() });
    expect(ahead.filters.width.selected_min).toBe(1000);
    const page = await getCategory(slug, 1, { listing: listingFromParams(new URLSearchParams('width_min=1000&height_max=2000')) });
    expect(page).toBe(ahead);
  });

  it('another page of the list or another language is not handed over', async () => {
    const slug = await firstCategorySlug();
    const ahead = await getCategory(slug, 1, { signal: aheadSignal() });
    expect(await getCategory(slug, 2)).not.toBe(ahead);
    await setLanguage('en');
    const english = await getCategory(slug, 1);
    expect(english).not.toBe(ahead);
  });

  it('a category that does not exist is a 404 for the check and for the page', async () => {
    await expect(getCategory('no-such-category', 1, { signal: aheadSignal() })).rejects.toMatchObject({ response: { status: 404 } });
    await expect(getCategory('no-such-category', 1)).rejects.toMatchObject({ response: { status: 404 } });
  });
});
