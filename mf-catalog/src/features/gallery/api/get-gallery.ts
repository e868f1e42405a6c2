import { api, type GalleryItem } from '@shop/shared';

/** The catalogue's galleries (the shop's photo and video galleries are other kinds). */
export type CatalogGalleryKind = 'inspiration' | 'video-inspiration';

/** GET /api/gallery/{kind}: the items of a gallery, each with its image (width and height) and, for videos, the embed URL. */
export async function getGallery(kind: CatalogGalleryKind, signal?: AbortSignal): Promise<GalleryItem[]> {
  const { data } = await api.get<{ data: GalleryItem[] }>(`/api/gallery/${kind}`, { signal });
  return data.data;
}
