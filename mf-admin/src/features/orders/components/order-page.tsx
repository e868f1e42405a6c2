import { useEffect, useRef } from 'react';
import { Button, Card, Descriptions, Result, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useFailureText } from '../../../lib/api-error.ts';
import { useOrder } from '../api/get-order.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { languageTitle } from '../lib/format.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { OrderTotals } from './order-totals.tsx';
import { OrderContact } from './order-contact.tsx';
import { OrderMails } from './order-mails.tsx';
import { OrderPaymentCard } from './order-payment-card.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderNotes } from './order-notes.tsx';
import '../messages.ts';
import './orders.css';
import { SkeletonPlaceholder, usePageLang } from '@shop/shared/react';

/** How often and how many times the order page asks again while one of its mails waits to be sent. */
const MAIL_POLL_MS = 3000;
const MAIL_POLLS = 20;

/** /{lang}/admin/orders/{uuid}: one order with lines, totals and contact; its status steps, history and notes. */
export function OrderPage() {
  const { t } = useTranslation('admin-orders');
  const lang = usePageLang();
  const { order: key = '' } = useParams();
  const { data: order, error, loading, refetch, replace } = useOrder(key);
  const failureText = useFailureText();
  const title = order ? t('detail.title', { number: order.order_number }) : t('menu.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The mail worker sends an order's mails moments after the step that queued them: while one waits, the page asks
  // again every few seconds (at most MAIL_POLLS times an order), so "waiting to be sent" does not stay until a reload.
  const waiting = order?.mails.some((mail) => mail.status === 'pending') ?? false;
  const polls = useRef({ key, count: 0 });
  useEffect(() => {
    if (polls.current.key !== key) polls.current = { key, count: 0 };
    if (!waiting || loading || polls.current.count >= MAIL_POLLS) return;
    const timer = window.setTimeout(() => {
      polls.current.count += 1;
      refetch();
    }, MAIL_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, loading, refetch, key, order]);

  const back = (
    <Link to={localePath('admin-orders', lang)} className="admin-order__back">
      <ArrowLeftOutlined aria-hidden /> {t('detail.back')}
    </Link>
  );

  // A missing order stays missing: it is said so, with the way back to the list, and nothing to try again.
  if (error?.status === 404) {
    return (
      <>
        {back}
        <Typography.Title level={1}>{t('detail.notFound')}</Typography.Title>
        <Result status="404" subTitle={<span role="alert">{t('detail.notFoundText', { key })}</span>} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {back}
        <Typography.Title level={1}>{t('detail.loadFailed')}</Typography.Title>
        <Result
          status={error.status === 404 ? '404' : 'warning'}
          subTitle={<span role="alert">{failureText(error)}</span>}
          extra={
            <Button type="primary" onClick={refetch}>
              {t('common:retry')}
            </Button>
          }
        />
      </>
    );
  }
  if (!order || (loading && order.uuid !== key && order.order_number !== key)) {
    return (
      <>
        {back}
        <div aria-busy="true">
          <span className="visually-hidden">{t('common:loading')}</span>
          <SkeletonPlaceholder active paragraph={{ rows: 10 }} />
        </div>
      </>
    );
  }

  return (
    <>
      {back}
      <div className="admin-order__head">
        <Typography.Title level={1}>{title}</Typography.Title>
        <OrderStatusActions order={order} onChanged={replace} />
      </div>
      <Descriptions
        className="admin-order__section"
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'status', label: t('list.status'), children: <OrderStatusTag status={order.status} /> },
          { key: 'received', label: t('detail.received'), children: formatDateTime(order.created_at, lang) },
          { key: 'language', label: t('detail.language'), children: languageTitle(order.lang) },
          ...(order.handled_at ? [{ key: 'handled', label: t('detail.handledAt'), children: formatDateTime(order.handled_at, lang) }] : []),
          ...(order.cancel_reason ? [{ key: 'reason', label: t('detail.cancelReason'), children: order.cancel_reason }] : []),
          ...(order.vat_reverse_charge ? [{ key: 'vat', label: t('detail.vatTreatment'), children: t('detail.reverseCharge') }] : []),
        ]}
      />
      <Card title={<h2 className="admin-order__card-title">{t('detail.products')}</h2>} className="admin-order__section">
        <OrderLinesTable order={order} lang={lang} />
      </Card>
      <div className="admin-order__grid">
        <Card title={<h2 className="admin-order__card-title">{t('detail.totals')}</h2>} className="admin-order__section">
          <OrderTotals order={order} lang={lang} />
          {order.vat_reverse_charge ? <p className="admin-order__reverse-charge">{t('detail.reverseChargeHint')}</p> : null}
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.contact')}</h2>} className="admin-order__section">
          <OrderContact order={order} lang={lang} />
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.mails')}</h2>} className="admin-order__section">
          <OrderMails order={order} lang={lang} />
        </Card>
      </div>
      <Card title={<h2 className="admin-order__card-title">{t('payment.title')}</h2>} className="admin-order__section">
        <OrderPaymentCard order={order} lang={lang} onChanged={replace} />
      </Card>
      <div className="admin-order__grid admin-order__grid--two">
        <Card title={<h2 className="admin-order__card-title">{t('detail.history')}</h2>} className="admin-order__section">
          <OrderHistory order={order} lang={lang} />
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.notes')}</h2>} className="admin-order__section">
          <OrderNotes order={order} lang={lang} onAdded={replace} />
        </Card>
      </div>
    </>
  );
}
