import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang, OrderDetail } from '@shop/shared';
import { formatDateTime } from '../../../lib/labels.ts';

/** The mails the order sent (to the buyer, the company, on a status step or a payment), and whether each has gone yet. */
export function OrderMails({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  if (order.mails.length === 0) return <Typography.Text type="secondary">{t('detail.noMails')}</Typography.Text>;
  return (
    <ul className="admin-order__mails">
      {order.mails.map((mail) => (
        <li key={`${mail.kind}-${mail.to}-${mail.subject}`}>
          <Typography.Text strong>
            {mail.kind === 'order-company'
              ? t('detail.mailCompany')
              : mail.kind === 'order-status'
                ? t('detail.mailStatus')
                : mail.kind === 'order-paid'
                  ? t('detail.mailPaid')
                  : t('detail.mailCustomer')}
          </Typography.Text>{' '}
          · {mail.to}
          <br />
          <span className="admin-order__mail-subject">{mail.subject}</span>
          <br />
          {mail.status === 'sent' && mail.sent_at ? (
            <Typography.Text type="success">{t('detail.mailSent', { date: formatDateTime(mail.sent_at, lang) })}</Typography.Text>
          ) : (
            <Typography.Text type="warning">{t('detail.mailPending', { attempts: mail.attempts })}</Typography.Text>
          )}
          {mail.status !== 'sent' && mail.last_error ? (
            <>
              <br />
              <Typography.Text type="secondary">{t('detail.mailError', { error: mail.last_error })}</Typography.Text>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
