import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { countryName, formatPrice, type Lang, type OrderDetail } from '@shop/shared';

/** How the goods reach the buyer and what it costs, as priced when the order was sent. */
function deliveryText(order: OrderDetail, lang: Lang, t: TFunction<'admin-orders'>): { way: string; price: string; where: string | null } {
  const d = order.delivery;
  if (!d) return { way: t('detail.deliveryNotRecorded'), price: '', where: null };
  const way = d.method === 'pickup' ? t('detail.deliveryPickup') : t('detail.deliveryCarrier', { country: countryName(d.country ?? '', lang) });
  return { way, price: d.price.with_vat === 0 ? t('detail.deliveryFree') : formatPrice(d.price.with_vat, lang), where: d.pickup_address };
}

/** The order's sums: delivery, the total without VAT, the VAT (or its reverse charge) and what the buyer pays. */
export function OrderTotals({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  const delivery = deliveryText(order, lang, t);
  return (
    <dl className="admin-order__totals">
      <div>
        <dt>{t('detail.delivery')}</dt>
        <dd>
          {delivery.way}
          {delivery.price ? ` · ${delivery.price}` : ''}
          {delivery.where ? <span className="admin-order__delivery-where">{delivery.where}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('detail.totalWithoutVat')}</dt>
        <dd>{formatPrice(order.totals.without_vat, lang)}</dd>
      </div>
      <div>
        <dt>{order.vat_reverse_charge ? t('detail.vatReverseCharge') : t('detail.vat')}</dt>
        <dd>{formatPrice(order.totals.vat, lang)}</dd>
      </div>
      <div className="admin-order__grand">
        {/* A reverse-charge order is charged without VAT: its total is what the buyer pays, not a total "with VAT". */}
        <dt>{order.vat_reverse_charge ? t('detail.totalToPay') : t('detail.totalWithVat')}</dt>
        <dd>{formatPrice(order.totals.with_vat, lang)}</dd>
      </div>
    </dl>
  );
}
