// Homepage modules, posts and protocols with the real providers against the real seeded API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setLanguage, type AdminDocument, type AdminDocumentList, type AdminModule, type AdminPost, type PostDetail } from '@shop/shared';
import { loadAntdLocale } from '@shop/shared/react';
import en from '../locales/en.json';
import sk from '../locales/sk.json';
import { signInAdmin, signInEditor, unique } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();
// Writing rich text and uploading PDFs in jsdom takes longer than the other screens.
const CONTENT_TIMEOUT = 2 * INTEGRATION_TIMEOUT;
beforeEach(async () => {
  await signInEditor();
}, 60_000);

describe('homepage modules', () => {
  it(
    'lists the sections in order and hides one; the public home page follows',
    async () => {
      const user = userEvent.setup();
      renderAt('/en/admin/modules');
      expect(await screen.findByRole('heading', { level: 1, name: en.sections.modules.title })).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: en.modules.listLabel });
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      // Each module's heading in the admin's language, not the Slovak one.
      const stored = (await api.get<{ data: AdminModule[] }>('/api/admin/modules')).data.data.find((m) => m.title.en && m.title.en !== m.title.sk)!;
      expect(within(list).getByText(stored.title.en)).toBeInTheDocument();
      expect(within(list).queryByText(stored.title.sk)).not.toBeInTheDocument();
      const name = en.modules.types['latest-articles'];
      const toggle = within(list).getByRole('switch', { name: en.modules.showNamed.replace('{{name}}', name) });
      await user.click(toggle);
      expect(await screen.findByText(en.modules.hidden.replace('{{name}}', name))).toBeInTheDocument();
      const hidden = (await api.get<{ data: Array<{ type: string }> }>('/api/homepage/modules')).data.data;
      expect(hidden.map((m) => m.type)).not.toContain('latest-articles');

      await user.click(within(list).getByRole('switch', { name: en.modules.showNamed.replace('{{name}}', name) }));
      await waitFor(async () => {
        const modules = (await api.get<{ data: AdminModule[] }>('/api/admin/modules')).data.data;
        expect(modules.find((m) => m.type === 'latest-articles')?.enabled).toBe(true);
      });
    },
    CONTENT_TIMEOUT,
  );
});

describe('posts', () => {
  it(
    'writes a news article with a title, lead and formatted text; it is saved and published',
    async () => {
      const user = userEvent.setup();
      const title = unique('Nový rad plotov');
      renderAt('/en/admin/posts');
      expect(await screen.findByRole('heading', { level: 1, name: en.sections.posts.title })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: en.posts.new }));
      const drawer = await screen.findByRole('dialog');
      const sk = within(drawer).getByRole('tabpanel', { name: /^Slovenčina/ });
      // Pasting keeps the test fast on a busy machine; the fields receive the same input events as typing.
      await user.click(within(sk).getByLabelText(en.posts.title));
      await user.paste(title);
      await user.click(within(sk).getByLabelText(en.posts.perex));
      await user.paste('Krátky úvod.');
      const editor = within(sk).getByRole('textbox', { name: en.posts.body });
      await user.click(editor);
      await user.keyboard('Text článku');
      await user.click(within(drawer).getByRole('button', { name: en.common.save }));
      expect(await screen.findByText(en.posts.saved.replace('{{title}}', title))).toBeInTheDocument();

      // The admin's list names the post in the page's language, else in Slovak (the only language written here).
      const list = (await api.get<{ data: Array<{ uuid: string; title: string; languages: string[]; published: boolean }> }>('/api/admin/posts', { params: { kind: 'article' } })).data.data;
      const created = list.find((p) => p.title === title);
      expect(created).toMatchObject({ languages: ['sk'], published: true });
      const detail = (await api.get<{ data: AdminPost }>(`/api/admin/posts/${created!.uuid}`)).data.data;
      expect(detail.translations.sk).toMatchObject({ perex: 'Krátky úvod.', slug: expect.stringMatching(/^novy-rad-plotov-/) });
      expect(detail.translations.sk.body_html).toContain('Text článku');
    },
    CONTENT_TIMEOUT,
  );

  it(
    'shows the publication date as the language writes it in numbers, takes a typed one and saves that day',
    async () => {
      const user = userEvent.setup();
      const title = unique('Dátum článku');
      renderAt('/en/admin/posts');
      await user.click(await screen.findByRole('button', { name: en.posts.new }));
      const drawer = await screen.findByRole('dialog');
      const date = within(drawer).getByLabelText(en.posts.date);
      // A new post is dated today, as English writes a date in numbers; the field takes a date typed so.
      const today = new Date();
      expect(date).toHaveValue(today.toLocaleDateString('en-US'));
      await user.clear(date);
      await user.type(date, today.toLocaleDateString('en-US'));
      await user.click(within(within(drawer).getByRole('tabpanel', { name: /^Slovenčina/ })).getByLabelText(en.posts.title));
      await user.paste(title);
      await user.click(within(drawer).getByRole('button', { name: en.common.save }));
      expect(await screen.findByText(en.posts.saved.replace('{{title}}', title))).toBeInTheDocument();
      const list = (await api.get<{ data: Array<{ uuid: string; title: string }> }>('/api/admin/posts', { params: { kind: 'article' } })).data.data;
      const detail = (await api.get<{ data: AdminPost }>(`/api/admin/posts/${list.find((p) => p.title === title)!.uuid}`)).data.data;
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      expect(detail.published_at).toBe(day);
    },
    CONTENT_TIMEOUT,
  );

  it(
    'marks a published post dated later as scheduled for its day',
    async () => {
      const title = unique('Naplánovaný článok');
      const empty = { title: '', slug: '', perex: '', body_html: '' };
      const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
      const day = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;
      await api.post('/api/admin/posts', { kind: 'article', published: true, published_at: day, cover_path: null, translations: { sk: { ...empty, title, perex: 'Čoskoro.' }, en: empty, hu: empty, sr: empty, ru: empty } });
      renderAt('/en/admin/posts');
      const row = (await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement;
      const written = later.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
      expect(within(row).getByText(en.posts.isScheduled.replace('{{date}}', written))).toBeInTheDocument();
    },
    CONTENT_TIMEOUT,
  );

  it(
    'keeps the kind it lists in the address, so a reload shows the same list',
    async () => {
      const user = userEvent.setup();
      const view = renderAt('/en/admin/posts?kind=career');
      const { data: careers } = await api.get<{ data: Array<{ title: string }> }>('/api/admin/posts', { params: { kind: 'career' } });
      expect(await screen.findByRole('cell', { name: careers.data[0]!.title })).toBeInTheDocument();
      const { data: articles } = await api.get<{ data: Array<{ title: string }> }>('/api/admin/posts', { params: { kind: 'article' } });
      expect(screen.queryByRole('cell', { name: articles.data[0]!.title })).not.toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: en.posts.kind }));
      await user.click(await screen.findByTitle(en.posts.kinds.article));
      await waitFor(() => expect(window.location.search).toBe('?kind=article'));
      expect(await screen.findByRole('cell', { name: articles.data[0]!.title })).toBeInTheDocument();
      view.unmount();
      renderAt(`/en/admin/posts${window.location.search}`);
      expect(await screen.findByRole('cell', { name: articles.data[0]!.title })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: careers.data[0]!.title })).not.toBeInTheDocument();
    },
    CONTENT_TIMEOUT,
  );

  it(
    'searches without diacritics and sorts by title or date on the server, all in the address: a reload shows the same list, Back the one before',
    async () => {
      // A closed select's dropdown can still be on its way out in jsdom (no CSS animation ends there).
      const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
      const stamp = unique('zx').replace(/\s+/g, '').toLowerCase();
      const empty = { title: '', slug: '', perex: '', body_html: '' };
      for (const [title, date] of [
        [`Brána ${stamp}`, '2023-03-01'],
        [`Čerešňa ${stamp}`, '2025-03-01'],
        [`Agát ${stamp}`, '2024-03-01'],
      ] as const) {
        await api.post('/api/admin/posts', { kind: 'article', published: true, published_at: date, cover_path: null, translations: { sk: { ...empty, title, perex: 'Úvod' }, en: empty, hu: empty, sr: empty, ru: empty } });
      }
      const titles = () => screen.getAllByRole('cell', { name: new RegExp(`^\\S+ ${stamp}$`) }).map((cell) => cell.textContent?.replace(` ${stamp}`, ''));
      const search = () => screen.getByRole('searchbox', { name: en.posts.search });
      const view = renderAt(`/en/admin/posts?q=${stamp}`);
      expect(await screen.findByText('Total: 3', {}, { timeout: WAIT })).toBeInTheDocument();
      expect(search()).toHaveValue(stamp);
      // Newest publication first: the list's own order.
      expect(titles()).toEqual(['Čerešňa', 'Agát', 'Brána']);

      // By title, A to Z (Č among the C's), then Z to A: the header's clicks.
      await user.click(screen.getByRole('columnheader', { name: en.posts.title }));
      await waitFor(() => expect(window.location.search).toBe(`?q=${stamp}&sort=title`));
      await waitFor(() => expect(titles()).toEqual(['Agát', 'Brána', 'Čerešňa']));
      await user.click(screen.getByRole('columnheader', { name: en.posts.title }));
      await waitFor(() => expect(window.location.search).toBe(`?q=${stamp}&sort=title&order=desc`));
      await waitFor(() => expect(titles()).toEqual(['Čerešňa', 'Brána', 'Agát']));
      // Back: the address and the header's sort state return to A to Z.
      window.history.back();
      await waitFor(() => expect(window.location.search).toBe(`?q=${stamp}&sort=title`));
      await waitFor(() => expect(screen.getByRole('columnheader', { name: en.posts.title })).toHaveAttribute('aria-sort', 'ascending'));

      // Typed without diacritics, in capitals, submitted with Enter: the cherry alone; the clear button lists all posts.
      await user.clear(search());
      await user.type(search(), `CERESNA ${stamp}{Enter}`);
      await waitFor(() => expect(window.location.search).toBe(`?q=CERESNA+${stamp}&sort=title`));
      await waitFor(() => expect(titles()).toEqual(['Čerešňa']));
      await user.click(screen.getByRole('button', { name: en.common.clearSearch }));
      await waitFor(() => expect(window.location.search).toBe('?sort=title'));
      expect(search()).toHaveValue('');
      window.history.back();
      await waitFor(() => expect(window.location.search).toBe(`?q=CERESNA+${stamp}&sort=title`));
      await waitFor(() => expect(search()).toHaveValue(`CERESNA ${stamp}`));

      // A search nothing matches says so.
      await user.clear(search());
      await user.type(search(), `${stamp}-none{Enter}`);
      expect(await screen.findByText(en.posts.noMatch, {}, { timeout: WAIT })).toBeInTheDocument();

      // A reload (a new render at the address) of the list by title shows the same list, in the same order.
      view.unmount();
      renderAt(`/en/admin/posts?q=${stamp}&sort=title`);
      expect(await screen.findByText('Total: 3', {}, { timeout: WAIT })).toBeInTheDocument();
      expect(titles()).toEqual(['Agát', 'Brána', 'Čerešňa']);
    },
    // Eleven steps through the list, each a server round trip and a table render in jsdom.
    3 * INTEGRATION_TIMEOUT,
  );

  describe('preview', () => {
    afterEach(() => vi.restoreAllMocks());

    it(
      'opens the unsaved article on the public site in the open tab\'s language, without saving or publishing it',
      async () => {
        const open = vi.spyOn(window, 'open').mockReturnValue(null);
        const user = userEvent.setup();
        const title = unique('Návrh brány');
        const english = unique('Gate draft');
        renderAt('/en/admin/posts');
        await user.click(await screen.findByRole('button', { name: en.posts.new }));
        const drawer = await screen.findByRole('dialog');
        await user.click(within(within(drawer).getByRole('tabpanel', { name: /^Slovenčina/ })).getByLabelText(en.posts.title));
        await user.paste(title);
        await user.click(within(drawer).getByRole('tab', { name: 'English' }));
        const panel = within(drawer).getByRole('tabpanel', { name: /^English/ });
        await user.click(within(panel).getByLabelText(en.posts.title));
        await user.paste(english);
        await user.click(within(panel).getByRole('textbox', { name: en.posts.body }));
        await user.keyboard('Only a draft');

        await user.click(within(drawer).getByRole('button', { name: en.posts.preview }));
        const link = await within(drawer).findByRole('link', { name: en.posts.previewOpen.replace('{{lang}}', 'English') });
        const url = link.getAttribute('href')!;
        expect(url).toMatch(/^\/en\/article\/gate-draft-[a-z0-9-]+\?preview=[\w.-]+$/);
        expect(within(drawer).getByText(en.posts.previewReady.replace('{{lang}}', 'English'))).toBeInTheDocument();
        expect(link).toHaveAttribute('target', '_blank');
        expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');

        // What the public page asks for: the draft, to this signed-in browser only; the post itself does not exist.
        const [pathname, query] = url.split('?');
        const slug = pathname!.split('/').pop()!;
        const shown = await api.get<{ data: PostDetail }>(`/api/posts/${slug}?${query}`, { headers: { localization: 'en-US' } });
        expect(shown.data.data).toMatchObject({ title: english, preview: { expires_at: expect.any(String) } });
        expect(shown.data.data.body_html).toContain('Only a draft');
        await expect(api.get(`/api/posts/${slug}`)).rejects.toMatchObject({ response: { status: 404 } });
        const list = (await api.get<{ data: Array<{ title: string }> }>('/api/admin/posts', { params: { kind: 'article' } })).data.data;
        expect(list.some((p) => p.title === title)).toBe(false);
      },
      CONTENT_TIMEOUT,
    );

    it(
      'asks for the title of the open language first, and offers no preview for a job offer',
      async () => {
        vi.spyOn(window, 'open').mockReturnValue(null);
        const user = userEvent.setup();
        renderAt('/en/admin/posts');
        await user.click(await screen.findByRole('button', { name: en.posts.new }));
        const drawer = await screen.findByRole('dialog');
        await user.click(within(within(drawer).getByRole('tabpanel', { name: /^Slovenčina/ })).getByLabelText(en.posts.title));
        await user.paste(unique('Len po slovensky'));
        await user.click(within(drawer).getByRole('tab', { name: 'Magyar' }));
        await user.click(within(drawer).getByRole('button', { name: en.posts.preview }));
        expect(await within(drawer).findByText(en.serverMessages.preview.noTranslation)).toBeInTheDocument();
        expect(window.open).not.toHaveBeenCalled();

        await user.click(within(drawer).getByRole('combobox', { name: en.posts.kind }));
        await user.click(await screen.findByTitle(en.posts.kinds.career));
        await waitFor(() => expect(within(drawer).queryByRole('button', { name: en.posts.preview })).not.toBeInTheDocument());
      },
      CONTENT_TIMEOUT,
    );
  });

  it(
    'names an address a page of the site uses under the field, in the admin\'s language (sk), not the server\'s English',
    async () => {
      const user = userEvent.setup();
      await Promise.all([setLanguage('sk'), loadAntdLocale('sk')]); // as the shell and the mount do for a /sk/ address
      try {
        renderAt('/sk/admin/posts');
        await user.click(await screen.findByRole('button', { name: sk.posts.new }, { timeout: WAIT }));
        const drawer = await screen.findByRole('dialog');
        const panel = within(drawer).getByRole('tabpanel', { name: /^Slovenčina/ });
        await user.click(within(panel).getByLabelText(sk.posts.title));
        await user.paste(unique('Podporujeme'));
        // A well-formed address, so the form sends it; the server keeps it for its page (/article/we-support).
        await user.click(within(panel).getByLabelText(sk.posts.slug));
        await user.paste('we-support');
        await user.click(within(drawer).getByRole('button', { name: sk.common.save }));
        // The field error's code (slug.reserved) worded from sk.json, in the Slovak tab with the address.
        expect(await within(panel).findByText(sk.serverMessages.slug.reserved, {}, { timeout: WAIT })).toBeInTheDocument();
        // The failure's message says the same (the answer's code), not the server's "Invalid body: translations.sk.slug".
        await waitFor(() => expect(screen.getAllByText(sk.serverMessages.slug.reserved)).toHaveLength(2));
        expect(screen.queryByText('is reserved for a page of the site')).not.toBeInTheDocument();
        expect(screen.queryByText(/Invalid body/)).not.toBeInTheDocument();
      } finally {
        await setLanguage('en');
      }
    },
    CONTENT_TIMEOUT,
  );

  it(
    'says which field is missing before anything is sent',
    async () => {
      const user = userEvent.setup();
      renderAt('/en/admin/posts');
      await user.click(await screen.findByRole('button', { name: en.posts.new }));
      const drawer = await screen.findByRole('dialog');
      await user.click(within(drawer).getByRole('button', { name: en.common.save }));
      expect(await within(drawer).findByText(en.validation.required)).toBeInTheDocument();
    },
    CONTENT_TIMEOUT,
  );
});

describe('protocols', () => {
  it(
    'lists the documents by kind; the header files can be edited but not deleted',
    async () => {
      const user = userEvent.setup();
      const docs = async (kind: string) => (await api.get<{ data: AdminDocument[] }>('/api/admin/documents', { params: { kind } })).data.data;
      const protocol = (await docs('protocol'))[0]!;
      const terms = (await docs('site')).find((d) => d.key === 'terms')!;
      const view = renderAt('/en/admin/protocols');
      expect(await screen.findByRole('heading', { level: 1, name: en.sections.protocols.title })).toBeInTheDocument();
      expect(await screen.findByText(protocol.files.en!.title)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: en.common.editNamed.replace('{{name}}', protocol.files.en!.title) })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: en.common.deleteNamed.replace('{{name}}', protocol.files.en!.title) })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: en.protocols.tabs.site }));
      expect(await screen.findByRole('button', { name: en.common.editNamed.replace('{{name}}', terms.files.en!.title) })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: en.common.deleteNamed.replace('{{name}}', terms.files.en!.title) })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: `${terms.files.sk!.title} (Slovenčina, PDF)` })).toHaveAttribute('href', terms.files.sk!.url);

      // The open tab is in the address: a reload (or a shared link) opens the same one.
      await waitFor(() => expect(window.location.search).toBe('?tab=site'));
      view.unmount();
      renderAt(`/en/admin/protocols${window.location.search}`);
      expect(await screen.findByRole('tab', { name: en.protocols.tabs.site, selected: true })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: en.common.editNamed.replace('{{name}}', terms.files.en!.title) })).toBeInTheDocument();
    },
    CONTENT_TIMEOUT,
  );

  it(
    'searches, filters by a missing language, sorts and pages the documents on the server, all in the address (issue 29)',
    async () => {
      const user = userEvent.setup({ delay: null });
      // The header's files: one of them (the FAQ) is in Slovak only.
      const { data: all } = (await api.get<AdminDocumentList>('/api/admin/documents', { params: { kind: 'site', per_page: 100 } })).data;
      const withoutEnglish = (await api.get<AdminDocumentList>('/api/admin/documents', { params: { kind: 'site', missing: 'en' } })).data;
      expect(withoutEnglish.meta.total).toBeGreaterThan(0);
      const english = all.find((d) => d.files.en)!;
      const editEnglish = { name: en.common.editNamed.replace('{{name}}', english.files.en!.title) };
      const view = renderAt('/en/admin/protocols?tab=site');
      expect(await screen.findByText(`Total: ${all.length}`)).toBeInTheDocument();
      expect(await screen.findByRole('button', editEnglish)).toBeInTheDocument();

      // The header's files without an English file.
      await user.click(screen.getByRole('combobox', { name: en.protocols.missingFilter }));
      await user.click(await screen.findByTitle(en.protocols.missingIn.replace('{{lang}}', 'English')));
      await waitFor(() => expect(window.location.search).toBe('?tab=site&missing=en'));
      expect(await screen.findByText(`Total: ${withoutEnglish.meta.total}`)).toBeInTheDocument();
      expect(screen.queryByRole('button', editEnglish)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: en.common.editNamed.replace('{{name}}', withoutEnglish.data[0]!.files.sk!.title) })).toBeInTheDocument();

      // A title search nothing matches says so.
      await user.type(screen.getByRole('searchbox', { name: en.protocols.search }), 'no-such-document-anywhere{Enter}');
      await waitFor(() => expect(window.location.search).toBe('?tab=site&missing=en&q=no-such-document-anywhere'));
      expect(await screen.findByText(en.protocols.noMatch)).toBeInTheDocument();

      window.history.back();
      await waitFor(() => expect(window.location.search).toBe('?tab=site&missing=en'));
      expect(await screen.findByText(`Total: ${withoutEnglish.meta.total}`)).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: en.protocols.search })).toHaveValue('');

      // Sorted by title, then a reload (a new render at the address) shows the same list.
      await user.click(screen.getByRole('columnheader', { name: en.protocols.titleField }));
      await waitFor(() => expect(window.location.search).toBe('?tab=site&missing=en&sort=title'));
      view.unmount();
      renderAt(`/en/admin/protocols${window.location.search}`);
      expect(await screen.findByRole('tab', { name: en.protocols.tabs.site, selected: true })).toBeInTheDocument();
      expect(await screen.findByText(`Total: ${withoutEnglish.meta.total}`)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: en.protocols.missingFilter }).closest('.ant-select')).toHaveTextContent(en.protocols.missingIn.replace('{{lang}}', 'English'));
    },
    CONTENT_TIMEOUT,
  );
});

describe('audit log search (issue 29)', () => {
  it(
    'finds an entry by a name typed without diacritics on the server; the search stays in the address with the filter, and Back returns',
    async () => {
      await signInAdmin();
      const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
      const stamp = unique('zx').replace(/\s+/g, '').toLowerCase();
      const title = `Žltá brána ${stamp}`;
      const empty = { title: '', slug: '', perex: '', body_html: '' };
      await api.post('/api/admin/posts', { kind: 'article', published: false, published_at: null, cover_path: null, translations: { sk: { ...empty, title }, en: empty, hu: empty, sr: empty, ru: empty } });
      const found = () => screen.queryAllByRole('row').filter((row) => row.textContent?.includes(title));

      const view = renderAt('/en/admin/audit');
      const search = await screen.findByRole('searchbox', { name: en.audit.search });
      await user.type(search, `zlta BRANA ${stamp}{Enter}`);
      await waitFor(() => expect(window.location.search).toBe(`?q=zlta+BRANA+${stamp}`));
      await waitFor(() => expect(found()).toHaveLength(1));
      expect(within(found()[0]!).getByText(en.audit.entities.post)).toBeInTheDocument();

      // The entity filter joins the search; the user entries hold no such name.
      await user.click(screen.getByRole('combobox', { name: en.audit.filter }));
      await user.click(await screen.findByTitle(en.audit.entities.user));
      await waitFor(() => expect(window.location.search).toBe(`?q=zlta+BRANA+${stamp}&entity=user`));
      expect(await screen.findByText(en.audit.noMatch, {}, { timeout: WAIT })).toBeInTheDocument();
      window.history.back();
      await waitFor(() => expect(window.location.search).toBe(`?q=zlta+BRANA+${stamp}`));
      await waitFor(() => expect(found()).toHaveLength(1));

      // A reload shows the same entry, the field holding the search.
      view.unmount();
      renderAt(`/en/admin/audit${window.location.search}`);
      expect(await screen.findByRole('searchbox', { name: en.audit.search })).toHaveValue(`zlta BRANA ${stamp}`);
      await waitFor(() => expect(found()).toHaveLength(1));
    },
    CONTENT_TIMEOUT,
  );
});
