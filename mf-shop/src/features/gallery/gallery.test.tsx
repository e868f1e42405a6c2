import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, type GalleryItem } from '@shop/shared';
import { prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('gallery', () => {
  it('shows the photos lazily with placeholders and opens one in a viewer moved by keys (en)', async () => {
    await prepareLanguage('en');
    const photos = (await api.get<{ data: GalleryItem[] }>('/api/gallery/photo')).data.data;
    const user = userEvent.setup();
    await renderShop('/en/gallery');

    const list = await screen.findByRole('list', { name: 'Photos of our work' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(photos.length);
    const last = [...list.querySelectorAll('img')].at(-1)!;
    expect(last).toHaveAttribute('loading', 'lazy');
    expect(last).toHaveAttribute('width', String(photos.at(-1)!.image.width));
    expect(last.style.backgroundImage).toContain('w=10&h=10&q=50&blur=3');

    await user.click(screen.getByRole('button', { name: `Open photo: ${photos[0]!.title}` }));
    const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByRole('img', { name: photos[0]!.title })).toBeInTheDocument();
    expect(within(viewer).getByText(`Photo 1 of ${photos.length}`)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: photos[1]!.title })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByText(`Photo 1 of ${photos.length}`)).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Open photo: ${photos[0]!.title}` })).toHaveFocus();
  });

  it('plays a video only when asked, in the poster box (sr)', async () => {
    await prepareLanguage('sr');
    const videos = (await api.get<{ data: GalleryItem[] }>('/api/gallery/video')).data.data;
    const user = userEvent.setup();
    await renderShop('/sr/video-gallery');
    expect(screen.getByRole('heading', { level: 1, name: 'Video galerija' })).toBeInTheDocument();
    const play = await screen.findByRole('button', { name: `Pusti video: ${videos[0]!.title}` });
    expect(document.querySelector('video')).toBeNull();
    await user.click(play);
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', videos[0]!.video_url);
    expect(video).toHaveAttribute('width', String(videos[0]!.image.width));
    expect(video).toHaveAttribute('controls');
  });
});
