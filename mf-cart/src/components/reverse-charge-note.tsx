import { useTranslation } from 'react-i18next';
import './business.css';

/** Says that the order is priced without VAT because the buyer accounts for it (decision 0065). */
export function ReverseChargeNote() {
  const { t } = useTranslation('cart');
  return (
    <p className="checkout-reverse-charge">
      <strong>{t('business.reverseCharge')}</strong>
      {t('business.reverseChargeNote')}
    </p>
  );
}
