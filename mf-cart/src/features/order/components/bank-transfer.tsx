import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban, formatPrice, type BankTransfer } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';

/**
 * How to pay an order by bank transfer (decision 0106): the facts as text a buyer can copy, and the same payment as a
 * PAY by square code a Slovak banking app scans (its text alternative says what it is; the facts beside are its
 * content).
 */
export function BankTransferDetails({ transfer, orderNumber }: { transfer: BankTransfer; orderNumber: string }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const headingId = useId();
  const facts: Array<[string, string]> = [
    [t('order.transfer.beneficiary'), transfer.beneficiary],
    [t('order.transfer.iban'), formatIban(transfer.iban)],
    ...(transfer.bic ? ([[t('order.transfer.bic'), transfer.bic]] as Array<[string, string]>) : []),
    [t('order.transfer.variableSymbol'), transfer.variable_symbol],
    [t('order.transfer.amount'), formatPrice(transfer.amount, lang)],
  ];
  return (
    <section className="checkout-card order-transfer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('order.transfer.title')}</h2>
      <p>{t('order.transfer.intro', { number: orderNumber })}</p>
      <div className="order-transfer__body">
        <dl className="order-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="order-facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <figure className="order-transfer__qr">
          <img src={transfer.qr_code} width={200} height={200} alt={t('order.transfer.qrAlt', { number: orderNumber })} />
          <figcaption>{t('order.transfer.qrCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
