// The hand-over of answers fetched ahead, with a counting network in place of the real one.
import { describe, expect, it } from 'vitest';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AHEAD_MS, aheadAdapter } from './ahead.ts';

function setup() {
  let clock = 0;
  const sent: string[] = [];
  const network = (config: InternalAxiosRequestConfig) => {
    sent.push(`${config.method} ${config.url}`);
    return Promise.resolve({ data: { n: sent.length }, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);
  };
  const { adapter, keep } = aheadAdapter(network, (config) => `${config.url} ${String(config.headers.Localization)}`, () => clock);
  const request = (url: string, method = 'get', lang = 'sk') => ({ url, method, headers: { Localization: lang } }) as unknown as InternalAxiosRequestConfig;
  return { sent, adapter, keep, request, advance: (ms: number) => (clock += ms) };
}

describe('answers fetched ahead', () => {
  it('the identical GET takes the answer once, without going to the network', async () => {
    const { sent, adapter, keep, request } = setup();
    const ahead = await keep(request('/api/product-category/brany'));
    const page = await adapter(request('/api/product-category/brany'));
    expect(page).toBe(ahead);
    expect(sent).toEqual(['get /api/product-category/brany']);
    // Used once: the next identical request asks the server again.
    expect((await adapter(request('/api/product-category/brany'))).data).toEqual({ n: 2 });
  });

  it('another URL, another language or another method goes to the network', async () => {
    const { sent, adapter, keep, request } = setup();
    await keep(request('/api/product-category/brany'));
    await adapter(request('/api/product-category/ploty'));
    await adapter(request('/api/product-category/brany', 'get', 'en'));
    await adapter(request('/api/product-category/brany', 'post'));
    expect(sent).toHaveLength(4);
  });

  it('the same request fetched ahead twice (a hover, then the click) goes to the network once', async () => {
    const { sent, adapter, keep, request, advance } = setup();
    const hover = await keep(request('/api/product-category/brany'));
    advance(1_000);
    const click = await keep(request('/api/product-category/brany'));
    expect(click).toBe(hover);
    expect(await adapter(request('/api/product-category/brany'))).toBe(hover);
    expect(sent).toEqual(['get /api/product-category/brany']);
  });

  it('a request made ahead just after the page took the answer (the shell\'s check after the render) shares it', async () => {
    const { sent, adapter, keep, request, advance } = setup();
    const hover = await keep(request('/api/product/brana'));
    const page = await adapter(request('/api/product/brana'));
    advance(200);
    expect(await keep(request('/api/product/brana'))).toBe(hover);
    expect(page).toBe(hover);
    expect(sent).toEqual(['get /api/product/brana']);
    // The page's own next request is not answered from it again.
    expect((await adapter(request('/api/product/brana'))).data).toEqual({ n: 2 });
    // Nor is an ahead request once the answer is older than the hand-over window.
    advance(AHEAD_MS + 1);
    expect((await keep(request('/api/product/brana'))).data).toEqual({ n: 3 });
  });

  it('a request made ahead while the page asks the same (a link prefetched as it is clicked) shares the page\'s', async () => {
    const { sent, adapter, keep, request } = setup();
    const page = adapter(request('/api/product/brana'));
    const ahead = keep(request('/api/product/brana'));
    expect(await ahead).toBe(await page);
    expect(sent).toEqual(['get /api/product/brana']);
  });

  it(`an answer older than ${AHEAD_MS} ms is never handed over`, async () => {
    const { sent, adapter, keep, request, advance } = setup();
    await keep(request('/api/product-category/brany'));
    advance(AHEAD_MS + 1);
    expect((await adapter(request('/api/product-category/brany'))).data).toEqual({ n: 2 });
    expect(sent).toHaveLength(2);
  });
});
