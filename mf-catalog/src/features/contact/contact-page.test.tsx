import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, type SiteSettings } from '@shop/shared';
import { productWithImages, renderCatalog, switchLanguage } from '../../test/render-catalog.tsx';

async function settings(): Promise<SiteSettings> {
  return (await api.get<{ data: SiteSettings }>('/api/site/settings')).data.data;
}

describe('catalogue contact page', () => {
  it('shows the sales contacts and sends an enquiry after the form is put right (en)', async () => {
    await switchLanguage('en');
    const { company } = await settings();
    const user = userEvent.setup();
    await renderCatalog('/en/katalog/kontakt');

    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const sales = screen.getByRole('region', { name: 'Sales department' });
    expect(await within(sales).findByText(company.name)).toBeInTheDocument();
    expect(within(sales).getByRole('link', { name: company.phone.replaceAll(' ', '\u00a0') })).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
    expect(within(sales).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);

    const form = screen.getByRole('region', { name: 'Send us an enquiry' });
    // Marked as every public form marks fields: the asterisk and aria-required, or "(optional)".
    expect(within(form).getByText(/Required field$/)).toHaveClass('required-note');
    expect(within(form).getByText('Name and surname')).toHaveClass('required-label');
    expect(within(form).getByLabelText('Name and surname')).toHaveAttribute('aria-required', 'true');
    expect(within(form).getByLabelText('Company (optional)')).not.toHaveAttribute('aria-required');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByText('Please fill in: Name and surname.')).toBeInTheDocument();
    expect(within(form).getByText('Please fill in: Your message.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name and surname'), 'Jana Nováková');
    await user.type(within(form).getByLabelText('E-mail'), 'jana@');
    await user.click(within(form).getByLabelText('Your message'));
    await user.paste('Please send me an offer for a sliding gate, 4 m wide.');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByText('Enter a valid e-mail address, e.g. name@example.com.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'jana@example.com');
    await user.click(within(form).getByLabelText('Company (optional)'));
    await user.paste('Nováková Stavby s.r.o.');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Thank you, your enquiry has been sent.', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 40_000);

  it('names the product the enquiry is about and shows the server’s reason next to the field (sk)', async () => {
    await switchLanguage('sk');
    const product = await productWithImages();
    const user = userEvent.setup();
    await renderCatalog(`/sk/katalog/kontakt?product=${product.slug}`);

    const form = screen.getByRole('region', { name: 'Pošlite nám dopyt' });
    expect(await within(form).findByRole('link', { name: product.name })).toHaveAttribute('href', `/sk/katalog/${product.slug}`);
    // An address with an accented domain passes the form's check but not the server's: the server's reason shows.
    await user.type(within(form).getByLabelText('Meno a priezvisko'), 'Peter Horváth');
    await user.type(within(form).getByLabelText('E-mail'), 'peter@horváth.sk');
    await user.click(within(form).getByLabelText('Vaša správa'));
    await user.paste('Aký je termín dodania tejto brány?');
    await user.click(within(form).getByRole('button', { name: 'Odoslať dopyt' }));
    const alert = await within(form).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Dopyt sa nepodarilo odoslať.');
    // The server's reason in the page's language: the check's generic sentence, and the field's own text under it.
    expect(alert).toHaveTextContent('Skontrolujte zadané údaje.');
    expect(alert).not.toHaveTextContent('Invalid body');
    const email = within(form).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // antd writes the field's error list in a render of its own after marking the field invalid.
    expect(await within(form).findByText('Zadajte platnú e-mailovú adresu.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Odstrániť' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    // The page without the product is shown once its loader ran again (just after the address changes).
    await waitFor(() => expect(within(form).queryByRole('link', { name: product.name })).not.toBeInTheDocument());
  }, 40_000);
});
