import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, type DownloadItem } from '@shop/shared';
import { prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('download pages', () => {
  it('lists the protocols as PDF links opening in a new tab, with their size (en)', async () => {
    await prepareLanguage('en');
    const protocols = (await api.get<{ data: DownloadItem[] }>('/api/documents', { params: { kind: 'protocol' } })).data.data;
    await renderShop('/en/protocols');
    expect(screen.getByRole('heading', { level: 1, name: 'Protocols' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Protocols' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(protocols.length);
    expect(links[0]).toHaveAttribute('href', protocols[0]!.url);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveTextContent(protocols[0]!.title);
    expect(links[0]).toHaveTextContent(/PDF, \d+(\.\d)? kB/);
    expect(links[0]).toHaveTextContent('(opens in a new tab)');
  });

  it('shows the price lists and the catalogue on the prices page, and assembly instructions (sk)', async () => {
    await renderShop('/sk/download');
    expect(screen.getByRole('heading', { level: 1, name: 'Cenníky' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Cenník 2026/ })).toHaveAttribute('href', '/media/documents/price-list-sk.pdf');
    expect(await screen.findByRole('link', { name: /Katalóg výrobkov 2026/ })).toHaveAttribute('href', '/media/documents/catalogue-sk.pdf');

    cleanup();
    await renderShop('/sk/assembly-instruction');
    expect(await screen.findByRole('link', { name: /Návod na montáž krídlovej brány/ })).toHaveAttribute('href', '/media/documents/assembly-swing-gate-sk.pdf');
  });
});
