// The site's image primitive (spec section 9): webp variants from the server's image service (/img/...) for the
// breakpoints xs 320 … xxl 1536 and densities 1 and 2, lazy below the fold, and a 10 × 10, quality 50, blur 3
// placeholder that gives way to the full image once it has loaded. Width and height are always set, so the box
// is reserved before anything arrives and nothing shifts.
import { useCallback, useState, type CSSProperties } from 'react';
import { breakpoints } from '@shop/shared';
import { IMAGE_WIDTHS, PLACEHOLDER } from '@shop/shared/contracts/image-variants';

// The variants the image service renders, the same numbers as the API's (it refuses any other).
export { IMAGE_WIDTHS, PLACEHOLDER };
export const BREAKPOINT_WIDTHS: readonly number[] = Object.values(breakpoints);

export interface LazyImageProps {
  /** A media URL (/media/...); any other URL is shown as it is. */
  src: string;
  alt: string;
  /** The intrinsic size of the picture (or of the box for `fixed`): sets the width and height attributes. */
  width: number;
  height: number;
  /**
   * Shown at exactly `width` CSS pixels (thumbnails): x descriptors at densities 1 and 2; a square box is cropped to
   * a square (the service crops only squares), another keeps the picture's proportions.
   * Otherwise the picture is fluid: w descriptors at the breakpoints, chosen by `sizes`.
   */
  fixed?: boolean;
  /** For fluid pictures: how wide the picture is shown, e.g. '(min-width: 1024px) 50vw, 100vw'. */
  sizes?: string;
  /** Above the fold (e.g. the first product picture): loads eagerly with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

const MEDIA_PREFIX = '/media/';

/** The image service URL of a media file at a width (CSS pixels) and density. */
export function imageUrl(src: string, width: number, opts: { dpr?: number; height?: number; quality?: number; blur?: number } = {}): string {
  if (!src.startsWith(MEDIA_PREFIX)) return src;
  const params = new URLSearchParams({ w: String(width) });
  if (opts.height !== undefined) params.set('h', String(opts.height));
  if (opts.dpr && opts.dpr !== 1) params.set('dpr', String(opts.dpr));
  if (opts.quality !== undefined) params.set('q', String(opts.quality));
  if (opts.blur) params.set('blur', String(opts.blur));
  return `/img/${src.slice(MEDIA_PREFIX.length)}?${params.toString()}`;
}

export function placeholderUrl(src: string): string {
  return imageUrl(src, PLACEHOLDER.width, { height: PLACEHOLDER.height, quality: PLACEHOLDER.quality, blur: PLACEHOLDER.blur });
}

/** The srcset of a fluid picture: the breakpoints up to the picture's own width (the service never enlarges). */
export function fluidSrcSet(src: string, intrinsicWidth: number): string {
  const widths = BREAKPOINT_WIDTHS.filter((w) => w <= intrinsicWidth);
  const larger = BREAKPOINT_WIDTHS.find((w) => w > intrinsicWidth);
  if (larger !== undefined) widths.push(larger);
  return widths.map((w) => `${imageUrl(src, w)} ${Math.min(w, intrinsicWidth)}w`).join(', ');
}

/** The smallest width the service renders that is at least `width`. */
function serviceWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

export function LazyImage({ src, alt, width, height, fixed = false, sizes, priority = false, className, style }: LazyImageProps) {
  const [loaded, setLoaded] = useState(false);
  // A cached image may be complete before React listens for its load event.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  const media = src.startsWith(MEDIA_PREFIX);

  let url = src;
  let srcSet: string | undefined;
  if (media && fixed) {
    const w = serviceWidth(width);
    const h = width === height ? w : undefined;
    url = imageUrl(src, w, { height: h });
    srcSet = `${url} 1x, ${imageUrl(src, w, { height: h, dpr: 2 })} 2x`;
  } else if (media) {
    url = imageUrl(src, serviceWidth(Math.min(width, 768)));
    srcSet = fluidSrcSet(src, width);
  }

  const placeholder: CSSProperties =
    media && !loaded ? { backgroundImage: `url("${placeholderUrl(src)}")`, backgroundSize: '100% 100%', backgroundRepeat: 'no-repeat' } : {};
  return (
    <img
      ref={ref}
      src={url}
      srcSet={srcSet}
      sizes={srcSet && !fixed ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={{ ...placeholder, ...style }}
      data-loaded={media ? String(loaded) : undefined}
      onLoad={() => setLoaded(true)}
    />
  );
}
