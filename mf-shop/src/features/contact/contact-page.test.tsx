import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { providePublicConfig, publicConfig } from '@shop/shared';
import { renderShop } from '../../test/render-shop.tsx';

describe('contact page', () => {
  it('shows the company, opening hours and, without a maps key, the address with a map link (sk)', async () => {
    await renderShop('/sk/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    const company = (await screen.findByRole('heading', { level: 2, name: 'Firma' })).closest('section') as HTMLElement;
    expect(within(company).getByText('Kovovýroba Demo s.r.o.')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: '+421\u00a041\u00a0555\u00a00123' })).toHaveAttribute('href', 'tel:+421415550123');
    expect(within(company).getByRole('link', { name: 'obchod@kovovyroba-demo.sk' })).toHaveAttribute('href', 'mailto:obchod@kovovyroba-demo.sk');
    expect(within(company).getByRole('rowheader', { name: 'Pondelok – piatok' })).toBeInTheDocument();
    expect(within(company).getByRole('cell', { name: '7:00 – 16:00' })).toBeInTheDocument();
    const where = screen.getByRole('heading', { level: 2, name: 'Kde nás nájdete' }).closest('section') as HTMLElement;
    const mapLink = within(where).getByRole('link', { name: /Zobraziť na mape/ });
    expect(mapLink.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Kovov/);
    expect(mapLink).toHaveAttribute('target', '_blank');
    expect(within(where).queryByRole('region')).not.toBeInTheDocument();
  });

  it('says which fields are missing, then sends the message and confirms it (en)', async () => {
    const user = userEvent.setup();
    await renderShop('/en/contact');
    await screen.findByRole('heading', { level: 2, name: 'Write to us' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please fill in Full name.')).toBeInTheDocument();
    // Each field shows its error when its own check settles: the next one may come a render later.
    expect(await screen.findByText('Please fill in Message.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Anna Smith');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example');
    await user.type(screen.getByLabelText('Message'), 'Do you deliver to Vienna?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(within(status).getByText('Thank you, Anna Smith. Your message has reached us; we will reply within 1 working day.')).toBeInTheDocument();
  });

  it('draws a map region when a maps key is configured', async () => {
    // The site's public configuration, as the page carries it, with a maps key.
    const before = publicConfig();
    providePublicConfig({ ...before, mapsKey: 'test-key' });
    try {
      await renderShop('/en/contact');
      expect(await screen.findByRole('region', { name: 'Map showing where we are' })).toBeInTheDocument();
      // The maps script is added by an effect once the region is drawn.
      await waitFor(() => expect(document.head.querySelector('script[src^="https://maps.googleapis.com/maps/api/js"]')?.getAttribute('src')).toContain('key=test-key'));
    } finally {
      providePublicConfig(before);
    }
  });
});
