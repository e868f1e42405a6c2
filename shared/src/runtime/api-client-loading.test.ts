// The client loads axios with its first call: a page the server rendered is shown and taken over without it.
import { describe, expect, it, vi } from 'vitest';
import { api, describeApiError, isAxiosError, isCancelled, markAhead } from './api-client.ts';
import { setLanguage } from './i18n.ts';

const imported = vi.hoisted(() => ({ axios: 0, offline: false }));
vi.mock('axios', async (importOriginal) => {
  imported.axios += 1;
  // What a browser throws when the chunk cannot be fetched.
  if (imported.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the API client', () => {
  // First: axios must not have been loaded by anything before.
  it('loads axios on its first call, not when it is imported, and once', async () => {
    await setLanguage('en');
    expect(imported.axios).toBe(0);

    // Offline at the first call: a network error for the screen, and the next call tries again.
    imported.offline = true;
    const failure = await api.get('/api/product-category/menu').catch((error: unknown) => error);
    expect(describeApiError(failure)).toMatchObject({ status: null, messageKey: 'error.network' });
    imported.offline = false;
    imported.axios = 0;

    const ahead = new AbortController();
    markAhead(ahead.signal);
    const [menu, again] = await Promise.all([
      api.get<{ data: Array<{ slug: string }> }>('/api/product-category/menu'),
      api.get<{ data: Array<{ slug: string }> }>('/api/product-category/menu', { signal: ahead.signal }),
    ]);
    expect(imported.axios).toBe(1);
    expect(menu.status).toBe(200);
    expect(menu.data.data.length).toBeGreaterThan(0);
    expect(again.data).toEqual(menu.data);
  });

  it("tells the API's refusals and the caller's own cancellations apart, as axios would", async () => {
    const refused = await api.get('/api/product/no-such-product-anywhere').catch((error: unknown) => error);
    expect(isAxiosError(refused)).toBe(true);
    expect(isCancelled(refused)).toBe(false);
    expect(describeApiError(refused)).toMatchObject({ status: 404, messageKey: 'error.notFound' });

    const controller = new AbortController();
    const call = api.get('/api/product-category/menu', { signal: controller.signal });
    controller.abort();
    const cancelled = await call.catch((error: unknown) => error);
    expect(isCancelled(cancelled)).toBe(true);

    expect(isAxiosError(new Error('not a call'))).toBe(false);
    expect(isCancelled(null)).toBe(false);
    expect(describeApiError(new Error('not a call'))).toMatchObject({ status: null, messageKey: 'error.generic' });
  });
});
