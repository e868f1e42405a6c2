// Stored media paths are relative to DATA_DIR/media and served under /media/.
export const PLACEHOLDER_THUMB = '/media/placeholder.webp';

export function mediaUrl(relPath: string | null | undefined): string {
  if (!relPath) return PLACEHOLDER_THUMB;
  return '/media/' + relPath.replace(/^\/+/, '');
}
