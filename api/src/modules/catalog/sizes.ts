// A product's size (issue 32, the size-range filter of category pages): width and height in whole millimetres,
// kept beside the free-text "dimensions" parameter the product page shows.

/**
 * Width and height read from a dimensions text as the shop writes it ("3000 × 1500 mm", also "3000x1500 mm");
 * null for anything else (one number, another unit), which a person fills in from the admin if it matters.
 */
export function sizeFromDimensions(text: string): { width: number; height: number } | null {
  const match = /^\s*(\d{1,6})\s*[×xX*]\s*(\d{1,6})\s*(mm|мм)\s*$/.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}
