import { api, type ProductImportReport } from '@shop/shared';

/**
 * POST /api/admin/products/import: the CSV file as the body. A dry run answers the report and writes nothing; the
 * import itself checks the file again and writes it only when no row has an error (else 422 with the problems).
 */
export async function importProducts(file: Blob, dryRun: boolean): Promise<ProductImportReport> {
  const { data } = await api.post<{ data: ProductImportReport }>('/api/admin/products/import', file, {
    params: { dry_run: dryRun },
    headers: { 'content-type': 'text/csv' },
  });
  return data.data;
}
