import { api } from '@shop/shared';

/**
 * GETs a file from the admin API and hands it to the browser as a download (the CSV exports). Through the API client,
 * which sends the token and the admin's language; the file's name is the server's (Content-Disposition).
 */
export async function downloadFromApi(path: string, params: Record<string, unknown>, fallbackName: string): Promise<void> {
  const response = await api.get<Blob>(path, { params, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
