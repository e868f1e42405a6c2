// The catalogue screens with their real providers against the real seeded API: categories (tree, create with five
// languages, client and server validation), products (server-paginated list, search, create in the drawer), audit log.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, LANGUAGES, type AdminCategory, type AdminProductList } from '@shop/shared';
import en from '../locales/en.json';
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
    expect(await screen.findByText(`"${taken}" is already used by another category`, {}, { timeout: WAIT })).toBeInTheDocument();

    await user.clear(within(screen.getByRole('tabpanel', { name: /^English/ })).getByLabelText(en.categories.slug));
    await user.click(screen.getByRole('button', { name: en.categories.create }));
    expect(await screen.findByText(en.categories.saved.replace('{{name}}', `${name} en`), {}, { timeout: WAIT })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/en\/admin\/eshop-categories\/\d+$/));
    const id = Number(window.location.pathname.split('/').pop());
    const saved = (await api.get<{ data: AdminCategory }>(`/api/admin/categories/${id}`)).data.data;
    expect(saved.translations['ru']!.name).toBe(`Ворота ${name}`);
    expect(saved.translations['sk']!.slug).toMatch(/^brany-test-/);

    // The audit log names the change and its author.
    renderAt('/en/admin/audit');
    expect(await screen.findByText(`Created category "${name}"`, {}, { timeout: WAIT })).toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);
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
});
