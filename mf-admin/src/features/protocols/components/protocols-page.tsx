import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Flex, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LANG_CODES, LANGUAGES, type AdminDocument, type Lang } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { ListSearch } from '../../../components/list-search.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { positiveInt, useUrlQuery } from '../../../lib/use-url-query.ts';
import { listPageSize, listTable } from '../../../lib/list-table.ts';
import { deleteDocument, useDocuments } from '../api/documents.ts';
import { DocumentDrawer, type EditableKind } from './document-drawer.tsx';

type TabKey = EditableKind | 'site';
const TABS: TabKey[] = ['protocol', 'assembly', 'price-list', 'site'];
const PAGE_SIZES = [10, 20, 50, 100];

// Searched, filtered, sorted and paged on the server: protocols and price lists pile up over the years.
interface DocumentsQuery {
  tab: TabKey;
  q?: string;
  /** Only the documents without a file in this language. */
  missing?: Lang;
  sort: 'position' | 'title';
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/** The open tab and its list as the address says them (?tab=price-list&q=&missing=en&sort=title&order=desc&page=2); the first tab by default. */
function documentsQueryFromParams(params: URLSearchParams): DocumentsQuery {
  const q = params.get('q')?.trim().slice(0, 200);
  const missing = LANG_CODES.find((code) => code === params.get('missing'));
  return {
    tab: TABS.find((key) => key === params.get('tab')) ?? 'protocol',
    ...(q ? { q } : {}),
    ...(missing ? { missing } : {}),
    sort: params.get('sort') === 'title' ? 'title' : 'position',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(params.get('page'), 1),
    per_page: listPageSize(params.get('per_page'), 20, PAGE_SIZES),
  };
}

const documentsQueryParams = (query: DocumentsQuery): Record<string, string | undefined> => ({
  tab: query.tab === 'protocol' ? undefined : query.tab,
  q: query.q || undefined,
  missing: query.missing,
  sort: query.sort === 'title' ? 'title' : undefined,
  order: query.order === 'desc' ? 'desc' : undefined,
  page: query.page > 1 ? String(query.page) : undefined,
  per_page: query.per_page !== 20 ? String(query.per_page) : undefined,
});

/** /{lang}/admin/protocols: the PDF documents of the site — protocols, assembly instructions, price lists, and the header's files. */
export function ProtocolsPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [query, setQuery] = useUrlQuery(documentsQueryFromParams, documentsQueryParams);
  const { tab } = query;
  const { data, error, loading, refetch } = useDocuments({ kind: tab, q: query.q, missing: query.missing, sort: query.sort, order: query.order, page: query.page, per_page: query.per_page });
  const [editing, setEditing] = useState<{ document: AdminDocument | null } | null>(null);

  const titleOf = (doc: AdminDocument) => doc.files[lang]?.title || doc.files.sk?.title || Object.values(doc.files).find((f) => f)?.title || '';

  async function remove(doc: AdminDocument) {
    try {
      await deleteDocument(doc.uuid);
      message.success(t('protocols.deleted', { title: titleOf(doc) }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  const { tableProps, sortOrder } = listTable<AdminDocument, 'title' | 'position'>({
    query,
    setQuery,
    meta: data?.meta,
    totalText: (total) => t('protocols.total', { count: total }),
    pageSizes: PAGE_SIZES,
    sorts: ['title'],
    unsorted: { sort: 'position', order: 'asc' },
  });

  // Only the open tab's table is drawn: the list is of its kind.
  const table = (key: TabKey) =>
    key !== tab ? null : (
    <Table<AdminDocument>
      rowKey="uuid"
      loading={loading || !data}
      dataSource={data?.data.filter((d) => d.kind === key) ?? []}
      locale={{ emptyText: <Empty description={query.q || query.missing ? t('protocols.noMatch') : t('protocols.empty')} /> }}
      scroll={{ x: 640 }}
      {...tableProps}
      columns={[
        {
          key: 'title',
          title: t('protocols.titleField'),
          sorter: true,
          sortOrder: sortOrder('title'),
          render: (_, doc) => (doc.key ? `${titleOf(doc)} (${t(`protocols.keys.${doc.key}`)})` : titleOf(doc)),
        },
        {
          key: 'languages',
          title: t('protocols.languages'),
          render: (_, doc) => (
            <Space size={4} wrap>
              {LANGUAGES.map((l) => {
                const file = doc.files[l.code];
                return file ? (
                  <a key={l.code} href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`${file.title} (${l.title}, PDF)`}>
                    <Tag color="blue">{l.code.toUpperCase()}</Tag>
                  </a>
                ) : (
                  <Tag key={l.code} aria-label={t('protocols.missingIn', { lang: l.title })}>
                    <s>{l.code.toUpperCase()}</s>
                  </Tag>
                );
              })}
            </Space>
          ),
        },
        {
          key: 'actions',
          title: t('common.actions'),
          render: (_, doc) => (
            <Space>
              <Button icon={<EditOutlined aria-hidden />} aria-label={t('common.editNamed', { name: titleOf(doc) })} onClick={() => setEditing({ document: doc })} />
              {doc.kind === 'site' ? null : (
                <Popconfirm title={t('protocols.deleteConfirm', { title: titleOf(doc) })} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={() => remove(doc)}>
                  <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('common.deleteNamed', { name: titleOf(doc) })} />
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <>
      <PageHeader
        title={t('sections.protocols.title')}
        intro={t('protocols.intro')}
        extra={
          tab === 'site' ? null : (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ document: null })}>
              {t('protocols.new')}
            </Button>
          )
        }
      />
      <Flex gap="middle" wrap className="admin-toolbar" role="search" aria-label={t('protocols.filters')}>
        <ListSearch value={query.q} onSearch={(text) => setQuery((q) => ({ ...q, q: text, page: 1 }))} label={t('protocols.search')} placeholder={t('protocols.searchPlaceholder')} />
        <Select
          aria-label={t('protocols.missingFilter')}
          style={{ minWidth: 220 }}
          value={query.missing ?? 'all'}
          onChange={(value) => setQuery((q) => ({ ...q, missing: value === 'all' ? undefined : (value as Lang), page: 1 }))}
          options={[{ value: 'all', label: t('protocols.anyLanguages') }, ...LANGUAGES.map((l) => ({ value: l.code, label: t('protocols.missingIn', { lang: l.title }) }))]}
        />
      </Flex>
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : (
        // A new tab starts at its first page; the search and the language filter stay.
        <Tabs activeKey={tab} onChange={(k) => setQuery((q) => ({ ...q, tab: k as TabKey, page: 1 }))} items={TABS.map((key) => ({ key, label: t(`protocols.tabs.${key}`), children: table(key) }))} />
      )}
      {editing ? (
        <DocumentDrawer
          document={editing.document}
          defaultKind={tab === 'site' ? 'protocol' : tab}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
    </>
  );
}
