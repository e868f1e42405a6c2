import { api, type InquiryBody } from '@shop/shared';

/**
 * POST /api/inquiries: a contact or custom-production message; stored, then mailed to the company. With files (a
 * sketch or photos) it goes as multipart/form-data, the browser's encoding of a form with files; without, as JSON.
 */
export async function sendInquiry(body: InquiryBody, files: File[] = []): Promise<{ uuid: string }> {
  let payload: InquiryBody | FormData = body;
  if (files.length > 0) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, String(value));
    for (const file of files) form.append('files', file, file.name);
    payload = form;
  }
  const { data } = await api.post<{ data: { uuid: string } }>('/api/inquiries', payload);
  return data.data;
}
