import { useTranslation } from 'react-i18next';
import './reverse-charge-note.css';

/**
 * Says that the order is priced without VAT because the buyer accounts for it (decisions 0065, 0113): the same words
 * on the cart, the contact step, the summary, the thank-you page and the order page.
 */
export function ReverseChargeNote() {
  const { t } = useTranslation('cart');
  return (
    <p className="checkout-reverse-charge">
      <strong>{t('business.reverseCharge')}</strong>
      {t('business.reverseChargeNote')}
    </p>
  );
}
