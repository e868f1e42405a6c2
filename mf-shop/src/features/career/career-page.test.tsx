import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../test/render-shop.tsx';

describe('career page', () => {
  it('lists the open positions in full; a position without a date shows none (en)', async () => {
    await renderShop('/en/career');
    expect(screen.getByRole('heading', { level: 1, name: 'Career' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Open positions' });
    const jobs = within(list).getAllByRole('article');
    expect(jobs.map((j) => within(j).getByRole('heading', { level: 2 }).textContent)).toEqual(['Gate and fence installer', 'Welder (MAG/TIG)', 'Steel structure designer']);
    expect(within(jobs[0]!).queryByText(/^Posted on/)).not.toBeInTheDocument();
    expect(within(jobs[1]!).getByText('Posted on January 5, 2026')).toBeInTheDocument();
    expect(within(jobs[1]!).getByRole('heading', { level: 2, name: 'Welder (MAG/TIG)' })).toBeInTheDocument();
    expect(within(jobs[1]!).getByText('a valid welding certificate')).toBeInTheDocument();
    expect(within(jobs[1]!).getByRole('link', { name: 'Apply for this position' })).toHaveAttribute('href', '/en/contact');
  });
});
