import { useEffect, useState } from 'react';
import { Button, DatePicker, Empty, Result, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatPrice, localePath, type OrderListItem, type OrderStatus } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { ListSearch } from '../../../components/list-search.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { useOrders, type OrdersFilter } from '../api/get-orders.ts';
import { exportOrders } from '../api/export-orders.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { dateFormats, dayValue } from '../../../lib/dayjs-locales.ts';
import { isDay, isStatus, STATUSES } from '../lib/statuses.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import '../messages.ts';
import './orders.css';

type Filter = 'all' | OrderStatus;
const FILTERS: readonly Filter[] = ['all', ...STATUSES];

/**
 * /{lang}/admin/orders: the orders, newest first, 20 a page; searched by number, customer, company or e-mail and
 * filtered by status and days. Every filter lives in the query string, so a reload or Back shows the same list.
 */
export function OrdersPage() {
  const { t } = useTranslation('admin-orders');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const filter: Filter = isStatus(rawStatus) ? rawStatus : 'all';
  const q = params.get('q') ?? '';
  const from = isDay(params.get('from')) ? params.get('from')! : '';
  const to = isDay(params.get('to')) ? params.get('to')! : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const current: OrdersFilter = { q, status: filter === 'all' ? null : filter, from, to };
  const { data, error, loading, refetch } = useOrders({ ...current, page });
  const [exporting, setExporting] = useState(false);
  const filtered = Boolean(q || from || to || filter !== 'all');

  useEffect(() => {
    document.title = t('menu.title');
  }, [t]);

  const setQuery = (next: Partial<{ status: Filter; q: string; from: string; to: string; page: number }>) => {
    const values = { status: filter, q, from, to, page: 1, ...next };
    const search = new URLSearchParams();
    if (values.q.trim()) search.set('q', values.q.trim());
    if (values.status !== 'all') search.set('status', values.status);
    if (values.from) search.set('from', values.from);
    if (values.to) search.set('to', values.to);
    if (values.page > 1) search.set('page', String(values.page));
    setParams(search);
  };

  const download = async () => {
    setExporting(true);
    try {
      await exportOrders(current);
    } catch (failure) {
      void message.error(`${t('list.exportFailed')} ${failureText(describeAdminError(failure))}`);
    } finally {
      setExporting(false);
    }
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
      <div role="search" className="admin-orders__filters" aria-label={t('list.filtersLabel')}>
        <ListSearch
          value={q || undefined}
          onSearch={(text) => setQuery({ q: text ?? '' })}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          buttonText={t('list.searchButton')}
          className="admin-orders__search"
        />
        {/* antd's pickers, not the browser's date fields: those write and read a date in the browser's language,
            not the page's (issue 47). A day after "to" or before "from" cannot be picked. */}
        <label className="admin-orders__day">
          <span>{t('list.from')}</span>
          <DatePicker
            format={dateFormats(lang)}
            value={dayValue(from)}
            disabledDate={(day) => Boolean(to) && day.format('YYYY-MM-DD') > to}
            onChange={(day) => setQuery({ from: day ? day.format('YYYY-MM-DD') : '' })}
          />
        </label>
        <label className="admin-orders__day">
          <span>{t('list.to')}</span>
          <DatePicker
            format={dateFormats(lang)}
            value={dayValue(to)}
            disabledDate={(day) => Boolean(from) && day.format('YYYY-MM-DD') < from}
            onChange={(day) => setQuery({ to: day ? day.format('YYYY-MM-DD') : '' })}
          />
        </label>
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void download()}>
          {t('list.export')}
        </Button>
        {filtered ? (
          <Button type="link" onClick={() => setParams(new URLSearchParams())}>
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </div>
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
          subTitle={<span role="alert">{failureText(error)}</span>}
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
          locale={{ emptyText: <Empty description={loading ? t('common:loading') : filtered ? t('list.emptyFiltered') : t('list.empty')} /> }}
          pagination={{
            current: data?.meta.current_page ?? page,
            pageSize: data?.meta.per_page ?? 20,
            total: data?.meta.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total, [start, end]) => t('list.pagination', { from: start, to: end, total }),
            onChange: (next) => setQuery({ page: next }),
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </>
  );
}
