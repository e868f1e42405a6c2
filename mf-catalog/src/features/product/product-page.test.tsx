import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, cartStore, formatPrice, type DownloadItem } from '@shop/shared';
import { productWithImages, renderCatalog, switchLanguage } from '../../test/render-catalog.tsx';

describe('catalogue product page', () => {
  it('shows the product and adds it to the cart; the catalogue header counts it (en)', async () => {
    await switchLanguage('en');
    const product = await productWithImages();
    const user = userEvent.setup();
    await renderCatalog(`/en/katalog/${product.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByText(`${formatPrice(product.price.with_vat, 'en')} incl. VAT`)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    for (const category of product.breadcrumbs) {
      expect(within(crumbs).getByRole('link', { name: category.name })).toHaveAttribute('href', `/en/katalog/kategoria/${category.slug}`);
    }
    const first = product.parameters[0]!;
    expect(screen.getByRole('rowheader', { name: first.name })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: first.value })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the e-shop' })).toHaveAttribute('href', `/en/${product.slug}`);
    expect(screen.getByRole('link', { name: 'Ask about this product' })).toHaveAttribute('href', `/en/katalog/kontakt?product=${product.slug}`);
    const image = screen.getByRole('img', { name: product.images[0]!.alt });
    expect(image).toHaveAttribute('width', String(product.images[0]!.width));
    expect(image).toHaveAttribute('height', String(product.images[0]!.height));

    // The documents to download: each a PDF opening in a new tab.
    const documents = await screen.findByRole('region', { name: 'Assembly instructions and protocols' });
    const [assembly] = (await api.get<{ data: DownloadItem[] }>('/api/documents', { params: { kind: 'assembly' } })).data.data;
    const file = await within(documents).findByRole('link', { name: new RegExp(`^${assembly!.title} \\(assembly instructions, PDF`) });
    expect(file).toHaveAttribute('href', assembly!.url);
    expect(file).toHaveAttribute('target', '_blank');

    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('href', '/en/cart');
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart (2)' })).toHaveAttribute('href', '/en/cart');
    expect(screen.getAllByText(`${product.name} (2 pcs) was added to the cart.`).length).toBeGreaterThan(0);
    expect(cartStore.value.cartId).not.toBeNull();
  });

  it('refuses a quantity outside the limits before calling the server', async () => {
    await switchLanguage('en');
    const product = await productWithImages();
    const user = userEvent.setup();
    await renderCatalog(`/en/katalog/${product.slug}`);
    const quantity = await screen.findByLabelText('Quantity');
    await user.clear(quantity);
    expect(await screen.findByText('Enter a whole number from 1 to 9999.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('opens the large image in a lightbox driven by the keyboard (sk)', async () => {
    await switchLanguage('sk');
    const product = await productWithImages();
    const count = product.images.length;
    const user = userEvent.setup();
    await renderCatalog(`/sk/katalog/${product.slug}`);

    const enlarge = await screen.findByRole('button', { name: `Zväčšiť obrázok 1 z ${count}` });
    await user.click(enlarge);
    const dialog = screen.getByRole('dialog', { name: product.images[0]!.alt });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(`Obrázok 1 z ${count}`)).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Zavrieť' });
    expect(close).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText(`Obrázok 2 z ${count}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', product.images[1]!.url);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText(`Obrázok ${count} z ${count}`)).toBeInTheDocument();

    // Tab stays inside the dialog: close, previous, next, and round again.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Predchádzajúci obrázok' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Nasledujúci obrázok' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Nasledujúci obrázok' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page shows the image last seen, and focus is back on the button that opened the lightbox.
    await waitFor(() => expect(screen.getByRole('button', { name: `Zväčšiť obrázok ${count} z ${count}` })).toHaveFocus());
  });

  it('is a 404 for an unknown product (ru)', async () => {
    await renderCatalog('/ru/katalog/takogo-tovara-net');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('По адресу /ru/katalog/takogo-tovara-net страницы нет.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Страницы каталога' })).toBeInTheDocument();
  });
});
