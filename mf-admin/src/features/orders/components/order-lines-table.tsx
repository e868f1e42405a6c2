import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPrice, type Lang, type OrderDetail, type OrderLine } from '@shop/shared';

/** The ordered products with their quantities, unit prices, VAT rates and line totals. */
export function OrderLinesTable({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  const lineColumns: ColumnsType<OrderLine> = [
    { key: 'name', title: t('detail.product'), render: (_, line) => line.name },
    { key: 'quantity', title: t('detail.quantity'), align: 'right', render: (_, line) => line.quantity },
    { key: 'unitWithout', title: t('detail.unitWithoutVat'), align: 'right', responsive: ['lg'], render: (_, line) => <span className="admin-order__nowrap">{formatPrice(line.unit_price.without_vat, lang)}</span> },
    { key: 'vat', title: t('detail.vatRate'), align: 'right', responsive: ['lg'], render: (_, line) => <span className="admin-order__nowrap">{line.vat_rate} %</span> },
    // Reverse-charge lines carry no VAT: the price with VAT would repeat the one without, under a misleading title.
    ...(order.vat_reverse_charge
      ? []
      : [{ key: 'unitWith', title: t('detail.unitWithVat'), align: 'right' as const, render: (_: unknown, line: OrderLine) => <span className="admin-order__nowrap">{formatPrice(line.unit_price.with_vat, lang)}</span> }]),
    {
      key: 'total',
      title: order.vat_reverse_charge ? t('detail.lineTotalWithoutVat') : t('detail.lineTotal'),
      align: 'right',
      render: (_, line) => <span className="admin-order__nowrap">{formatPrice(order.vat_reverse_charge ? line.total.without_vat : line.total.with_vat, lang)}</span>,
    },
  ];
  // The card's width, names and headings wrapping (max-content pushed the Russian headings' last columns out of
  // sight at 1440 px); below 640 px the table scrolls. Amounts never break.
  return <Table<OrderLine> rowKey="product_uuid" size="small" columns={lineColumns} dataSource={order.lines} pagination={false} scroll={{ x: 640 }} />;
}
