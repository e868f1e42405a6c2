import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Flex, Popconfirm, Select, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { localePath } from '@shop/shared';
import { ListSearch } from '../../../components/list-search.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { listPageSize, listTable } from '../../../lib/list-table.ts';
import { canDeleteCategory, buildCategoryTree, queryCategoryTree, treeSelectData, type CategorySort, type CategoryTreeNode, type CategoryTreeQuery } from '../../../lib/category-tree.ts';
import { positiveInt, useUrlQuery } from '../../../lib/use-url-query.ts';
import { deleteCategory, useCategories } from '../api/categories.ts';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';

interface Row {
  key: number;
  node: CategoryTreeNode;
  children?: Row[];
}

const toRows = (nodes: CategoryTreeNode[]): Row[] =>
  nodes.map((node) => ({ key: node.category.id, node, ...(node.children.length > 0 ? { children: toRows(node.children) } : {}) }));

// Searched, filtered, sorted and paged in the browser: the categories are a small tree by nature (tens), which the
// screen loads whole anyway to show each one in its place.
const SORTS: readonly CategorySort[] = ['position', 'name', 'products'];
// 50 top categories a page: a shop's whole tree usually fits on one.
const PER_PAGE = 50;

type CategoriesQuery = CategoryTreeQuery & { page: number; per_page: number };

/** The list's query as the address says it (?q=&parent=top|12&visibility=hidden&sort=name&order=desc&page=2&per_page=50). */
function categoriesQueryFromParams(params: URLSearchParams): CategoriesQuery {
  const q = params.get('q')?.trim().slice(0, 200);
  const parent = params.get('parent');
  const parentId = positiveInt(parent, 0);
  const visibility = params.get('visibility');
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'position';
  return {
    ...(q ? { q } : {}),
    ...(parent === 'top' ? { parent: 'top' as const } : parentId > 0 ? { parent: parentId } : {}),
    ...(visibility === 'visible' || visibility === 'hidden' ? { visibility } : {}),
    sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(params.get('page'), 1),
    per_page: listPageSize(params.get('per_page'), PER_PAGE),
  };
}

const categoriesQueryParams = (query: CategoriesQuery): Record<string, string | undefined> => ({
  q: query.q || undefined,
  parent: query.parent === undefined ? undefined : String(query.parent),
  visibility: query.visibility,
  sort: query.sort !== 'position' ? query.sort : undefined,
  order: query.order === 'desc' ? 'desc' : undefined,
  page: query.page > 1 ? String(query.page) : undefined,
  per_page: query.per_page !== PER_PAGE ? String(query.per_page) : undefined,
});

/** /{lang}/admin/eshop-categories: the category tree, with its order, visibility and product counts. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, loading, refetch } = useCategories();
  const [query, setQuery] = useUrlQuery(categoriesQueryFromParams, categoriesQueryParams);
  const tree = useMemo(() => buildCategoryTree(data ?? [], lang), [data, lang]);
  const parentOptions = useMemo(() => treeSelectData(tree), [tree]);
  const { q, parent, visibility, sort, order } = query;
  const rows = useMemo(() => toRows(queryCategoryTree(tree, { q, parent, visibility, sort, order }, lang)), [tree, q, parent, visibility, sort, order, lang]);
  const filtered = Boolean(q || parent !== undefined || visibility);
  // Filtered lists open every branch, so each match is seen; a new filter draws the table afresh to open them.
  const tableKey = JSON.stringify([q, parent, visibility]);
  // The top rows are paged; each keeps its subcategories on its page.
  const { tableProps, sortOrder } = listTable<Row, CategorySort>({
    query,
    setQuery,
    total: rows.length,
    totalText: (total) => t('categories.total', { count: total }),
    sorts: SORTS,
    unsorted: { sort: 'position', order: 'asc' },
  });

  async function remove(node: CategoryTreeNode) {
    try {
      await deleteCategory(node.category.id);
      message.success(t('categories.deleted', { name: node.name }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  const newLink = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(localePath('admin-eshop-categories-category', lang, { category: 'new' }))}>
      {t('categories.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('sections.eshopCategories.title')} intro={t('categories.intro')} extra={newLink} />
      <Flex gap="middle" wrap className="admin-toolbar" role="search" aria-label={t('categories.filters')}>
        <ListSearch value={query.q} onSearch={(text) => setQuery((cq) => ({ ...cq, q: text, page: 1 }))} label={t('categories.search')} placeholder={t('categories.searchPlaceholder')} />
        <TreeSelect
          aria-label={t('categories.parentFilter')}
          style={{ minWidth: 240 }}
          treeData={[{ value: 'top', title: t('categories.topLevel'), children: [] }, ...parentOptions]}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          allowClear
          placeholder={t('categories.allLevels')}
          value={parent}
          onChange={(value?: number | 'top') => setQuery((cq) => ({ ...cq, parent: value ?? undefined, page: 1 }))}
        />
        <Select
          aria-label={t('categories.visibility')}
          style={{ minWidth: 180 }}
          value={visibility ?? 'all'}
          onChange={(value) => setQuery((cq) => ({ ...cq, visibility: value === 'all' ? undefined : (value as 'visible' | 'hidden'), page: 1 }))}
          options={[
            { value: 'all', label: t('categories.allVisibilities') },
            { value: 'visible', label: t('categories.visible') },
            { value: 'hidden', label: t('categories.hidden') },
          ]}
        />
      </Flex>
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !data ? (
        <SkeletonPlaceholder active paragraph={{ rows: 8 }} />
      ) : data.length === 0 ? (
        <Empty description={t('categories.empty')} />
      ) : (
        <Table<Row>
          key={tableKey}
          dataSource={rows}
          loading={loading}
          locale={{ emptyText: <Empty description={filtered ? t('categories.noMatch') : t('categories.empty')} /> }}
          {...tableProps}
          expandable={{ defaultExpandAllRows: true }}
          size="middle"
          scroll={{ x: 800 }}
          columns={[
            {
              title: t('categories.name'),
              key: 'name',
              sorter: true,
              sortOrder: sortOrder('name'),
              render: (_, { node }) => (
                <Space>
                  <img src={node.category.thumb_url} alt="" width={40} height={40} className="admin-thumb" />
                  <Link to={localePath('admin-eshop-categories-category', lang, { category: String(node.category.id) })}>{node.name}</Link>
                </Space>
              ),
            },
            { title: t('categories.slug'), key: 'slug', render: (_, { node }) => <Typography.Text code>{node.category.translations[lang]?.slug}</Typography.Text> },
            { title: t('categories.products'), key: 'products', align: 'right', sorter: true, sortOrder: sortOrder('products'), render: (_, { node }) => node.productTotal },
            { title: t('categories.position'), key: 'position', align: 'right', sorter: true, sortOrder: sortOrder('position'), render: (_, { node }) => node.category.position },
            {
              title: t('categories.visibility'),
              key: 'visible',
              render: (_, { node }) => (node.category.visible ? <Tag color="green">{t('categories.visible')}</Tag> : <Tag>{t('categories.hidden')}</Tag>),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, { node }) => (
                <Space>
                  <Link to={localePath('admin-eshop-categories-category', lang, { category: String(node.category.id) })} aria-label={t('common.editNamed', { name: node.name })}>
                    <EditOutlined aria-hidden /> {t('common.edit')}
                  </Link>
                  {canDeleteCategory(node) && (
                  <Popconfirm
                    title={t('categories.deleteConfirm', { name: node.name })}
                    description={t('categories.deleteHint')}
                    okText={t('common.delete')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(node)}
                  >
                    <Button type="link" danger size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t('common.deleteNamed', { name: node.name })}>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
