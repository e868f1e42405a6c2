import { api, type DeliveryPriceTable } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/delivery-prices: the carrier's price table (administrators only). */
export async function getDeliveryPrices(signal?: AbortSignal): Promise<DeliveryPriceTable> {
  const { data } = await api.get<{ data: DeliveryPriceTable }>('/api/admin/delivery-prices', { signal });
  return data.data;
}

export function useDeliveryPrices() {
  return useApi('admin-delivery-prices', getDeliveryPrices);
}

/** PUT /api/admin/delivery-prices: replaces the whole table; 422 names the rows the server refuses. */
export async function saveDeliveryPrices(table: DeliveryPriceTable): Promise<DeliveryPriceTable> {
  const { data } = await api.put<{ data: DeliveryPriceTable }>('/api/admin/delivery-prices', table);
  return data.data;
}
