import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiInstance, cartStore } from '@shop/shared';
import { fetchCategory, findCategoryWithProducts, prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('category page', () => {
  it('shows the category, its breadcrumbs and products, and adds a product to the cart (en)', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const user = userEvent.setup();

    await renderShop(`/en/category/${category.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    for (const ancestor of category.breadcrumbs) {
      expect(within(breadcrumb).getByRole('link', { name: ancestor.name })).toHaveAttribute('href', `/en/category/${encodeURIComponent(ancestor.slug)}`);
    }
    expect(within(breadcrumb).getByText(category.name)).toHaveAttribute('aria-current', 'page');

    const grid = screen.getByRole('list', { name: `Products in ${category.name}` });
    const product = category.products[0]!;
    const productLink = within(grid).getByRole('link', { name: product.name });
    expect(productLink).toHaveAttribute('href', `/en/${encodeURIComponent(product.slug)}`);
    const card = productLink.closest('article') as HTMLElement;
    const withVat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(product.price.with_vat);
    expect(within(card).getByText(`${withVat} incl. VAT`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${category.name} | Metalworks Demo`));

    await user.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(`${product.name} (1 pcs) was added to the cart.`)).toBeInTheDocument();
    expect(cartStore.value.cartId).not.toBeNull();
    expect(cartStore.value.count).toBeGreaterThan(0);
  });

  it('a second press while the product is being added adds nothing more, and the button says it is busy', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const product = category.products[0]!;
    const user = userEvent.setup();
    await renderShop(`/en/category/${category.slug}`);
    const card = (await screen.findByRole('link', { name: product.name })).closest('article') as HTMLElement;
    const button = within(card).getByRole('button', { name: 'Add to cart' });
    // A cart exists first, so that every add goes to the same cart.
    await user.click(button);
    await waitFor(() => expect(cartStore.value.count).toBe(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));

    // The shop's answer is held until both presses are done (a slow connection).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const client = await apiInstance();
    const hold = client.interceptors.request.use(async (config) => {
      if (config.url === '/api/cart/add') await held;
      return config;
    });
    try {
      await user.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      answer();
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    } finally {
      client.interceptors.request.eject(hold);
    }
    expect(screen.getByText(`${product.name} (1 pcs) was added to the cart.`)).toBeInTheDocument();
    // (A second add would have left with the first once the answer was let through.)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cartStore.value.count).toBe(2);
  });

  it('pages through the products with ?page=N in the URL', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts(2);
    const second = await fetchCategory(category.slug, 2);
    const user = userEvent.setup();

    await renderShop(`/en/category/${category.slug}`);
    await screen.findByRole('heading', { level: 1, name: category.name });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByText('2'));

    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: second.products[0]!.name })).toBeInTheDocument();
  });

  it('replaces a slug of another language with the slug of the language in use', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const skSlug = category.slugs.sk;
    if (!skSlug || skSlug === category.slug) throw new Error('The seeded category has no distinct Slovak slug');

    await renderShop(`/en/category/${skSlug}`);

    expect(await screen.findByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/en/category/${category.slug}`));
  });

  it('shows the not-found page for an unknown slug (sk)', async () => {
    await renderShop('/sk/category/neexistuje-xyz?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /sk/category/neexistuje-xyz?page=2')).toBeInTheDocument();
  });
});
