import { api, type InquiryBody } from '@shop/shared';

/** POST /api/inquiries: a contact or custom-production message; stored, then mailed to the company. */
export async function sendInquiry(body: InquiryBody): Promise<{ uuid: string }> {
  const { data } = await api.post<{ data: { uuid: string } }>('/api/inquiries', body);
  return data.data;
}
