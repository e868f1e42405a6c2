import { formatPrice } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartTotals as Totals, Lang } from '@shop/shared';
import './cart-totals.css';

/**
 * The cart's totals: without VAT, VAT, with VAT. With `delivery` (the summary), the goods and the delivery come
 * first and `totals` are the order's (goods and delivery together). Under a reverse charge the amounts are without
 * VAT, so the labels say so: goods without VAT, VAT 0 %, total to pay (decision 0113).
 */
export function CartTotals({
  totals,
  lang,
  delivery,
  reverseCharge = false,
}: {
  totals: Totals;
  lang: Lang;
  delivery?: { goods: number; price: number } | undefined;
  reverseCharge?: boolean;
}) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  return (
    <section className="cart-totals" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('totals.title')}</h2>
      <dl>
        {delivery ? (
          <>
            <div>
              <dt>{reverseCharge ? t('totals.goodsWithoutVat') : t('totals.goods')}</dt>
              <dd>{formatPrice(delivery.goods, lang)}</dd>
            </div>
            <div>
              <dt>{t('totals.delivery')}</dt>
              <dd>{delivery.price === 0 ? t('delivery.free') : formatPrice(delivery.price, lang)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('totals.withoutVat')}</dt>
          <dd>{formatPrice(totals.without_vat, lang)}</dd>
        </div>
        <div>
          <dt>{reverseCharge ? t('totals.vatReverseCharge') : t('totals.vat')}</dt>
          <dd>{formatPrice(totals.vat, lang)}</dd>
        </div>
        <div className="cart-totals__grand">
          <dt>{reverseCharge ? t('totals.toPay') : t('totals.withVat')}</dt>
          <dd>{formatPrice(totals.with_vat, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}
