// The catalogue screens with their real providers against the real seeded API: categories (tree, create with five
// languages, client and server validation), products (server-paginated list, search, create in the drawer), audit log.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, LANGUAGES, MAX_SIZE_MM, setLanguage, type AdminCategory, type AdminProduct, type AdminProductList } from '@shop/shared';
import { loadAntdLocale } from '@shop/shared/react';
import en from '../locales/en.json';
import sk from '../locales/sk.json';
import { signInAdmin, unique } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();
beforeEach(async () => {
  await signInAdmin();
});

/**
 * Fills one field per language. Every language tab is rendered (hidden until opened), so the five fields are
 * there in the order of the tabs; pasting is what a user does with a prepared translation.
 */
async function fillNames(user: ReturnType<typeof userEvent.setup>, label: string, names: Record<string, string>, scope: HTMLElement = document.body) {
  const inputs = within(scope).getAllByLabelText(label);
  expect(inputs).toHaveLength(LANGUAGES.length);
  for (const [index, lang] of LANGUAGES.entries()) {
    await user.click(inputs[index]!);
    await user.paste(names[lang.code] ?? '');
  }
}

/**
 * The "discard your changes?" confirmation. Found by its text: under test, antd's ids are all "test-id", so over an
 * open drawer the confirmation's aria-labelledby names the drawer's title.
 */
async function askDiscard(): Promise<HTMLElement> {
  const text = await screen.findByText(en.unsaved.text);
  return text.closest<HTMLElement>('[role="dialog"]')!;
}

/** A category through the admin API: the same name in every language but English. */
async function createCategory(name: string, parentId: number | null, visible: boolean): Promise<AdminCategory> {
  const texts = (lang: string) => ({ name: lang === 'en' ? `${name} en` : name, slug: '', description: '' });
  const translations = Object.fromEntries(LANGUAGES.map((l) => [l.code, texts(l.code)]));
  return (await api.post<{ data: AdminCategory }>('/api/admin/categories', { parent_id: parentId, position: 90, visible, thumb_path: null, translations })).data.data;
}

describe('categories', () => {
  it('lists the category tree of the server, with links to each category', async () => {
    const { data } = (await api.get<{ data: AdminCategory[] }>('/api/admin/categories')).data;
    const top = data.find((c) => c.parent_id === null)!;
    renderAt('/en/admin/eshop-categories');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.eshopCategories.title })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: top.translations['en']!.name }, { timeout: WAIT });
    expect(link).toHaveAttribute('href', `/en/admin/eshop-categories/${top.id}`);
    await userEvent.setup().click(screen.getByRole('button', { name: en.categories.new }));
    expect(await screen.findByRole('heading', { level: 1, name: en.categories.newTitle })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/admin/eshop-categories/new');
  }, INTEGRATION_TIMEOUT);

  it('counts the products of a parent category with its subcategories, and offers no Delete for it', async () => {
    const { data } = (await api.get<{ data: AdminCategory[] }>('/api/admin/categories')).data;
    const parent = data.find((c) => c.parent_id === null && data.some((child) => child.parent_id === c.id))!;
    const subtree = (id: number): number => data.find((c) => c.id === id)!.product_count + data.filter((c) => c.parent_id === id).reduce((sum, c) => sum + subtree(c.id), 0);
    expect(subtree(parent.id)).toBeGreaterThan(parent.product_count);
    renderAt('/en/admin/eshop-categories');
    const name = parent.translations['en']!.name;
    const row = (await screen.findByRole('link', { name }, { timeout: WAIT })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: String(subtree(parent.id)) })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: en.common.deleteNamed.replace('{{name}}', name) })).not.toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);

  it('validates on the client and marks the language tabs with errors', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/en/admin/eshop-categories/new');
    expect(await screen.findByRole('heading', { level: 1, name: en.categories.newTitle }, { timeout: WAIT })).toBeInTheDocument();
    await user.type(within(screen.getByRole('tabpanel', { name: /^English/ })).getByLabelText(en.categories.name), 'Only English');
    await user.click(screen.getByRole('button', { name: en.categories.create }));
    // Slovak has no name: the form opens the Slovak tab and names the problem; the other empty tabs are marked.
    expect(await screen.findAllByText(en.validation.nameRequired)).not.toHaveLength(0);
    expect(screen.getByRole('tab', { name: `Slovenčina (${en.common.hasErrors})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Русский (${en.common.hasErrors})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);

  it('creates a category with names in five languages and opens it; a slug another category uses is named by the server', async () => {
    const user = userEvent.setup({ delay: null });
    const name = unique('Brány test');
    renderAt('/en/admin/eshop-categories/new');
    await screen.findByRole('heading', { level: 1, name: en.categories.newTitle }, { timeout: WAIT });
    await fillNames(user, en.categories.name, { sk: name, en: `${name} en`, hu: `${name} hu`, sr: `${name} sr`, ru: `Ворота ${name}` });

    // First a slug the seeded catalogue already uses in English: the server answers 409 and the field says why.
    const { data } = (await api.get<{ data: AdminCategory[] }>('/api/admin/categories')).data;
    const taken = data[0]!.translations['en']!.slug;
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    await user.type(within(screen.getByRole('tabpanel', { name: /^English/ })).getByLabelText(en.categories.slug), taken);
    await user.click(screen.getByRole('button', { name: en.categories.create }));
    // In the admin's words (its locale, from the server's message code), not the server's English sentence.
    expect(await screen.findByText(en.serverMessages.slug.taken.category.replace('{{slug}}', taken), {}, { timeout: WAIT })).toBeInTheDocument();

    await user.clear(within(screen.getByRole('tabpanel', { name: /^English/ })).getByLabelText(en.categories.slug));
    await user.click(screen.getByRole('button', { name: en.categories.create }));
    expect(await screen.findByText(en.categories.saved.replace('{{name}}', `${name} en`), {}, { timeout: WAIT })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/en\/admin\/eshop-categories\/\d+$/));
    const id = Number(window.location.pathname.split('/').pop());
    const saved = (await api.get<{ data: AdminCategory }>(`/api/admin/categories/${id}`)).data.data;
    expect(saved.translations['ru']!.name).toBe(`Ворота ${name}`);
    expect(saved.translations['sk']!.slug).toMatch(/^brany-test-/);

    // The audit log names the change and its author; its filter is kept in the address.
    const log = renderAt('/en/admin/audit');
    expect(await screen.findByText(`Created category "${name}"`, {}, { timeout: WAIT })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: en.audit.filter }));
    await user.click(await screen.findByTitle(en.audit.entities.product));
    await waitFor(() => expect(window.location.search).toBe('?entity=product'));
    await waitFor(() => expect(screen.queryByText(`Created category "${name}"`)).not.toBeInTheDocument());
    log.unmount();
    const filtered = renderAt(`/en/admin/audit${window.location.search}`);
    expect(await screen.findByTitle(en.audit.entities.product)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`Created category "${name}"`)).not.toBeInTheDocument());
    filtered.unmount();

    // A Slovak admin reads the entry in Slovak (sk.json, from the entry's message code), in the log and on the dashboard.
    await Promise.all([setLanguage('sk'), loadAntdLocale('sk')]); // as the shell and the mount do for a /sk/ address
    try {
      const created = sk.auditMessages.category.created.replace('{{name}}', name);
      const skLog = renderAt('/sk/admin/audit');
      expect(await screen.findByText(created, {}, { timeout: WAIT })).toBeInTheDocument();
      expect(screen.queryByText(`Created category "${name}"`)).not.toBeInTheDocument();
      skLog.unmount();
      // The dashboard lists only the latest changes, and the other test files write to the same server meanwhile:
      // the change to find there is one made just before it is opened.
      const latestName = unique('Brány nástenka');
      await createCategory(latestName, null, false);
      renderAt('/sk/admin');
      const latest = await screen.findByRole('heading', { level: 2, name: sk.dashboard.latestChanges });
      const latestCreated = sk.auditMessages.category.created.replace('{{name}}', latestName);
      expect(await within(latest.closest<HTMLElement>('.ant-card')!).findByText(latestCreated, {}, { timeout: WAIT })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  }, INTEGRATION_TIMEOUT);
});

describe('categories list (issue 29)', () => {
  it('searches, filters by visibility, sorts and pages in the browser, all in the address: a reload shows the same list, Back the one before', async () => {
    const user = userEvent.setup({ delay: null });
    const word = unique('Catlist').replace(/\s+/g, '');
    const names = () => screen.getAllByRole('link', { name: new RegExp(`^${word} \\w+ en$`) }).map((link) => link.textContent);
    const alpha = await createCategory(`${word} Alpha`, null, true);
    await createCategory(`${word} Beta`, alpha.id, false);
    await createCategory(`${word} Gamma`, null, true);

    // A shared link with a search: the two top categories that match, the subcategory in its place under Alpha.
    const view = renderAt(`/en/admin/eshop-categories?q=${word.toLowerCase()}`);
    expect(await screen.findByText('Total: 2', {}, { timeout: WAIT })).toBeInTheDocument();
    expect(names()).toEqual([`${word} Alpha en`, `${word} Beta en`, `${word} Gamma en`]);
    expect(screen.getByRole('searchbox', { name: en.categories.search })).toHaveValue(word.toLowerCase());

    // Only the hidden ones: Beta, with Alpha above it to show where it is.
    await user.click(screen.getByRole('combobox', { name: en.categories.visibility }));
    await user.click(await screen.findByTitle(en.categories.hidden));
    await waitFor(() => expect(window.location.search).toBe(`?q=${word.toLowerCase()}&visibility=hidden`));
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(names()).toEqual([`${word} Alpha en`, `${word} Beta en`]);

    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(`?q=${word.toLowerCase()}`));
    expect(await screen.findByText('Total: 2')).toBeInTheDocument();

    // By name, Z to A (the header's second click).
    await user.click(screen.getByRole('columnheader', { name: en.categories.name }));
    await user.click(screen.getByRole('columnheader', { name: en.categories.name }));
    await waitFor(() => expect(window.location.search).toBe(`?q=${word.toLowerCase()}&sort=name&order=desc`));
    await waitFor(() => expect(names()).toEqual([`${word} Gamma en`, `${word} Alpha en`, `${word} Beta en`]));

    // A search nothing matches says so.
    await user.clear(screen.getByRole('searchbox', { name: en.categories.search }));
    await user.type(screen.getByRole('searchbox', { name: en.categories.search }), `${word}-none{Enter}`);
    expect(await screen.findByText(en.categories.noMatch)).toBeInTheDocument();
    window.history.back();

    // A reload (a new render at the address) shows the same list in the same order.
    await waitFor(() => expect(window.location.search).toBe(`?q=${word.toLowerCase()}&sort=name&order=desc`));
    view.unmount();
    renderAt(`/en/admin/eshop-categories${window.location.search}`);
    expect(await screen.findByText('Total: 2', {}, { timeout: WAIT })).toBeInTheDocument();
    expect(names()).toEqual([`${word} Gamma en`, `${word} Alpha en`, `${word} Beta en`]);
  }, 2 * INTEGRATION_TIMEOUT);
});

describe('products', () => {
  it('pages and searches on the server, and creates a product in the drawer', async () => {
    const user = userEvent.setup({ delay: null });
    const { data: first } = await api.get<AdminProductList>('/api/admin/products', { params: { per_page: 20 } });
    renderAt('/en/admin/eshop-products');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.eshopProducts.title })).toBeInTheDocument();
    expect(await screen.findByText(`Total: ${first.meta.total}`, {}, { timeout: WAIT })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: first.data[0]!.name })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: en.products.search }), 'no-such-product-anywhere{Enter}');
    expect(await screen.findByText(en.products.noMatch.replace('{{q}}', 'no-such-product-anywhere'), {}, { timeout: WAIT })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.products.new }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('heading', { name: en.products.newTitle })).toBeInTheDocument();
    const name = unique('Plot test');
    const price = within(drawer).getByLabelText(en.products.priceWithoutVat);
    await user.clear(price);
    await user.type(price, '149.90');
    await fillNames(user, en.products.name, { sk: name, en: `${name} en`, hu: `${name} hu`, sr: `${name} sr`, ru: `Забор ${name}` }, drawer);
    expect(within(drawer).getByText(en.products.priceWithVat.replace('{{price}}', '€184.38'))).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: en.products.create }));
    expect(await screen.findByText(en.products.created.replace('{{name}}', `${name} en`), {}, { timeout: WAIT })).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('edit')).toMatch(/^\d+$/));

    const { data: found } = await api.get<AdminProductList>('/api/admin/products', { params: { q: name } });
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ price_cents: 14990, vat_rate: 23, published: false });
  }, 2 * INTEGRATION_TIMEOUT);

  it('keeps its search, filter and page in the address: a reload shows the same list, Back the one before', async () => {
    const user = userEvent.setup();
    const { data: drafts } = await api.get<AdminProductList>('/api/admin/products', { params: { published: false, per_page: 10 } });
    const { data: published } = await api.get<AdminProductList>('/api/admin/products', { params: { published: true, page: 2, per_page: 10 } });
    // A shared link: published products, page 2, ten a page (few rows: a table renders slowly in jsdom).
    const view = renderAt('/en/admin/eshop-products?published=published&page=2&per_page=10');
    expect(await screen.findByText(`Total: ${published.meta.total}`, {}, { timeout: WAIT })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: published.data[0]!.name })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: en.products.status }));
    await user.click(await screen.findByTitle(en.products.draft));
    await waitFor(() => expect(window.location.search).toBe('?published=draft&per_page=10'));
    expect(await screen.findByText(`Total: ${drafts.meta.total}`, {}, { timeout: WAIT })).toBeInTheDocument();

    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?published=published&page=2&per_page=10'));
    expect(await screen.findByText(`Total: ${published.meta.total}`, {}, { timeout: WAIT })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: published.data[0]!.name })).toBeInTheDocument();

    // A reload (a new render at the address) shows the same list.
    view.unmount();
    renderAt(`/en/admin/eshop-products${window.location.search}`);
    expect(await screen.findByText(`Total: ${published.meta.total}`, {}, { timeout: WAIT })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: published.data[0]!.name })).toBeInTheDocument();
  }, 2 * INTEGRATION_TIMEOUT);

  it('asks before discarding an edited price: Esc keeps editing when asked, Close discards only when confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const { data: list } = await api.get<AdminProductList>('/api/admin/products', { params: { per_page: 1 } });
    const product = list.data[0]!;
    renderAt(`/en/admin/eshop-products?edit=${product.id}`);
    const drawer = await screen.findByRole('dialog', {}, { timeout: WAIT });
    const price = await within(drawer).findByLabelText(en.products.priceWithoutVat, {}, { timeout: WAIT });
    await user.clear(price);
    await user.type(price, '999.99');

    await user.keyboard('{Escape}');
    await user.click(within(await askDiscard()).getByRole('button', { name: en.unsaved.keep }));
    await waitFor(() => expect(screen.queryByText(en.unsaved.text)).not.toBeInTheDocument());
    expect(price).toHaveValue('999.99');

    // The footer's Close (the header's × has the same name).
    await user.click(within(drawer).getAllByRole('button', { name: en.common.close }).at(-1)!);
    await user.click(within(await askDiscard()).getByRole('button', { name: en.unsaved.discard }));
    // The drawer is closed (its ?edit= is gone) and nothing was saved.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('edit')).toBeNull());
    const { data: after } = await api.get<{ data: { price_cents: number } }>(`/api/admin/products/${product.id}`);
    expect(after.data.price_cents).toBe(product.price_cents);
  }, 2 * INTEGRATION_TIMEOUT);

  it('reads prices as a Slovak writes them (999,50 is 999.50 €) and asks before saving a price that jumps by more than half', async () => {
    const user = userEvent.setup({ delay: null });
    await Promise.all([setLanguage('sk'), loadAntdLocale('sk')]); // as the shell and the mount do for a /sk/ address
    try {
      const view = renderAt('/sk/admin/eshop-products');
      await user.click(await screen.findByRole('button', { name: sk.products.new }, { timeout: WAIT }));
      const drawer = await screen.findByRole('dialog');
      const name = unique('Cena čiarka');
      const price = within(drawer).getByLabelText(sk.products.priceWithoutVat);
      await user.clear(price);
      await user.type(price, '999,50');
      // Texts are matched with their no-break spaces read as spaces.
      expect(within(drawer).getByText(sk.products.priceWithVat.replace('{{price}}', '1 229,39 €'))).toBeInTheDocument();
      await fillNames(user, sk.products.name, { sk: name, en: `${name} en`, hu: `${name} hu`, sr: `${name} sr`, ru: `${name} ru` }, drawer);
      await user.click(within(drawer).getByRole('button', { name: sk.products.create }));
      expect(await screen.findByText(sk.products.created.replace('{{name}}', name), {}, { timeout: WAIT })).toBeInTheDocument();
      const { data: created } = await api.get<AdminProductList>('/api/admin/products', { params: { q: name } });
      expect(created.data[0]).toMatchObject({ price_cents: 99950 });
      // Opened again, the price is shown with the Slovak decimal comma.
      view.unmount();
      renderAt(`/sk/admin/eshop-products?edit=${created.data[0]!.id}`);
      const editor = await screen.findByRole('dialog', {}, { timeout: WAIT });
      const saved = await within(editor).findByDisplayValue('999,50', {}, { timeout: WAIT });
      expect(saved).toHaveAccessibleName(sk.products.priceWithoutVat);

      // 24,90 instead of 999,50: a jump of more than half is confirmed first; going back saves nothing.
      await user.clear(saved);
      await user.type(saved, '24,90');
      await user.click(within(editor).getByRole('button', { name: sk.common.save }));
      const jumpText = sk.products.priceJumpText.replace('{{from}}', '999,50 €').replace('{{to}}', '24,90 €').replace('{{change}}', '-98 %');
      const ask = (await screen.findByText(jumpText)).closest<HTMLElement>('[role="dialog"]')!;
      await user.click(within(ask).getByRole('button', { name: sk.products.priceJumpBack }));
      await waitFor(() => expect(screen.queryByText(jumpText)).not.toBeInTheDocument());
      const { data: unchanged } = await api.get<AdminProductList>('/api/admin/products', { params: { q: name } });
      expect(unchanged.data[0]).toMatchObject({ price_cents: 99950 });

      await user.click(within(editor).getByRole('button', { name: sk.common.save }));
      await user.click(within((await screen.findByText(jumpText)).closest<HTMLElement>('[role="dialog"]')!).getByRole('button', { name: sk.products.priceJumpSave }));
      expect(await screen.findByText(sk.products.saved.replace('{{name}}', name), {}, { timeout: WAIT })).toBeInTheDocument();
      const { data: changed } = await api.get<AdminProductList>('/api/admin/products', { params: { q: name } });
      expect(changed.data[0]).toMatchObject({ price_cents: 2490 });
    } finally {
      await setLanguage('en');
    }
  }, 3 * INTEGRATION_TIMEOUT);

  it('edits the width and height in millimetres the shop filters by, refusing a size out of range (sk)', async () => {
    const user = userEvent.setup({ delay: null });
    const { data: list } = await api.get<AdminProductList>('/api/admin/products', { params: { per_page: 1, q: 'Klasik' } });
    const listed = list.data[0]!;
    const { data: before } = await api.get<{ data: AdminProduct }>(`/api/admin/products/${listed.id}`);
    expect(before.data.width_mm).toEqual(expect.any(Number));
    await Promise.all([setLanguage('sk'), loadAntdLocale('sk')]); // as the shell and the mount do for a /sk/ address
    try {
      renderAt(`/sk/admin/eshop-products?edit=${listed.id}`);
      const drawer = await screen.findByRole('dialog', {}, { timeout: WAIT });
      const width = await within(drawer).findByRole('spinbutton', { name: sk.products.width }, { timeout: WAIT });
      const height = within(drawer).getByRole('spinbutton', { name: sk.products.height });
      expect(width).toHaveValue(String(before.data.width_mm));
      expect(height).toHaveValue(String(before.data.height_mm));
      // The unit and what the size is for, read with the field.
      expect(width).toHaveAccessibleDescription(sk.products.sizeHint);

      await user.clear(width);
      await user.type(width, '0');
      await user.click(within(drawer).getByRole('button', { name: sk.common.save }));
      expect(await within(drawer).findByText(sk.validation.size.replace('{{max}}', String(MAX_SIZE_MM)), {}, { timeout: WAIT })).toBeInTheDocument();

      await user.clear(width);
      await user.type(width, '2750');
      await user.clear(height);
      await user.click(within(drawer).getByRole('button', { name: sk.common.save }));
      const name = before.data.translations.sk!.name;
      expect(await screen.findByText(sk.products.saved.replace('{{name}}', name), {}, { timeout: WAIT })).toBeInTheDocument();
      const { data: after } = await api.get<{ data: AdminProduct }>(`/api/admin/products/${listed.id}`);
      expect(after.data).toMatchObject({ width_mm: 2750, height_mm: null, price_cents: before.data.price_cents });
    } finally {
      // The seeded product as it was, for the other tests over the same API.
      const p = before.data;
      const images = p.images.map((image) => ({ path: image.path }));
      await api.put(`/api/admin/products/${p.id}`, { category_id: p.category_id, price_cents: p.price_cents, vat_rate: p.vat_rate, width_mm: p.width_mm, height_mm: p.height_mm, published: p.published, position: p.position, translations: p.translations, parameters: p.parameters, images });
      await setLanguage('en');
    }
  }, 3 * INTEGRATION_TIMEOUT);
});

describe('leaving an edited page', () => {
  it('asks before following the menu away from an edited category, and stays when told to', async () => {
    const user = userEvent.setup({ delay: null });
    const { data } = (await api.get<{ data: AdminCategory[] }>('/api/admin/categories')).data;
    const category = data[0]!;
    renderAt(`/en/admin/eshop-categories/${category.id}`);
    const name = within(await screen.findByRole('tabpanel', { name: /^English/ }, { timeout: WAIT })).getByLabelText(en.categories.name);
    await waitFor(() => expect(name).toHaveValue(category.translations['en']!.name));
    await user.type(name, ' edited');

    const menu = screen.getByRole('navigation', { name: en.layout.menu });
    await user.click(within(menu).getByRole('link', { name: new RegExp(en.sections.eshopProducts.title) }));
    await user.click(within(await screen.findByRole('dialog', { name: en.unsaved.title })).getByRole('button', { name: en.unsaved.keep }));
    expect(window.location.pathname).toBe(`/en/admin/eshop-categories/${category.id}`);
    expect(name).toHaveValue(`${category.translations['en']!.name} edited`);

    await user.click(within(menu).getByRole('link', { name: new RegExp(en.sections.eshopProducts.title) }));
    await user.click(within(await screen.findByRole('dialog', { name: en.unsaved.title })).getByRole('button', { name: en.unsaved.discard }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/admin/eshop-products'));
  }, 2 * INTEGRATION_TIMEOUT);
});
