import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang, OrderDetail } from '@shop/shared';
import { formatDateTime } from '../../../lib/labels.ts';

/** The order's status steps, newest first, with who took each and the reason given. */
export function OrderHistory({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  return (
    <ol className="admin-order__history">
      {[...order.history].reverse().map((step) => (
        <li key={`${step.created_at}-${step.to}`}>
          <Typography.Text strong>{step.from ? t('detail.stepFromTo', { from: t(`status.${step.from}`), to: t(`status.${step.to}`) }) : t('detail.stepArrived')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {formatDateTime(step.created_at, lang)}
            {step.author ? ` · ${step.author.name || step.author.email}` : ''}
          </Typography.Text>
          {step.reason ? (
            <>
              <br />
              {t('detail.reason')}: {step.reason}
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
