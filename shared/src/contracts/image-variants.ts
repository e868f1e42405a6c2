// The image variants the site uses, and the only ones the image service renders (issue 28, 1): every other
// combination of width, height, density, quality and blur is refused, so nobody can make the server render and
// store an unbounded number of variants. The frontends build their URLs from the same numbers.

/** The spec's breakpoints (xs 320 … xxl 1536), the small fixed sizes of thumbnails, and the 10 px placeholder. */
export const IMAGE_WIDTHS = [10, 40, 80, 120, 160, 240, 320, 480, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const DEFAULT_QUALITY = 75;
/** Spec section 9: a 10 × 10 placeholder at quality 50, blur 3. */
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

export interface VariantParams {
  w: number;
  /** Only square crops (thumbnails): h equal to w, or absent to keep the picture's proportions. */
  h?: number | undefined;
  dpr: number;
  q: number;
  blur: number;
}

/** Why the parameters are not a variant the site uses, or null when they are one. */
export function variantProblem(p: VariantParams): string | null {
  if (p.w === PLACEHOLDER.width) {
    const ok = p.h === PLACEHOLDER.height && p.dpr === 1 && p.q === PLACEHOLDER.quality && p.blur === PLACEHOLDER.blur;
    return ok ? null : `the placeholder (w=10) is h=10&q=50&blur=3 at dpr 1`;
  }
  if (!(IMAGE_WIDTHS as readonly number[]).includes(p.w)) return `w must be one of ${IMAGE_WIDTHS.join(', ')}`;
  if (!(IMAGE_DENSITIES as readonly number[]).includes(p.dpr)) return 'dpr must be 1 or 2';
  if (p.h !== undefined && p.h !== p.w) return 'h must equal w (a square thumbnail) or be left out';
  if (p.q !== DEFAULT_QUALITY) return `q must be ${DEFAULT_QUALITY} or left out`;
  if (p.blur !== 0) return 'blur is only for the placeholder (w=10)';
  return null;
}
