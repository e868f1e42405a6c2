import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, cartStore, type ProductDetail } from '@shop/shared';
import { findCategoryWithProducts, prepareLanguage, renderShop } from '../../test/render-shop.tsx';

async function someProduct(): Promise<ProductDetail> {
  const category = await findCategoryWithProducts();
  const slug = category.products[0]!.slug;
  return (await api.get<{ data: ProductDetail }>(`/api/product/${encodeURIComponent(slug)}`)).data.data;
}

describe('product page', () => {
  it('shows the product with prices and parameters and adds the chosen quantity to the cart (en)', async () => {
    await prepareLanguage('en');
    const product = await someProduct();
    const user = userEvent.setup();

    await renderShop(`/en/${product.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
    expect(screen.getByText(`${currency.format(product.price.with_vat)} incl. VAT`)).toBeInTheDocument();
    expect(screen.getByText(`${currency.format(product.price.without_vat)} excl. VAT`)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    if (product.category) expect(within(breadcrumb).getByRole('link', { name: product.category.name })).toBeInTheDocument();
    if (product.parameters.length > 0) {
      const first = product.parameters[0]!;
      expect(screen.getByRole('rowheader', { name: first.name })).toBeInTheDocument();
    }
    const main = screen.getByRole('img', { name: product.images[0]?.alt || product.name });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(document.title).toBe(`${product.name} | Kovovýroba`));
    if (product.category) {
      const related = (await screen.findByRole('heading', { level: 2, name: 'Related products' })).closest('section') as HTMLElement;
      const links = (await within(related).findAllByRole('link', { name: /./ })).map((a) => a.getAttribute('href'));
      expect(links).not.toContain(`/en/${encodeURIComponent(product.slug)}`);
      expect(links.length).toBeGreaterThan(0);
    }

    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!); // the buy box; related products follow
    expect(await screen.findByText(`${product.name} (3 pcs) was added to the cart.`)).toBeInTheDocument();
    expect(cartStore.value.cartId).not.toBeNull();
  });

  it('switches the gallery image by keyboard', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    let product: ProductDetail | null = null;
    for (const item of category.products) {
      const detail = (await api.get<{ data: ProductDetail }>(`/api/product/${encodeURIComponent(item.slug)}`)).data.data;
      if (detail.images.length > 1) {
        product = detail;
        break;
      }
    }
    if (!product) throw new Error('No seeded product of the first category has two or more images');
    const user = userEvent.setup();
    await renderShop(`/en/${product.slug}`);

    const gallery = await screen.findByRole('list', { name: 'Product images' });
    const first = within(gallery).getByRole('button', { name: `Show image 1 of ${product.images.length}` });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = within(gallery).getByRole('button', { name: `Show image 2 of ${product.images.length}` });
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveFocus();
    expect(screen.getByRole('img', { name: product.images[1]!.alt || product.name }).getAttribute('srcset')).toContain(product.images[1]!.url.replace('/media/', '/img/'));
  });

  it('replaces a Slovak slug by the English one', async () => {
    await prepareLanguage('en');
    const product = await someProduct();
    const skSlug = product.slugs.sk;
    if (!skSlug || skSlug === product.slug) throw new Error('The seeded product has no distinct Slovak slug');
    await renderShop(`/en/${skSlug}`);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/en/${product.slug}`));
  });

  it('shows the not-found page for an unknown product (hu)', async () => {
    await renderShop('/hu/nincs-ilyen-termek');
    expect(await screen.findByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeInTheDocument();
    expect(screen.getByText('Ezen a címen nincs oldal: /hu/nincs-ilyen-termek')).toBeInTheDocument();
    // The shell's 404 page: its hint, its way home, its status mark; titled as the server titles it.
    expect(screen.getByText('A keresett oldal nem létezik, vagy áthelyezték.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute('href', '/hu');
    expect(screen.getByRole('heading', { level: 1 }).closest('.error-page')).toHaveAttribute('data-status', '404');
    await waitFor(() => expect(document.title).toBe('Az oldal nem található | Kovovýroba'));
  });
});
