// A category page's request fetched ahead by the shell, against the real API of the frontend tests: the page's own
// request takes that answer (same object, no second call), in its language, and a missing category stays a 404.
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchAhead, setLanguage } from '@shop/shared/runtime';
import { listingFromParams } from '../contracts/category-listing.ts';
import { categoryRequest, getCategory } from './category.ts';

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
    const { url, params } = categoryRequest(slug, 1);
    const ahead = await fetchAhead<{ data: unknown }>(url, { params });
    const page = await getCategory(slug, 1);
    expect(page.slug).toBe(slug);
    expect(page).toBe(ahead.data.data);
    // A later visit asks the server again.
    expect(await getCategory(slug, 1)).not.toBe(ahead.data.data);
  });

  it('a page filtered by a size range takes the answer the shell asked ahead from its address', async () => {
    const slug = await firstCategorySlug();
    // The shell reads the address as the page does (validity rule 'category-exists'), whatever order it is written in.
    const shell = categoryRequest(slug, 1, { listing: listingFromParams(new URLSearchParams('height_max=2000&width_min=1000&utm=x')) });
    expect(shell.params).toEqual({ page: 1, per_page: 12, width_min: '1000', height_max: '2000' });
    const ahead = await fetchAhead<{ data: { filters: { width: { selected_min: number | null } } } }>(shell.url, { params: shell.params });
    expect(ahead.data.data.filters.width.selected_min).toBe(1000);
    const page = await getCategory(slug, 1, { listing: listingFromParams(new URLSearchParams('width_min=1000&height_max=2000')) });
    expect(page).toBe(ahead.data.data);
  });

  it('another page of the list or another language is not handed over', async () => {
    const slug = await firstCategorySlug();
    const { url, params } = categoryRequest(slug, 1);
    const ahead = await fetchAhead<{ data: unknown }>(url, { params });
    expect(await getCategory(slug, 2)).not.toBe(ahead.data.data);
    await setLanguage('en');
    const english = await getCategory(slug, 1);
    expect(english).not.toBe(ahead.data.data);
  });

  it('a category that does not exist is a 404 for the check and for the page', async () => {
    const { url, params } = categoryRequest('no-such-category', 1);
    await expect(fetchAhead(url, { params })).rejects.toMatchObject({ response: { status: 404 } });
    await expect(getCategory('no-such-category', 1)).rejects.toMatchObject({ response: { status: 404 } });
  });
});
