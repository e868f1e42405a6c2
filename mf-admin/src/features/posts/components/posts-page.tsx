import { useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatLongDate, type AdminPostListItem, type PostKind } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { positiveInt, useUrlQuery } from '../../../lib/use-url-query.ts';
import { POSTS_PER_PAGE, deletePost, usePosts } from '../api/posts.ts';
import { PostDrawer } from './post-drawer.tsx';

interface PostsQuery {
  kind: PostKind | null;
  page: number;
}

/** The list's kind and page as the address says them (?kind=career&page=2). */
function postQueryFromParams(params: URLSearchParams): PostsQuery {
  const kind = params.get('kind');
  return { kind: kind === 'article' || kind === 'career' ? kind : null, page: positiveInt(params.get('page'), 1) };
}

const postQueryParams = ({ kind, page }: PostsQuery) => ({ kind: kind ?? undefined, page: page > 1 ? String(page) : undefined });

/** /{lang}/admin/posts: news articles and job offers — list, write, publish, delete. */
export function PostsPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [{ kind, page }, setQuery] = useUrlQuery(postQueryFromParams, postQueryParams);
  const { data, error, loading, refetch } = usePosts(kind, page);
  const [editing, setEditing] = useState<{ uuid: string | null } | null>(null);

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
      <Space className="admin-toolbar" wrap>
        <label htmlFor="posts-kind">{t('posts.kind')}</label>
        <Select<PostKind | 'all'>
          id="posts-kind"
          style={{ minWidth: 200 }}
          value={kind ?? 'all'}
          onChange={(v) => setQuery({ kind: v === 'all' ? null : v, page: 1 })}
          options={[
            { value: 'all', label: t('posts.kinds.all') },
            { value: 'article', label: t('posts.kinds.article') },
            { value: 'career', label: t('posts.kinds.career') },
          ]}
        />
      </Space>
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : (
        <Table<AdminPostListItem>
          rowKey="uuid"
          loading={loading}
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty description={t('posts.empty')} /> }}
          pagination={{ current: page, pageSize: POSTS_PER_PAGE, total: data?.meta.total ?? 0, showSizeChanger: false, onChange: (next) => setQuery((query) => ({ ...query, page: next })) }}
          scroll={{ x: 720 }}
          columns={[
            {
              key: 'cover',
              title: t('posts.cover'),
              width: 96,
              render: (_, post) => (post.cover ? <img src={post.cover.url} alt="" width={72} height={54} className="admin-thumb" /> : <span className="admin-thumb admin-thumb--empty" style={{ width: 72, height: 54 }} />),
            },
            { key: 'title', title: t('posts.title'), dataIndex: 'title' },
            { key: 'kind', title: t('posts.kind'), render: (_, post) => <Tag>{t(`posts.kinds.${post.kind}`)}</Tag> },
            { key: 'date', title: t('posts.date'), render: (_, post) => formatLongDate(post.published_at, lang) },
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
