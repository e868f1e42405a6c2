// An order's lines as the checkout stored them: the prices of the moment, never read again from the catalogue.
export interface OrderSnapshotLine {
  product_uuid: string;
  name: string;
  quantity: number;
  unit_without_vat_cents: number;
  unit_with_vat_cents: number;
  vat_rate: number;
  total_without_vat_cents: number;
  total_with_vat_cents: number;
}
