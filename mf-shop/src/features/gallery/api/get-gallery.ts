import { api, type GalleryItem, type GalleryKind } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** GET /api/gallery/{kind}: photos or videos with their pictures. */
export async function getGallery(kind: GalleryKind, signal?: AbortSignal): Promise<GalleryItem[]> {
  const { data } = await api.get<{ data: GalleryItem[] }>(`/api/gallery/${kind}`, { signal });
  return data.data;
}

/** The gallery page's items, from its route's loader (app/routes.tsx). */
export function useGallery() {
  return useLoaded<GalleryItem[]>('gallery');
}
