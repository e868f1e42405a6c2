import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyImage, fluidSrcSet, imageUrl, placeholderUrl } from '@shop/shared/react';

describe('LazyImage', () => {
  it('offers the breakpoint widths up to the picture, lazily, with the blurred placeholder until it loads', () => {
    render(<LazyImage src="/media/products/gate-0.webp" alt="Gate" width={1200} height={900} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Gate' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img.getAttribute('srcset')).toBe(
      '/img/products/gate-0.webp?w=320 320w, /img/products/gate-0.webp?w=640 640w, /img/products/gate-0.webp?w=768 768w, /img/products/gate-0.webp?w=1024 1024w, /img/products/gate-0.webp?w=1280 1200w',
    );
    expect(img.style.backgroundImage).toBe('url("/img/products/gate-0.webp?w=10&h=10&q=50&blur=3")');
    expect(img).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
    expect(img).toHaveAttribute('data-loaded', 'true');
  });

  it('gives fixed pictures density 1 and 2 and loads priority pictures eagerly', () => {
    render(<LazyImage src="/media/categories/gates.webp" alt="" width={120} height={120} fixed priority />);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/img/categories/gates.webp?w=120&h=120 1x, /img/categories/gates.webp?w=120&h=120&dpr=2 2x');
    expect(img).toHaveAttribute('src', '/img/categories/gates.webp?w=120&h=120');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows other URLs as they are', () => {
    render(<LazyImage src="https://example.com/a.png" alt="External" width={10} height={10} />);
    const img = screen.getByRole('img', { name: 'External' });
    expect(img).toHaveAttribute('src', 'https://example.com/a.png');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.style.backgroundImage).toBe('');
  });

  it('builds the image service URLs of the spec', () => {
    expect(imageUrl('/media/a/b.webp', 768, { dpr: 2 })).toBe('/img/a/b.webp?w=768&dpr=2');
    expect(placeholderUrl('/media/a.webp')).toBe('/img/a.webp?w=10&h=10&q=50&blur=3');
    expect(fluidSrcSet('/media/s.webp', 240)).toBe('/img/s.webp?w=320 240w');
  });
});
