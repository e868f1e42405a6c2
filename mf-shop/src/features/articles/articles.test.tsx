import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api, tokenStore, type PostList, type PostPreviewAnswer } from '@shop/shared';
import { prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('news', () => {
  it('lists the articles newest first with long localized dates and pages with ?page=N (sk)', async () => {
    await prepareLanguage('sk');
    const second = (await api.get<PostList>('/api/posts', { params: { kind: 'article', page: 2 } })).data;
    const user = userEvent.setup();
    await renderShop('/sk/article');

    expect(screen.getByRole('heading', { level: 1, name: 'Novinky' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Novinky' });
    // Newest first, as the API orders them (other tests share this server and may publish articles meanwhile).
    const newest = (await api.get<PostList>('/api/posts', { params: { kind: 'article' } })).data.data[0]!;
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: newest.title })).toBeInTheDocument();
    // A seeded article, with its long localized date and its link.
    const seeded = within(list).getByRole('heading', { level: 2, name: 'Nová linka práškového lakovania' }).closest('article')!;
    expect(within(seeded as HTMLElement).getByText('12. januára 2026')).toHaveAttribute('datetime', '2026-01-12');
    expect(within(seeded as HTMLElement).getByRole('link', { name: 'Čítať ďalej: Nová linka práškového lakovania' })).toHaveAttribute(
      'href',
      '/sk/article/nova-linka-praskoveho-lakovania',
    );

    await user.click(within(screen.getByRole('navigation', { name: 'Stránky' })).getByText('2'));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: second.data[0]!.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Novinky – strana 2 | Kovovýroba'));
  });

  it('shows one article with its date, cover and sanitised body (hu)', async () => {
    await renderShop('/hu/article/uj-porfesto-sor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Új porfestő sor' })).toBeInTheDocument();
    expect(screen.getByText('2026. január 12.')).toBeInTheDocument();
    expect(screen.getByText(/48 méteres sor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Összes hír' })).toHaveAttribute('href', '/hu/article');
    const cover = document.querySelector('article img')!;
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '900');
    await waitFor(() => expect(document.title).toBe('Új porfestő sor | Kovovýroba'));
  });

  it('moves a Slovak slug to the English one, and answers 404 for an unknown article or a job offer', async () => {
    await renderShop('/en/article/nova-linka-praskoveho-lakovania');
    // The address moves to the English slug first; the page is then drawn again under it (so the heading found
    // before the move may already have been replaced).
    // (It asks the API again for the English article: on a loaded machine that takes more than the default second.)
    await waitFor(() => expect(window.location.pathname).toBe('/en/article/new-powder-coating-line'), { timeout: 10_000 });
    // Asked and asserted in one step: a heading found before the second drawing is detached by it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'A new powder coating line' })).toBeInTheDocument(), { timeout: 10_000 });

    cleanup();
    await renderShop('/en/article/welder-mag-tig');
    expect(await screen.findByText('There is no page at /en/article/welder-mag-tig.')).toBeInTheDocument();
  });

  it('shows the "we support" page from the admin (ru)', async () => {
    await renderShop('/ru/article/we-support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мы поддерживаем' })).toBeInTheDocument();
    expect(await screen.findByText(/Приют для животных/)).toBeInTheDocument();
  });
});

describe('an admin\'s preview of a draft', () => {
  afterEach(() => tokenStore.clear());

  /** Signs the demo admin in (the token cookie, as the admin leaves it) and previews a new, unsaved article. */
  async function previewDraft(lang: 'sk' | 'en' | 'hu' | 'sr' | 'ru', title: string): Promise<string> {
    const login = await fetch(new URL('/api/auth/login', window.location.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-2026' }) });
    tokenStore.set(((await login.json()) as { token: string }).token);
    const texts = (t: string) => ({ title: t, slug: '', perex: '', body_html: t ? '<p>Draft body.</p>' : '' });
    const post = { kind: 'article', published: false, published_at: null, cover_path: null, translations: { sk: texts(`${title} sk`), en: texts(''), hu: texts(''), sr: texts(''), ru: texts(''), [lang]: texts(title) } };
    return (await api.post<{ data: PostPreviewAnswer }>('/api/admin/posts/preview', { uuid: null, lang, post })).data.data.url;
  }

  it('shows the draft on the article page under a Preview banner (ru)', async () => {
    const title = `Черновик ${Date.now()}`;
    await renderShop(await previewDraft('ru', title));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Предпросмотр' });
    expect(banner).toHaveTextContent('Эта статья ещё не опубликована в таком виде.');
    expect(screen.getByText('Draft body.')).toBeInTheDocument();
  });

  it('says the preview is gone and shows the 404 once the session has signed out (en)', async () => {
    const url = await previewDraft('en', `Draft ${Date.now()}`);
    await api.post('/admin/auth/logout');
    await renderShop(url);
    expect(await screen.findByText(`There is no page at ${url}.`)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent('This preview is no longer available');
  });
});
