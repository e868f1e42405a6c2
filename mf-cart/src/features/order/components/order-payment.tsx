import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { Alert, Button, SkeletonPlaceholder, useApi, usePageLang } from '@shop/shared/react';
import { getBuyerOrder } from '../api/get-buyer-order.ts';
import { BankTransferDetails } from './bank-transfer.tsx';
import { ReverseChargeNote } from '../../../components/reverse-charge-note.tsx';
import './order.css';

/**
 * The thank-you page's part of the order just sent: that it is a reverse charge (why its amount has no VAT), how to
 * pay it by bank transfer (when the shop takes transfers) and the link to its order page, which the buyer can keep.
 */
export function OrderPayment({ orderKey, orderNumber }: { orderKey: string; orderNumber: string }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const order = useApi(`order|${orderKey}`, (signal) => getBuyerOrder(orderKey, signal));
  const pageLink = (
    <Link to={`${localePath('cart-order', lang)}#${orderKey}`} className="cart-link-button">
      {t('thankYou.orderPage')}
    </Link>
  );
  let transfer;
  if (order.status === 'loading') {
    transfer = (
      <div className="order-transfer-skeleton" aria-busy="true">
        <SkeletonPlaceholder active paragraph={{ rows: 5 }} label={t('order.transfer.loading')} />
      </div>
    );
  } else if (order.status === 'error') {
    // The order is sent; only its payment details could not be shown here. The order page and the mail have them.
    transfer = (
      <Alert
        type="warning"
        showIcon
        title={t('order.transfer.loadFailed')}
        description={t('order.transfer.loadFailedHint')}
        action={
          <Button size="small" onClick={order.refetch}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  } else {
    transfer = order.data.bank_transfer ? <BankTransferDetails transfer={order.data.bank_transfer} orderNumber={orderNumber} /> : null;
  }
  return (
    <div className="order-payment">
      {order.status === 'success' && order.data.vat_reverse_charge ? <ReverseChargeNote /> : null}
      {transfer}
      <p className="order-payment__hint">{t('thankYou.orderPageHint')}</p>
      {pageLink}
    </div>
  );
}
