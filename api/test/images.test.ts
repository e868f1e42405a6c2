import { mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageService, IMAGE_WIDTHS } from '../src/modules/images/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(path.join(t.config.mediaDir, 'products'), { recursive: true });
  // A 1200 × 900 photo like the product images, and a file beside the media folder that must stay private.
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 11, g: 78, b: 162 } } })
    .png()
    .toFile(path.join(t.config.mediaDir, 'products', 'gate.png'));
  writeFileSync(path.join(t.config.dataDir, 'secret.webp'), 'secret');
  writeFileSync(path.join(t.config.mediaDir, 'notes.txt'), 'not an image');
  symlinkSync(path.join(t.config.dataDir, 'secret.webp'), path.join(t.config.mediaDir, 'link.webp'));
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /img/<path>', () => {
  it('answers webp at each breakpoint width and density, never larger than the original', async () => {
    for (const w of [320, 640, 768, 1024, 1280, 1536]) {
      for (const dpr of [1, 2]) {
        const res = await get(`/img/products/gate.png?w=${w}&dpr=${dpr}`);
        expect(res.statusCode, `${w}@${dpr}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width, `${w}@${dpr}`).toBe(Math.min(1200, w * dpr));
        expect(meta.height).toBe(Math.round((meta.width! * 900) / 1200));
      }
    }
  });

  it('makes the 10 × 10 blurred placeholder and square thumbnails', async () => {
    const ph = await get('/img/products/gate.png?w=10&h=10&q=50&blur=3');
    expect(ph.statusCode).toBe(200);
    expect(await sharp(ph.rawPayload).metadata()).toMatchObject({ width: 10, height: 10, format: 'webp' });
    expect(ph.rawPayload.length).toBeLessThan(400);
    const thumb = await get('/img/products/gate.png?w=120&h=120&dpr=2');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 240, height: 240 });
  });

  it('sends long cache headers and a validator, answers 304 to it, and renders each variant once', async () => {
    const first = await get('/img/products/gate.png?w=640');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect((await get('/img/products/gate.png?w=640', { 'if-none-match': etag })).statusCode).toBe(304);
    const again = await get('/img/products/gate.png?w=640');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = readdirSync(path.join(t.config.dataDir, 'cache', 'images'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.some((f) => String(f).includes(etag.slice(1, 41)))).toBe(true);
  });

  it('answers 400 naming the bad parameter', async () => {
    const cases: Array<[string, string]> = [
      ['w=333', 'w must be one of'],
      ['w=320&dpr=3', 'dpr must be 1 or 2'],
      ['w=320&q=0', 'q must be 75'],
      ['w=320&blur=99', 'blur is only for the placeholder'],
      ['w=320&h=200', 'h must equal w'],
      ['w=10&h=10&q=50&blur=2', 'the placeholder'],
      ['w=abc', 'Bad image parameters'],
      ['', 'Bad image parameters'],
      ['w=320&format=png', 'Bad image parameters'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/img/products/gate.png?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
      expect(res.json().code, query).toBe('images.badVariant');
    }
    expect(IMAGE_WIDTHS).toEqual(expect.arrayContaining([320, 640, 768, 1024, 1280, 1536]));
    const notImage = await get('/img/notes.txt?w=320');
    expect(notImage.statusCode).toBe(400);
  });

  it('refuses paths outside the media folder, also through links, and answers 404 for a missing image', async () => {
    for (const url of ['/img/../secret.webp?w=320', '/img/%2e%2e/secret.webp?w=320', '/img/products/%2e%2e/%2e%2e/secret.webp?w=320', '/img/..%2fsecret.webp?w=320', '/img/link.webp?w=320']) {
      const res = await get(url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
    expect((await get('/img/link.webp?w=320')).statusCode).toBe(403);
    expect((await get('/img/products/missing.webp?w=320')).statusCode).toBe(404);
  });

  it('the issue 28 probe: unique variants outside the site are refused at once and nothing is rendered or stored', async () => {
    const cacheDir = path.join(t.config.dataDir, 'cache', 'images');
    const files = () => readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
    const before = files();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(`/img/products/gate.png?w=1536&dpr=2&h=${1001 + i}&q=${51 + (i % 40)}&blur=${i % 3}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(400));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(files()).toBe(before);
  });

  it('keeps the disk cache under its bound, dropping the least recently used variants', async () => {
    const cacheDir = path.join(t.dir, 'bounded-cache');
    const images = createImageService({ mediaDir: t.config.mediaDir, cacheDir, cacheMaxBytes: 2_500 });
    const sizes: number[] = [];
    for (const w of [320, 480, 640, 768, 1024, 1280]) sizes.push((await images.variant('products/gate.png', { w, dpr: 1, q: 75, blur: 0 })).body.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(2_500);
    const onDisk = readdirSync(cacheDir, { recursive: true })
      .filter((f) => String(f).endsWith('.webp'))
      .map((f) => statSync(path.join(cacheDir, String(f))).size);
    expect(onDisk.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2_500);
    // The newest variant is kept.
    expect(onDisk).toContain(sizes[sizes.length - 1]);
  });

  it('bounds renders at once: beyond the slots and the short queue the service answers 503 images.busy', async () => {
    const images = createImageService({ mediaDir: t.config.mediaDir, cacheDir: path.join(t.dir, 'busy-cache'), renderSlots: 1, maxWaiting: 1 });
    const settled = await Promise.allSettled(
      [320, 480, 640, 768, 1024, 1280].map((w) => images.variant('products/gate.png', { w, dpr: 2, q: 75, blur: 0 })),
    );
    const busy = settled.filter((r) => r.status === 'rejected');
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(busy).toHaveLength(4);
    for (const r of busy) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503, code: 'images.busy' });
  });
});
