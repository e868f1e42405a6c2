import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Result, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { describeApiError, formatPrice, localePath, type Lang, type OrderDetail, type OrderLine } from '@shop/shared';
import { usePageLang } from '../../../lib/use-page-lang.ts';
import { useOrder } from '../api/get-order.ts';
import { updateOrderStatus } from '../api/update-order-status.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { languageTitle } from '../lib/format.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import '../messages.ts';
import './orders.css';
import { SkeletonPlaceholder, useStatusMessage } from '@shop/shared/react';

function Totals({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  return (
    <dl className="admin-order__totals">
      <div>
        <dt>{t('detail.totalWithoutVat')}</dt>
        <dd>{formatPrice(order.totals.without_vat, lang)}</dd>
      </div>
      <div>
        <dt>{t('detail.vat')}</dt>
        <dd>{formatPrice(order.totals.vat, lang)}</dd>
      </div>
      <div className="admin-order__grand">
        <dt>{t('detail.totalWithVat')}</dt>
        <dd>{formatPrice(order.totals.with_vat, lang)}</dd>
      </div>
    </dl>
  );
}

function Mails({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  if (order.mails.length === 0) return <Typography.Text type="secondary">{t('detail.noMails')}</Typography.Text>;
  return (
    <ul className="admin-order__mails">
      {order.mails.map((mail) => (
        <li key={`${mail.kind}-${mail.to}`}>
          <Typography.Text strong>{mail.kind === 'order-company' ? t('detail.mailCompany') : t('detail.mailCustomer')}</Typography.Text> · {mail.to}
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

/** /{lang}/admin/orders/{uuid}: one order with lines, totals and contact; marked as handled or new again. */
export function OrderPage() {
  const { t } = useTranslation('admin-orders');
  const lang = usePageLang();
  const { order: key = '' } = useParams();
  const message = useStatusMessage();
  const { data: order, error, loading, refetch, replace } = useOrder(key);
  const [updating, setUpdating] = useState(false);
  const title = order ? t('detail.title', { number: order.order_number }) : t('menu.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  const back = (
    <Link to={localePath('admin-orders', lang)} className="admin-order__back">
      <ArrowLeftOutlined aria-hidden /> {t('detail.back')}
    </Link>
  );

  if (error) {
    return (
      <>
        {back}
        <Typography.Title level={1}>{t('detail.loadFailed')}</Typography.Title>
        <Result
          status={error.status === 404 ? '404' : 'warning'}
          subTitle={<span role="alert">{error.message ?? t(`common:${error.messageKey}`)}</span>}
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

  const toggle = async () => {
    const next = order.status === 'new' ? 'handled' : 'new';
    setUpdating(true);
    try {
      const updated = await updateOrderStatus(order.uuid, next);
      replace(updated);
      void message.success(t(next === 'handled' ? 'detail.markedHandled' : 'detail.markedNew', { number: updated.order_number }));
    } catch (failure) {
      const described = describeApiError(failure);
      void message.error(`${t('detail.updateFailed')} ${described.message ?? t(`common:${described.messageKey}`)}`);
    } finally {
      setUpdating(false);
    }
  };

  const c = order.contact;
  const lineColumns: ColumnsType<OrderLine> = [
    { key: 'name', title: t('detail.product'), render: (_, line) => line.name },
    { key: 'quantity', title: t('detail.quantity'), align: 'right', render: (_, line) => line.quantity },
    { key: 'unitWithout', title: t('detail.unitWithoutVat'), align: 'right', responsive: ['lg'], render: (_, line) => formatPrice(line.unit_price.without_vat, lang) },
    { key: 'vat', title: t('detail.vatRate'), align: 'right', responsive: ['lg'], render: (_, line) => `${line.vat_rate} %` },
    { key: 'unitWith', title: t('detail.unitWithVat'), align: 'right', render: (_, line) => formatPrice(line.unit_price.with_vat, lang) },
    { key: 'total', title: t('detail.lineTotal'), align: 'right', render: (_, line) => formatPrice(line.total.with_vat, lang) },
  ];

  return (
    <>
      {back}
      <div className="admin-order__head">
        <Typography.Title level={1}>{title}</Typography.Title>
        <Button
          type={order.status === 'new' ? 'primary' : 'default'}
          icon={order.status === 'new' ? <CheckOutlined aria-hidden /> : <UndoOutlined aria-hidden />}
          loading={updating}
          onClick={() => void toggle()}
        >
          {order.status === 'new' ? t('detail.markHandled') : t('detail.markNew')}
        </Button>
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
        ]}
      />
      <Card title={<h2 className="admin-order__card-title">{t('detail.products')}</h2>} className="admin-order__section">
        <Table<OrderLine> rowKey="product_uuid" size="small" columns={lineColumns} dataSource={order.lines} pagination={false} scroll={{ x: 'max-content' }} />
      </Card>
      <div className="admin-order__grid">
        <Card title={<h2 className="admin-order__card-title">{t('detail.totals')}</h2>} className="admin-order__section">
          <Totals order={order} lang={lang} />
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.contact')}</h2>} className="admin-order__section">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: t('detail.name'), children: c.name },
              { key: 'email', label: t('detail.email'), children: <a href={`mailto:${c.email}`}>{c.email}</a> },
              { key: 'phone', label: t('detail.phone'), children: <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}>{c.phone}</a> },
              ...(c.company ? [{ key: 'company', label: t('detail.company'), children: c.company }] : []),
              ...(c.company_id ? [{ key: 'company_id', label: t('detail.companyId'), children: c.company_id }] : []),
              ...(c.vat_id ? [{ key: 'vat_id', label: t('detail.vatId'), children: c.vat_id }] : []),
              { key: 'address', label: t('detail.address'), children: `${c.street}, ${c.zip} ${c.city}, ${c.country}` },
              ...(c.note ? [{ key: 'note', label: t('detail.note'), children: <span className="admin-order__note">{c.note}</span> }] : []),
            ]}
          />
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.mails')}</h2>} className="admin-order__section">
          <Mails order={order} lang={lang} />
        </Card>
      </div>
    </>
  );
}
