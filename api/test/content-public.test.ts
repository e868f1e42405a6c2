import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_CODES } from '@shop/shared/languages';
import { shopToday } from '../src/lib/shop-date.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, lang: keyof typeof LOCALES = 'sk') => t.app.inject({ method: 'GET', url, headers: { localization: LOCALES[lang] } });

describe('GET /api/site/documents', () => {
  it('lists the header files in each language as real PDF files served by the site, the FAQ in Slovak only', async () => {
    for (const lang of LANG_CODES) {
      const res = await get('/api/site/documents', lang);
      expect(res.statusCode).toBe(200);
      const docs = res.json().data as Array<{ key: string; title: string; url: string; size_bytes: number }>;
      const keys = docs.map((d) => d.key).sort();
      expect(keys).toEqual(lang === 'sk' ? ['catalogue', 'complaint', 'ethics', 'faq', 'privacy', 'terms'] : ['catalogue', 'complaint', 'ethics', 'privacy', 'terms']);
      for (const doc of docs) {
        expect(doc.title.length, doc.key).toBeGreaterThan(3);
        expect(doc.url).toMatch(/^\/media\/documents\/[a-z0-9-]+\.pdf$/);
        const file = await t.app.inject({ method: 'GET', url: doc.url });
        expect(file.statusCode, doc.url).toBe(200);
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(file.rawPayload.length).toBe(doc.size_bytes);
        expect(file.rawPayload.subarray(-6).toString()).toContain('%%EOF');
      }
    }
    const sk = (await get('/api/site/documents', 'sk')).json().data as Array<{ key: string; title: string }>;
    expect(sk.find((d) => d.key === 'terms')?.title).toBe('Všeobecné obchodné podmienky');
    const ru = (await get('/api/site/documents', 'ru')).json().data as Array<{ key: string; title: string }>;
    expect(ru.find((d) => d.key === 'privacy')?.title).toBe('Политика конфиденциальности');
  });

  const fileOf = async (lang: keyof typeof LOCALES, key: string): Promise<Buffer> => {
    const docs = (await get('/api/site/documents', lang)).json().data as Array<{ key: string; url: string }>;
    return readFileSync(path.join(t.config.mediaDir, docs.find((d) => d.key === key)!.url.replace('/media/', '')));
  };

  it('writes the Russian terms in Russian, as text a PDF reader extracts, in the embedded DejaVu Sans', async () => {
    const bytes = await fileOf('ru', 'terms');
    const { text, title } = await pdfText(bytes);
    expect(title).toBe('Общие условия продажи');
    expect(text).toContain('Общие условия продажи');
    expect(text).toContain('Потребитель может отказаться от договора в течение 14 дней');
    expect(text).not.toContain('Consumers may withdraw');
    // A subset of the font is embedded (not a standard font the viewer would substitute).
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(bytes.toString('latin1')).not.toContain('/Helvetica');
  });

  it('writes the Slovak, Hungarian and Serbian letters of the other files', async () => {
    expect((await pdfText(await fileOf('sk', 'terms'))).text).toContain('Spotrebiteľ môže odstúpiť od zmluvy do 14 dní');
    expect((await pdfText(await fileOf('hu', 'privacy'))).text).toContain('Az Ön jogai');
    expect((await pdfText(await fileOf('sr', 'complaint'))).text).toContain('Reklamaciju rešavamo najkasnije u roku od 30 dana.');
    expect((await pdfText(await fileOf('ru', 'catalogue'))).title).toBe('Каталог продукции 2026');
  });
});

describe('GET /api/gallery/:kind', () => {
  it('answers the photos, videos and inspirations with sized images and video files for the video kinds', async () => {
    for (const kind of ['photo', 'video', 'inspiration', 'video-inspiration']) {
      const res = await get(`/api/gallery/${kind}`, 'hu');
      expect(res.statusCode, kind).toBe(200);
      const items = res.json().data as Array<{ uuid: string; title: string; image: { url: string; width: number; height: number }; video_url: string | null }>;
      expect(items.length, kind).toBeGreaterThan(1);
      for (const item of items) {
        expect(item.title).not.toBe('');
        expect(item.image.width).toBeGreaterThan(0);
        expect(item.image.height).toBeGreaterThan(0);
        if (kind.startsWith('video')) expect(item.video_url).toMatch(/^\/media\/videos\/.+\.webm$/);
        else expect(item.video_url).toBeNull();
      }
    }
    const photo = (await get('/api/gallery/photo', 'ru')).json().data[0];
    expect(photo.title).toMatch(/[а-я]/);
  });

  it('answers 422 naming the kind for an unknown gallery', async () => {
    const res = await get('/api/gallery/paintings');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('kind');
  });
});

describe('POST /api/inquiries', () => {
  const body = { kind: 'custom-production', name: 'Ján Novák', email: 'jan.novak@example.com', phone: '+421 900 123 456', message: 'Potrebujem bránu 4,2 m so zámkom.' };
  const post = (payload: Record<string, unknown>, lang: keyof typeof LOCALES = 'sk') =>
    t.app.inject({ method: 'POST', url: '/api/inquiries', payload, headers: { localization: LOCALES[lang] }, remoteAddress: `10.5.0.${Math.floor(Math.random() * 200) + 1}` });

  it('stores the inquiry and queues a mail to the company with the visitor as reply-to', async () => {
    const res = await post(body, 'en');
    expect(res.statusCode).toBe(201);
    const { uuid } = res.json().data as { uuid: string };
    const stored = await t.db.selectFrom('inquiries').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: 'custom-production', lang: 'en', name: 'Ján Novák', email: 'jan.novak@example.com', phone: '+421 900 123 456', mail_status: 'queued' });
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('ref', '=', uuid).where('kind', '=', 'inquiry').executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('obchod@kovovyroba-demo.sk');
    expect(mail.reply_to).toBe('jan.novak@example.com');
    expect(mail.kind).toBe('inquiry');
    expect(mail.subject).toContain('Ján Novák');
    expect(mail.text).toContain('Potrebujem bránu 4,2 m so zámkom.');
    expect(mail.text).toContain('angličtina');
  });

  it("dates the office's mail in Slovak in the shop's time zone, not as a UTC stamp", async () => {
    const res = await post(body, 'ru');
    const { uuid } = res.json().data as { uuid: string };
    const stored = await t.db.selectFrom('inquiries').select('created_at').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const mail = await t.db.selectFrom('mail_outbox').select(['text', 'html']).where('ref', '=', uuid).where('kind', '=', 'inquiry').executeTakeFirstOrThrow();
    expect(mail.text).not.toContain(stored.created_at);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const local = new Intl.DateTimeFormat('sk-SK', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bratislava' }).format(new Date(stored.created_at));
    expect(mail.text).toContain(`Prijaté: ${local}`);
    expect(mail.text).toContain('ruština');
  });

  it('acknowledges the message to the sender in the form\'s language, promising the reply the form promised', async () => {
    const promised = { sk: 'do 3 pracovných dní', en: 'within 3 working days', hu: '3 munkanapon belül', sr: 'u roku od 3 radna dana', ru: 'в течение 3 рабочих дней' } as const;
    const promisedContact = { sk: 'do 1 pracovného dňa', en: 'within 1 working day', hu: '1 munkanapon belül', sr: 'u roku od 1 radnog dana', ru: 'в течение 1 рабочего дня' } as const;
    for (const lang of LANG_CODES) {
      for (const [kind, words] of [['custom-production', promised], ['contact', promisedContact]] as const) {
        const res = await post({ ...body, kind, email: `ack-${lang}-${kind}@example.com` }, lang);
        expect(res.statusCode).toBe(201);
        const { uuid } = res.json().data as { uuid: string };
        const ack = await t.db.selectFrom('mail_outbox').selectAll().where('ref', '=', uuid).where('kind', '=', 'inquiry-ack').executeTakeFirstOrThrow();
        expect(ack.to_address).toBe(`ack-${lang}-${kind}@example.com`);
        expect(ack.reply_to).toBe('obchod@kovovyroba-demo.sk');
        expect(ack.text, `${lang} ${kind}`).toContain(words[lang]);
        expect(ack.text).toContain('Ján Novák');
        expect(ack.html).toContain(`lang="${lang}"`);
        // The visitor's own text does not travel back: the form is no way to mail a stranger any words.
        expect(ack.text).not.toContain(body.message);
      }
    }
    const subjects = await t.db.selectFrom('mail_outbox').select('subject').where('kind', '=', 'inquiry-ack').where('to_address', 'like', 'ack-%').execute();
    expect(new Set(subjects.map((m) => m.subject.split(' – ')[0])).size).toBe(5);
  });

  it('sends one address at most three acknowledgements an hour', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post({ ...body, email: 'flooded@example.com' })).statusCode).toBe(201);
    const acks = await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'inquiry-ack').where('to_address', '=', 'flooded@example.com').execute();
    expect(acks).toHaveLength(3);
  });

  it('links a product by its uuid and refuses an unknown one', async () => {
    const product = await t.db.selectFrom('products').select('uuid').where('published', '=', 1).executeTakeFirstOrThrow();
    const ok = await post({ ...body, kind: 'catalog-contact', product_uuid: product.uuid });
    expect(ok.statusCode).toBe(201);
    const bad = await post({ ...body, product_uuid: 'no-such-product' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ field: 'product_uuid', message: 'names no product' }]);
  });

  it('answers 422 naming each bad field', async () => {
    const res = await post({ kind: 'complaint', name: '', email: 'not-an-email', message: '' });
    expect(res.statusCode).toBe(422);
    const fields = (res.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['kind', 'name', 'email', 'message']));
    const blank = await post({ ...body, name: '   ', message: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ field: 'name', message: 'is required' }, { field: 'message', message: 'is required' }]);
  });
});

describe('pages, posts and modules', () => {
  it('answers the page of a fixed route in each language and a page by its slug', async () => {
    for (const lang of LANG_CODES) {
      const about = (await get('/api/pages/route/about', lang)).json().data;
      expect(about.route).toBe('about');
      expect(about.body_html).toContain('<h2>');
      expect(about.cover).toMatchObject({ width: 1200, height: 900 });
    }
    expect((await get('/api/pages/route/technologies', 'ru')).json().data.title).toBe('Технологии');
    const delivery = await get('/api/pages/delivery-and-installation', 'en');
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json().data.slugs).toMatchObject({ sk: 'doprava-a-montaz', en: 'delivery-and-installation' });
    // A Slovak slug asked in English answers the English page (after a language switch).
    expect((await get('/api/pages/doprava-a-montaz', 'en')).json().data.slug).toBe('delivery-and-installation');
  });

  it('answers 404 for an unknown page, a page missing in the language, and a bound page by its slug', async () => {
    expect((await get('/api/pages/no-such-page', 'sk')).statusCode).toBe(404);
    expect((await get('/api/pages/faq', 'sk')).statusCode).toBe(200);
    expect((await get('/api/pages/faq', 'en')).statusCode).toBe(404);
    expect((await get('/api/pages/o-nas', 'sk')).statusCode).toBe(404);
    expect((await get('/api/pages/route/nope', 'sk')).statusCode).toBe(404);
  });

  it('lists news newest first in pages of five and job offers without a date first', async () => {
    const first = (await get('/api/posts?kind=article', 'sr')).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 5, total: 6 });
    const dates = (first.data as Array<{ published_at: string }>).map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await get('/api/posts?kind=article&page=2', 'sr')).json();
    expect(second.data).toHaveLength(1);
    const career = (await get('/api/posts?kind=career', 'en')).json().data as Array<{ title: string; published_at: string | null }>;
    expect(career[0]).toMatchObject({ title: 'Gate and fence installer', published_at: null });
    expect(career).toHaveLength(3);
  });

  it('answers one post with its slugs and sanitised body, found by a slug of any language', async () => {
    const res = await get('/api/posts/nova-linka-praskoveho-lakovania', 'hu');
    expect(res.statusCode).toBe(200);
    const post = res.json().data;
    expect(post).toMatchObject({ kind: 'article', slug: 'uj-porfesto-sor', title: 'Új porfestő sor', published_at: '2026-01-12' });
    expect(post.slugs.en).toBe('new-powder-coating-line');
    expect(post.body_html).toMatch(/^<p>/);
    expect((await get('/api/posts/no-such-post', 'hu')).statusCode).toBe(404);
  });

  it('keeps a post dated later out of the lists, its page and the sitemap until its day comes (scheduled publishing)', async () => {
    const { post_id: id } = await t.db.selectFrom('post_translations').select('post_id').where('slug', '=', 'nova-linka-praskoveho-lakovania').executeTakeFirstOrThrow();
    const tomorrow = shopToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    await t.db.updateTable('posts').set({ published_at: tomorrow }).where('id', '=', id).execute();
    try {
      expect((await get('/api/posts/nova-linka-praskoveho-lakovania')).statusCode).toBe(404);
      const list = (await get('/api/posts?kind=article')).json();
      expect(list.meta.total).toBe(5);
      expect((list.data as Array<{ slug: string }>).map((p) => p.slug)).not.toContain('nova-linka-praskoveho-lakovania');
      expect(await sitemap()).not.toContain('nova-linka-praskoveho-lakovania');

      await t.db.updateTable('posts').set({ published_at: shopToday() }).where('id', '=', id).execute();
      expect((await get('/api/posts/nova-linka-praskoveho-lakovania')).statusCode).toBe(200);
      expect((await get('/api/posts?kind=article')).json().data[0].slug).toBe('nova-linka-praskoveho-lakovania');
    } finally {
      await t.db.updateTable('posts').set({ published_at: '2026-01-12' }).where('id', '=', id).execute();
    }
  });

  it('answers the enabled homepage modules in order with texts in the language', async () => {
    const modules = (await get('/api/homepage/modules', 'en')).json().data as Array<{ type: string; title: string; cta_label: string; image: unknown; item_limit: number | null }>;
    expect(modules.map((m) => m.type)).toEqual(['hero', 'top-categories', 'latest-articles', 'custom-production']);
    expect(modules[0]).toMatchObject({ title: 'Manufacturer of gates, fences, railings and metal products', cta_label: 'View our products' });
    expect(modules[0]!.image).toMatchObject({ width: 1200, height: 900 });
    expect(modules[2]!.item_limit).toBe(3);
  });

  it('lists protocols, assembly instructions and price lists as downloadable PDFs', async () => {
    for (const kind of ['protocol', 'assembly', 'price-list']) {
      const docs = (await get(`/api/documents?kind=${kind}`, 'sk')).json().data as Array<{ url: string; size_bytes: number; title: string }>;
      expect(docs.length, kind).toBeGreaterThan(0);
      for (const d of docs) expect(statSync(path.join(t.config.mediaDir, d.url.replace('/media/', ''))).size).toBe(d.size_bytes);
    }
    expect((await get('/api/documents?kind=poems')).statusCode).toBe(422);
  });

  it('adds the opening hours and the location to the site settings', async () => {
    const settings = (await get('/api/site/settings', 'hu')).json().data;
    expect(settings.opening_hours[0]).toEqual({ days: 'Hétfő – péntek', hours: '7:00 – 16:00' });
    expect(settings.location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });
});
