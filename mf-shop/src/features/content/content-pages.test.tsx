import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../test/render-shop.tsx';

describe('content pages', () => {
  it('shows the about page from the admin with its cover (en) and technologies (ru)', async () => {
    await renderShop('/en/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'What we do' })).toBeInTheDocument();
    const cover = document.querySelector('main img')!;
    expect(cover.getAttribute('srcset')).toContain('/img/content/page-about.webp?w=320 320w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 1024px) 480px, 100vw');
    await waitFor(() => expect(document.title).toBe('About us | Kovovýroba'));

    cleanup(); // one mounted app at a time: two would each hold on to their own language
    await renderShop('/ru/technologies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Технологии' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Лазерная резка' })).toBeInTheDocument();
  });

  it('serves a content page by its slug, the Slovak FAQ only in Slovak, and 404 for an unknown slug', async () => {
    await renderShop('/en/delivery-and-installation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery and installation' })).toBeInTheDocument();

    cleanup();
    await renderShop('/en/doprava-a-montaz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery and installation' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/en/delivery-and-installation'));

    cleanup();
    await renderShop('/sk/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Často kladené otázky' })).toBeInTheDocument();
    cleanup();
    await renderShop('/en/faq');
    expect(await screen.findByText('There is no page at /en/faq.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a custom production inquiry from its page (hu)', async () => {
    const user = userEvent.setup();
    await renderShop('/hu/custom-production');
    expect(await screen.findByRole('heading', { level: 1, name: 'Egyedi gyártás' })).toBeInTheDocument();
    const form = (await screen.findByRole('heading', { level: 2, name: 'Ajánlatkérés' })).closest('section') as HTMLElement;
    // Marked as every public form marks fields: the asterisk and aria-required, or "(nem kötelező)".
    expect(within(form).getByText(/Kötelező mező$/)).toHaveClass('required-note');
    expect(within(form).getByText('Teljes név')).toHaveClass('required-label');
    expect(within(form).getByLabelText('Teljes név')).toHaveAttribute('aria-required', 'true');
    expect(within(form).getByLabelText('Telefon (nem kötelező)')).not.toHaveAttribute('aria-required');
    await user.type(within(form).getByLabelText('Teljes név'), 'Kiss Péter');
    await user.type(within(form).getByLabelText('E-mail'), 'peter.kiss@example.com');
    await user.type(within(form).getByLabelText(/^Telefon/), '+36 30 123 4567');
    await user.type(within(form).getByLabelText('Üzenet'), 'Tolókapu 4,5 m, antracit.');
    await user.click(within(form).getByRole('button', { name: 'Üzenet küldése' }));
    expect(await within(form).findByText('Köszönjük, Kiss Péter. Üzenete megérkezett, 3 munkanapon belül válaszolunk.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
