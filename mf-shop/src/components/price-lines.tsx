import { formatPrice } from '@shop/shared';
import type { Price } from '@shop/shared';
import { classNames, useLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './product-grid.module.css';

/** Price with VAT (the amount a shopper pays) first, without VAT below it. */
export function PriceLines({ price, className }: { price: Price; className?: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
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
