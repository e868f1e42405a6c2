import { formatPrice } from '@shop/shared';
import type { Price } from '@shop/shared';
import { classNames, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './product-grid.module.css';

/**
 * Price with VAT (the amount a shopper pays) first, without VAT below it; `from`: a model's lowest price with VAT,
 * shown alone as "from …" (its variants' prices differ).
 */
export function PriceLines({ price, from, className }: { price: Price; from?: number | null; className?: string }) {
  const { t } = useTranslation('common');
  const { t: shop } = useTranslation('shop');
  const lang = usePageLang();
  if (from !== undefined && from !== null) {
    return (
      <p className={classNames(styles.prices, className)}>
        <span className={styles.priceMain}>
          {shop('product.priceFrom', { price: formatPrice(from, lang) })} {t('price.withVat')}
        </span>
      </p>
    );
  }
  return (
    <p className={classNames(styles.prices, className)}>
      <span className={styles.priceMain}>
        {formatPrice(price.with_vat, lang)} {t('price.withVat')}
      </span>
      <span className={styles.priceOther}>
        {formatPrice(price.without_vat, lang)} {t('price.withoutVat')}
      </span>
    </p>
  );
}
