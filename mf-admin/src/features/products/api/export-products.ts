import type { AdminProductQuery } from '@shop/shared';
import { downloadFromApi } from '../../../lib/download.ts';

/** GET /api/admin/products/export with the list's filter, saved as a download. */
export function exportProducts(query: AdminProductQuery): Promise<void> {
  return downloadFromApi('/api/admin/products/export', { q: query.q, category_id: query.category_id, published: query.published }, 'products.csv');
}
