import { useTranslation } from 'react-i18next';
import { formatPrice, type Price } from '@shop/shared';
import { classNames } from './class-names.ts';
import { usePageLang } from './use-page-lang.ts';
import './price-lines.css';

export interface PriceLinesProps {
  price: Price;
  /** A model's lowest price with VAT, shown alone as "from …" (its variants' prices differ). */
  from?: number | null;
  /** The caller's own look on top of the shared one (its size, its spacing). */
  className?: string;
}

/** A price with VAT (the amount a shopper pays) first, without VAT below it; or a model's "from …" price alone. */
export function PriceLines({ price, from, className }: PriceLinesProps) {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  if (from !== undefined && from !== null) {
    return (
      <p className={classNames('price-lines', className)}>
        <span className="price-lines__main">
          {t('price.from', { price: formatPrice(from, lang) })} {t('price.withVat')}
        </span>
      </p>
    );
  }
  return (
    <p className={classNames('price-lines', className)}>
      <span className="price-lines__main">
        {formatPrice(price.with_vat, lang)} {t('price.withVat')}
      </span>
      <span className="price-lines__other">
        {formatPrice(price.without_vat, lang)} {t('price.withoutVat')}
      </span>
    </p>
  );
}
