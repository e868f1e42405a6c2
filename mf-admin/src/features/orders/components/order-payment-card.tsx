import { useState } from 'react';
import { Button, Descriptions, Popconfirm, Typography } from 'antd';
import { CheckOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatPrice, localePath, type Lang, type OrderDetail } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { markOrderPaid } from '../api/mark-order-paid.ts';

/**
 * The buyer's side of an order (issue 47): the bank transfer's variable symbol and amount, whether the payment
 * arrived (and the button to record it: the buyer is mailed), the parcel's tracking, and the buyer's order page.
 */
export function OrderPaymentCard({ order, lang, onChanged }: { order: OrderDetail; lang: Lang; onChanged: (order: OrderDetail) => void }) {
  const { t } = useTranslation('admin-orders');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [saving, setSaving] = useState(false);
  const markPaid = async () => {
    setSaving(true);
    try {
      const updated = await markOrderPaid(order.uuid);
      onChanged(updated);
      void message.success(t('payment.marked', { number: updated.order_number }));
    } catch (failure) {
      void message.error(`${t('payment.markFailed')} ${failureText(describeAdminError(failure))}`);
    } finally {
      setSaving(false);
    }
  };
  const paid = order.paid_at ? t('payment.paidOn', { date: formatDateTime(order.paid_at, lang), who: order.paid_by?.name || order.paid_by?.email || '' }) : null;
  const pageUrl = `${localePath('cart-order', order.lang)}#${order.order_key}`;
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'vs', label: t('payment.variableSymbol'), children: <Typography.Text copyable>{order.variable_symbol}</Typography.Text> },
          { key: 'amount', label: t('payment.amount'), children: formatPrice(order.totals.with_vat, lang) },
          {
            key: 'state',
            label: t('payment.state'),
            children: paid ? <Typography.Text type="success">{paid}</Typography.Text> : order.status === 'cancelled' ? t('payment.none') : t('payment.awaiting'),
          },
          ...(order.tracking
            ? [
                {
                  key: 'tracking',
                  label: t('payment.tracking'),
                  children: (
                    <span className="admin-order__tracking">
                      {order.tracking.carrier} · {order.tracking.number}
                      {order.tracking.url ? (
                        <>
                          {' · '}
                          <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                            {t('payment.trackingLink')}
                          </a>
                        </>
                      ) : null}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className="admin-order__payment-actions">
        {!order.paid_at && order.status !== 'cancelled' ? (
          <Popconfirm
            title={t('payment.confirmTitle', { number: order.order_number })}
            description={t('payment.confirmText', { amount: formatPrice(order.totals.with_vat, lang), symbol: order.variable_symbol })}
            okText={t('payment.confirm')}
            cancelText={t('payment.keep')}
            onConfirm={() => void markPaid()}
          >
            <Button icon={<CheckOutlined aria-hidden />} loading={saving}>
              {t('payment.markPaid')}
            </Button>
          </Popconfirm>
        ) : null}
        <a href={pageUrl} target="_blank" rel="noopener noreferrer">
          <ExportOutlined aria-hidden /> {t('payment.buyerPage')}
        </a>
      </div>
    </>
  );
}
