import { useTranslation } from 'react-i18next';
import { formatPrice, type Price } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';

/** Price with VAT (what a customer pays) first, without VAT below it. */
export function PriceLines({ price, large = false }: { price: Price; large?: boolean }) {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  return (
    <p className={large ? 'catalog-price catalog-price--large' : 'catalog-price'}>
      <span className="catalog-price__main">
        {formatPrice(price.with_vat, lang)} {t('price.withVat')}
      </span>
      <span className="catalog-price__other">
        {formatPrice(price.without_vat, lang)} {t('price.withoutVat')}
      </span>
    </p>
  );
}
