import { api, type Upload, type UploadKind } from '@shop/shared';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_MB = 10;

/** POST /api/admin/uploads: one file through the shared client (bearer token, refresh and retry). */
export async function uploadFile(file: File, kind: UploadKind = 'image'): Promise<Upload> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post<{ data: Upload }>('/api/admin/uploads', body, { params: { kind }, timeout: 120_000 });
  return data.data;
}
