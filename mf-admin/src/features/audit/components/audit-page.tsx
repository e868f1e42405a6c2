import { useTranslation } from 'react-i18next';
import { Empty, Flex, Select, Table, Tag, Typography } from 'antd';
import type { AuditEntry } from '@shop/shared';
import { ListSearch } from '../../../components/list-search.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuditSummary } from '../../../lib/audit-summary.ts';
import { formatDateTime, useEntityLabel } from '../../../lib/labels.ts';
import { oneOf, positiveInt, useUrlQuery } from '../../../lib/use-url-query.ts';
import { listPageSize, listTable } from '../../../lib/list-table.ts';
import { useAudit, type AuditQuery } from '../api/get-audit.ts';
import { usePageLang } from '@shop/shared/react';

export const AUDIT_ENTITIES = ['category', 'product', 'order', 'post', 'document', 'homepage-module', 'upload', 'user', 'settings', 'delivery-prices'] as const;

/** The log's search, filter and page as the address says them (?q=brana&entity=order&page=2&per_page=50). */
function auditQueryFromParams(params: URLSearchParams): AuditQuery {
  const q = params.get('q')?.trim().slice(0, 200);
  return {
    entity: oneOf(params.get('entity'), AUDIT_ENTITIES),
    ...(q ? { q } : {}),
    page: positiveInt(params.get('page'), 1),
    per_page: listPageSize(params.get('per_page'), 20),
  };
}

const auditQueryParams = ({ entity, q, page, per_page }: AuditQuery) => ({
  q: q || undefined,
  entity,
  page: page > 1 ? String(page) : undefined,
  per_page: per_page !== 20 ? String(per_page) : undefined,
});

/** /{lang}/admin/audit: who changed what in the administration, and when (administrators only). */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const entityLabel = useEntityLabel();
  const summary = useAuditSummary();
  const [query, setQuery] = useUrlQuery(auditQueryFromParams, auditQueryParams);
  const { data, error, loading, refetch } = useAudit(query);
  const { tableProps } = listTable<AuditEntry>({
    query,
    setQuery,
    meta: data?.meta,
    totalText: (total) => t('audit.total', { count: total }),
  });

  return (
    <>
      <PageHeader title={t('sections.audit.title')} intro={t('audit.intro')} />
      <Flex className="admin-toolbar" gap="middle" wrap role="search" aria-label={t('audit.filters')}>
        <ListSearch value={query.q} onSearch={(text) => setQuery((q) => ({ ...q, q: text, page: 1 }))} label={t('audit.search')} placeholder={t('audit.searchPlaceholder')} />
        <Select
          aria-label={t('audit.filter')}
          style={{ minWidth: 220 }}
          value={query.entity ?? 'all'}
          onChange={(value) => setQuery((q) => ({ ...q, entity: value === 'all' ? undefined : value, page: 1 }))}
          options={[{ value: 'all', label: t('audit.allEntities') }, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: entityLabel(e) }))]}
        />
      </Flex>
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          dataSource={data?.data ?? []}
          loading={loading || !data}
          size="middle"
          scroll={{ x: 800 }}
          locale={{ emptyText: <Empty description={query.q || query.entity ? t('audit.noMatch') : t('audit.empty')} /> }}
          {...tableProps}
          columns={[
            { title: t('audit.when'), key: 'when', width: 180, render: (_, e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at, lang)}</time> },
            {
              title: t('audit.who'),
              key: 'who',
              render: (_, e) =>
                e.user ? (
                  <span>
                    {e.user.name}
                    <br />
                    <Typography.Text type="secondary">{e.user.email}</Typography.Text>
                  </span>
                ) : (
                  <Typography.Text type="secondary">{t('audit.system')}</Typography.Text>
                ),
            },
            {
              title: t('audit.what'),
              key: 'what',
              render: (_, e) => (
                <span>
                  <Tag>{entityLabel(e.entity)}</Tag>
                  <Tag color={e.action === 'delete' || e.action === 'disable' ? 'red' : e.action === 'create' ? 'green' : 'blue'}>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</Tag>
                  <br />
                  {summary(e)}
                </span>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
