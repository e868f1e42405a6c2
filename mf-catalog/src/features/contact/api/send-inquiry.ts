import { api, type InquiryBody } from '@shop/shared';

/** POST /api/inquiries (kind catalog-contact): stored, then mailed to the company; answers 201 with the inquiry's uuid. */
export async function sendInquiry(body: InquiryBody): Promise<{ uuid: string }> {
  const { data } = await api.post<{ data: { uuid: string } }>('/api/inquiries', body);
  return data.data;
}
