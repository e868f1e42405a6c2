import { formatPrice } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartTotals as Totals, Lang } from '@shop/shared';
import './cart-totals.css';

/** The cart's totals from price_object: without VAT, VAT, with VAT. */
export function CartTotals({ totals, lang }: { totals: Totals; lang: Lang }) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  return (
    <section className="cart-totals" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('totals.title')}</h2>
      <dl>
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
