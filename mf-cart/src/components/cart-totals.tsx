import { formatPrice } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartTotals as Totals, Lang } from '@shop/shared';
import './cart-totals.css';

/**
 * The cart's totals: without VAT, VAT, with VAT. With `delivery` (the summary), the goods and the delivery come
 * first and `totals` are the order's (goods and delivery together).
 */
export function CartTotals({ totals, lang, delivery }: { totals: Totals; lang: Lang; delivery?: { goods: number; price: number } | undefined }) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  return (
    <section className="cart-totals" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('totals.title')}</h2>
      <dl>
        {delivery ? (
          <>
            <div>
              <dt>{t('totals.goods')}</dt>
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
          <dt>{t('totals.vat')}</dt>
          <dd>{formatPrice(totals.vat, lang)}</dd>
        </div>
        <div className="cart-totals__grand">
          <dt>{t('totals.withVat')}</dt>
          <dd>{formatPrice(totals.with_vat, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}
