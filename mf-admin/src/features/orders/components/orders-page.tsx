import { useEffect } from 'react';
import { Button, Empty, Result, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatPrice, localePath, type OrderListItem, type OrderStatus } from '@shop/shared';
import { usePageLang } from '../../../lib/use-page-lang.ts';
import { useOrders } from '../api/get-orders.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import '../messages.ts';
import './orders.css';

type Filter = 'all' | OrderStatus;
const FILTERS: readonly Filter[] = ['all', 'new', 'handled'];

/** /{lang}/admin/orders: the orders, newest first, 20 a page, filtered by status (kept in the URL). */
export function OrdersPage() {
  const { t } = useTranslation('admin-orders');
  const lang = usePageLang();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const filter: Filter = rawStatus === 'new' || rawStatus === 'handled' ? rawStatus : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, loading, refetch } = useOrders({ page, status: filter === 'all' ? null : filter });

  useEffect(() => {
    document.title = t('menu.title');
  }, [t]);

  const setQuery = (next: { status?: Filter; page?: number }) => {
    const status = next.status ?? filter;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (status !== 'all') search.set('status', status);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  const columns: ColumnsType<OrderListItem> = [
    {
      key: 'number',
      title: t('list.number'),
      render: (_, order) => <Link to={localePath('admin-orders-order', lang, { order: order.uuid })}>{order.order_number}</Link>,
    },
    { key: 'date', title: t('list.date'), render: (_, order) => formatDateTime(order.created_at, lang) },
    {
      key: 'customer',
      title: t('list.customer'),
      render: (_, order) => (
        <>
          {order.customer.name}
          {order.customer.company ? (
            <>
              <br />
              <Typography.Text type="secondary">{order.customer.company}</Typography.Text>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'email', title: t('list.email'), responsive: ['lg'], render: (_, order) => <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a> },
    { key: 'units', title: t('list.units'), align: 'right', responsive: ['md'], render: (_, order) => order.units },
    { key: 'total', title: t('list.total'), align: 'right', render: (_, order) => formatPrice(order.totals.with_vat, lang) },
    { key: 'status', title: t('list.status'), render: (_, order) => <OrderStatusTag status={order.status} /> },
  ];

  return (
    <>
      <Typography.Title level={1}>{t('menu.title')}</Typography.Title>
      <div className="admin-orders__toolbar">
        <Segmented<Filter>
          aria-label={t('list.filterLabel')}
          value={filter}
          onChange={(value) => setQuery({ status: value })}
          options={FILTERS.map((value) => ({ value, label: value === 'all' ? t('list.all') : t(`status.${value}`) }))}
        />
      </div>
      {error ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={<span role="alert">{error.message ?? t(`common:${error.messageKey}`)}</span>}
          extra={
            <Button type="primary" onClick={refetch}>
              {t('common:retry')}
            </Button>
          }
        />
      ) : (
        <Table<OrderListItem>
          rowKey="uuid"
          columns={columns}
          dataSource={data?.data ?? []}
          loading={loading}
          locale={{ emptyText: <Empty description={loading ? t('common:loading') : filter === 'all' ? t('list.empty') : t('list.emptyFiltered')} /> }}
          pagination={{
            current: data?.meta.current_page ?? page,
            pageSize: data?.meta.per_page ?? 20,
            total: data?.meta.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total, [from, to]) => t('list.pagination', { from, to, total }),
            onChange: (next) => setQuery({ page: next }),
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </>
  );
}
