import { useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Flex, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatLongDate, type AdminPostListItem, type AdminPostQuery, type PostKind, type PostSort } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { ListSearch } from '../../../components/list-search.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/labels.ts';
import { listPageSize, listTable } from '../../../lib/list-table.ts';
import { oneOf, positiveInt, useUrlQuery } from '../../../lib/use-url-query.ts';
import { deletePost, usePosts } from '../api/posts.ts';
import { PostDrawer } from './post-drawer.tsx';

// Searched, sorted and paged on the server: news pile up over the years.
const POST_SORTS: readonly PostSort[] = ['published_at', 'title', 'updated_at'];
const PER_PAGE = 20;
/** Without an order in the address, dates run newest first and titles A to Z (as the server does). */
const defaultOrder = (sort: PostSort): 'asc' | 'desc' => (sort === 'title' ? 'asc' : 'desc');

type PostsQuery = AdminPostQuery & { sort: PostSort; order: 'asc' | 'desc'; page: number; per_page: number };

/** The list's query as the address says it (?kind=career&q=brana&sort=title&order=desc&page=2&per_page=50). */
function postQueryFromParams(params: URLSearchParams): PostsQuery {
  const kind = oneOf(params.get('kind'), ['article', 'career'] as const);
  const q = params.get('q')?.trim().slice(0, 200);
  const sort = oneOf(params.get('sort'), POST_SORTS) ?? 'published_at';
  return {
    ...(kind ? { kind } : {}),
    ...(q ? { q } : {}),
    sort,
    order: oneOf(params.get('order'), ['asc', 'desc'] as const) ?? defaultOrder(sort),
    page: positiveInt(params.get('page'), 1),
    per_page: listPageSize(params.get('per_page'), PER_PAGE),
  };
}

const postQueryParams = (query: PostsQuery): Record<string, string | undefined> => ({
  kind: query.kind,
  q: query.q || undefined,
  sort: query.sort !== 'published_at' ? query.sort : undefined,
  order: query.order !== defaultOrder(query.sort) ? query.order : undefined,
  page: query.page > 1 ? String(query.page) : undefined,
  per_page: query.per_page !== PER_PAGE ? String(query.per_page) : undefined,
});

/** /{lang}/admin/posts: news articles and job offers — list, search, sort, write, publish, delete. */
export function PostsPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [query, setQuery] = useUrlQuery(postQueryFromParams, postQueryParams);
  const { kind } = query;
  const { data, error, loading, refetch } = usePosts(query);
  const [editing, setEditing] = useState<{ uuid: string | null } | null>(null);
  const { tableProps, sortOrder } = listTable<AdminPostListItem, PostSort>({
    query,
    setQuery,
    meta: data?.meta,
    totalText: (total) => t('posts.total', { count: total }),
    sorts: POST_SORTS,
    unsorted: { sort: 'published_at', order: 'desc' },
  });

  async function remove(post: AdminPostListItem) {
    try {
      await deletePost(post.uuid);
      message.success(t('posts.deleted', { title: post.title }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  return (
    <>
      <PageHeader
        title={t('sections.posts.title')}
        intro={t('posts.intro')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ uuid: null })}>
            {t('posts.new')}
          </Button>
        }
      />
      <Flex gap="middle" wrap align="center" className="admin-toolbar" role="search" aria-label={t('posts.filters')}>
        <ListSearch value={query.q} onSearch={(text) => setQuery((q) => ({ ...q, q: text, page: 1 }))} label={t('posts.search')} placeholder={t('posts.searchPlaceholder')} />
        <label htmlFor="posts-kind">{t('posts.kind')}</label>
        <Select<PostKind | 'all'>
          id="posts-kind"
          style={{ minWidth: 200 }}
          value={kind ?? 'all'}
          onChange={(v) => setQuery((q) => ({ ...q, kind: v === 'all' ? undefined : v, page: 1 }))}
          options={[
            { value: 'all', label: t('posts.kinds.all') },
            { value: 'article', label: t('posts.kinds.article') },
            { value: 'career', label: t('posts.kinds.career') },
          ]}
        />
      </Flex>
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : (
        <Table<AdminPostListItem>
          rowKey="uuid"
          loading={loading || !data}
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty description={query.q || kind ? t('posts.noMatch') : t('posts.empty')} /> }}
          {...tableProps}
          scroll={{ x: 820 }}
          columns={[
            {
              key: 'cover',
              title: t('posts.cover'),
              width: 96,
              render: (_, post) => (post.cover ? <img src={post.cover.url} alt="" width={72} height={54} className="admin-thumb" /> : <span className="admin-thumb admin-thumb--empty" style={{ width: 72, height: 54 }} />),
            },
            { key: 'title', title: t('posts.title'), dataIndex: 'title', sorter: true, sortOrder: sortOrder('title'), sortDirections: ['ascend', 'descend'] },
            { key: 'kind', title: t('posts.kind'), render: (_, post) => <Tag>{t(`posts.kinds.${post.kind}`)}</Tag> },
            // Dates newest first at the first click (the list's own order is the publication date's, newest first).
            {
              key: 'published_at',
              title: t('posts.date'),
              sorter: true,
              sortOrder: sortOrder('published_at'),
              sortDirections: ['descend', 'ascend'],
              render: (_, post) => formatLongDate(post.published_at, lang),
            },
            { key: 'updated_at', title: t('posts.updated'), sorter: true, sortOrder: sortOrder('updated_at'), sortDirections: ['descend', 'ascend'], render: (_, post) => formatDate(post.updated_at, lang) },
            { key: 'languages', title: t('posts.languages'), render: (_, post) => post.languages.map((l) => l.toUpperCase()).join(' · ') },
            {
              key: 'state',
              title: t('posts.published'),
              render: (_, post) =>
                !post.published ? (
                  <Tag>{t('posts.isDraft')}</Tag>
                ) : post.published_at !== null && post.published_at > dayjs().format('YYYY-MM-DD') ? (
                  // Dated later: the site shows it from that day on (the API's scheduled publishing).
                  <Tag color="blue">{t('posts.isScheduled', { date: formatLongDate(post.published_at, lang) })}</Tag>
                ) : (
                  <Tag color="green">{t('posts.isPublished')}</Tag>
                ),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, post) => (
                <Space>
                  <Button icon={<EditOutlined aria-hidden />} aria-label={t('common.editNamed', { name: post.title })} onClick={() => setEditing({ uuid: post.uuid })} />
                  <Popconfirm title={t('posts.deleteConfirm', { title: post.title })} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={() => remove(post)}>
                    <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('common.deleteNamed', { name: post.title })} />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing ? (
        <PostDrawer
          uuid={editing.uuid}
          defaultKind={kind ?? 'article'}
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
