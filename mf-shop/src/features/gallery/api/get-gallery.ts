import { api, type GalleryItem, type GalleryKind } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/gallery/{kind}: photos or videos with their pictures. */
export async function getGallery(kind: GalleryKind, signal?: AbortSignal): Promise<GalleryItem[]> {
  const { data } = await api.get<{ data: GalleryItem[] }>(`/api/gallery/${kind}`, { signal });
  return data.data;
}

export function useGallery(kind: GalleryKind) {
  return useApi(`gallery|${kind}`, (signal) => getGallery(kind, signal));
}
