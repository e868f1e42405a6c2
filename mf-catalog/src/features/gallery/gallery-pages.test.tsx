import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, type GalleryItem } from '@shop/shared';
import { renderCatalog, switchLanguage } from '../../test/render-catalog.tsx';

async function gallery(kind: 'inspiration' | 'video-inspiration'): Promise<GalleryItem[]> {
  return (await api.get<{ data: GalleryItem[] }>(`/api/gallery/${kind}`)).data.data;
}

describe('inspiration gallery', () => {
  it('opens a photo in the lightbox; arrows, Home, End and Escape drive it (en)', async () => {
    await switchLanguage('en');
    const items = await gallery('inspiration');
    expect(items.length).toBeGreaterThan(2);
    const user = userEvent.setup();
    await renderCatalog('/en/katalog/galeria-inspiracii');

    expect(screen.getByRole('heading', { level: 1, name: 'Inspiration gallery' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Photos of finished projects' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(items.length);
    const thumb = buttons[1]!.querySelector('img');
    expect(thumb).toHaveAttribute('width', String(items[1]!.image.width));
    expect(thumb).toHaveAttribute('height', String(items[1]!.image.height));

    const opener = within(list).getByRole('button', { name: `Open photo: ${items[1]!.title}` });
    await user.click(opener);
    let dialog = screen.getByRole('dialog', { name: items[1]!.title });
    expect(within(dialog).getByText(`Image 2 of ${items.length}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: items[1]!.title })).toHaveAttribute('src', items[1]!.image.url);

    await user.keyboard('{ArrowRight}');
    dialog = screen.getByRole('dialog', { name: items[2]!.title });
    expect(within(dialog).getByText(`Image 3 of ${items.length}`)).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('dialog', { name: items[0]!.title })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('dialog', { name: items[items.length - 1]!.title })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: items[0]!.title })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('video inspiration gallery', () => {
  it('shows posters and loads a video only when asked to (sk)', async () => {
    await switchLanguage('sk');
    const items = await gallery('video-inspiration');
    const playable = items.find((item) => item.video_url);
    if (!playable) throw new Error('The seed has no video inspiration with a video');
    const user = userEvent.setup();
    const { container } = await renderCatalog('/sk/katalog/galeria-video-inspiracii');

    expect(screen.getByRole('heading', { level: 1, name: 'Video inšpirácie' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Videá' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(items.length);
    expect(within(list).getByRole('heading', { level: 2, name: playable.title })).toBeInTheDocument();
    expect(container.querySelector('video, iframe')).toBeNull();
    const poster = within(list).getByRole('button', { name: `Prehrať video: ${playable.title}` });
    expect(poster.querySelector('img')).toHaveAttribute('src', playable.image.url);

    await user.click(poster);
    const player = container.querySelector('video, iframe');
    expect(player).not.toBeNull();
    expect(player?.getAttribute('src')).toContain(playable.video_url);
    expect(player).toHaveFocus();
    expect(container.querySelectorAll('video, iframe')).toHaveLength(1);
  });
});
