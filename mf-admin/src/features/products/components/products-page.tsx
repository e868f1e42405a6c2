import { cloneElement, isValidElement, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Flex, Popconfirm, Select, Space, Switch, Table, Tag, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { formatPrice, type AdminProductListItem, type AdminProductQuery, type ProductSort } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { ListSearch } from '../../../components/list-search.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { buildCategoryTree, treeSelectData } from '../../../lib/category-tree.ts';
import { centsToEuros, withVatCents } from '../../../lib/money.ts';
import { formatDate } from '../../../lib/labels.ts';
import { positiveInt, useUrlQuery } from '../../../lib/use-url-query.ts';
import { listPageSize, listTable } from '../../../lib/list-table.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { exportProducts } from '../api/export-products.ts';
import { deleteProduct, setProductPublished, useProducts } from '../api/products.ts';
import { ImportProductsDialog } from './import-products-dialog.tsx';
import { ProductBulkActions } from './product-bulk-actions.tsx';
import { ProductDrawer } from './product-drawer.tsx';

/** The columns the table sorts by (their keys are the sorts' names). */
const COLUMN_SORTS: readonly ProductSort[] = ['name', 'price', 'updated_at', 'published', 'position'];

const PRODUCT_SORTS: readonly ProductSort[] = ['name', 'price', 'updated_at', 'created_at', 'position', 'published'];
const PAGE_SIZES = [10, 20, 50, 100];

type ProductsQuery = AdminProductQuery & { page: number; per_page: number };

/** The product list's query as the address says it (?q=&category=&published=draft&sort=price&order=desc&page=2&per_page=50). */
function productQueryFromParams(params: URLSearchParams): ProductsQuery {
  const sort = params.get('sort') as ProductSort | null;
  const published = params.get('published');
  const q = params.get('q')?.trim().slice(0, 200);
  const category = params.get('category');
  return {
    page: positiveInt(params.get('page'), 1),
    per_page: listPageSize(params.get('per_page'), 20, PAGE_SIZES),
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : 'position',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    ...(q ? { q } : {}),
    ...(category ? { category_id: positiveInt(category, 0) || undefined } : {}),
    ...(published === 'published' || published === 'draft' ? { published: published === 'published' } : {}),
  };
}

function productQueryParams(query: AdminProductQuery): Record<string, string | undefined> {
  return {
    q: query.q || undefined,
    category: query.category_id ? String(query.category_id) : undefined,
    published: query.published === undefined ? undefined : query.published ? 'published' : 'draft',
    sort: query.sort && query.sort !== 'position' ? query.sort : undefined,
    order: query.order === 'desc' ? 'desc' : undefined,
    page: query.page && query.page > 1 ? String(query.page) : undefined,
    per_page: query.per_page && query.per_page !== 20 ? String(query.per_page) : undefined,
  };
}

/** /{lang}/admin/eshop-products: a server-paginated, sortable, searchable table; the form opens in a drawer (?edit=). */
export function ProductsPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useUrlQuery(productQueryFromParams, productQueryParams);
  const [version, setVersion] = useState(0);
  const { data, error, loading, refetch } = useProducts(query, version);
  const categories = useCategoryOptions();
  const categoryOptions = useMemo(() => treeSelectData(buildCategoryTree(categories.data ?? [], lang)), [categories.data, lang]);
  const editing = params.get('edit');
  const reload = () => setVersion((v) => v + 1);
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      await exportProducts(query);
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    } finally {
      setExporting(false);
    }
  }

  const openEditor = (id: number | 'new') => setParams((p) => (p.set('edit', String(id)), p));
  const closeEditor = () => setParams((p) => (p.delete('edit'), p), { replace: true });

  async function togglePublished(item: AdminProductListItem, published: boolean) {
    try {
      await setProductPublished(item.id, published);
      message.success(t(published ? 'products.publishedDone' : 'products.unpublishedDone', { name: item.name }));
      reload();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  async function remove(item: AdminProductListItem) {
    try {
      await deleteProduct(item.id);
      message.success(t('products.deleted', { name: item.name }));
      reload();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  const { tableProps, sortOrder } = listTable<AdminProductListItem, ProductSort>({
    query,
    setQuery,
    meta: data?.meta,
    totalText: (total) => t('products.total', { count: total }),
    pageSizes: PAGE_SIZES,
    sorts: COLUMN_SORTS,
    unsorted: { sort: 'position', order: 'asc' },
  });

  return (
    <>
      <PageHeader
        title={t('sections.eshopProducts.title')}
        intro={t('products.intro')}
        extra={
          <Space wrap>
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void download()}>
              {t('productsImport.export')}
            </Button>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
              {t('productsImport.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openEditor('new')}>
              {t('products.new')}
            </Button>
          </Space>
        }
      />
      <Flex gap="middle" wrap className="admin-toolbar" role="search" aria-label={t('products.filters')}>
        <ListSearch value={query.q} onSearch={(text) => setQuery((q) => ({ ...q, q: text, page: 1 }))} label={t('products.search')} placeholder={t('products.searchPlaceholder')} />
        <TreeSelect
          aria-label={t('products.category')}
          placeholder={t('products.allCategories')}
          treeData={categoryOptions}
          allowClear
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          style={{ minWidth: 240 }}
          value={query.category_id}
          onChange={(value?: number) => setQuery((q) => ({ ...q, category_id: value, page: 1 }))}
        />
        <Select
          aria-label={t('products.status')}
          style={{ minWidth: 180 }}
          value={query.published === undefined ? 'all' : query.published ? 'published' : 'draft'}
          onChange={(value) => setQuery((q) => ({ ...q, published: value === 'all' ? undefined : value === 'published', page: 1 }))}
          options={[
            { value: 'all', label: t('products.allStatuses') },
            { value: 'published', label: t('products.published') },
            { value: 'draft', label: t('products.draft') },
          ]}
        />
      </Flex>
      {selected.length > 0 && (
        <ProductBulkActions
          selected={selected}
          categoryOptions={categoryOptions}
          onClear={() => setSelected([])}
          onDone={() => {
            setSelected([]);
            reload();
          }}
        />
      )}
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : (
        <Table<AdminProductListItem>
          rowKey="id"
          dataSource={data?.data ?? []}
          // Kept across pages, so products of several pages can be changed at once.
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (item) => ({ 'aria-label': t('productsBulk.select', { name: item.name }) }),
            // antd names its select-all box in English whatever the locale: give it the admin's words.
            columnTitle: (checkbox) => <SelectPageBox checkbox={checkbox} label={t('productsBulk.selectPage')} />,
          }}
          loading={loading || !data}
          size="middle"
          scroll={{ x: 960 }}
          locale={{ emptyText: <Empty description={query.q ? t('products.noMatch', { q: query.q }) : t('products.empty')} /> }}
          {...tableProps}
          columns={[
            {
              title: t('products.image'),
              key: 'thumb',
              width: 72,
              render: (_, item) => <img src={item.thumb_url} alt="" width={56} height={42} className="admin-thumb" />,
            },
            {
              title: t('products.name'),
              key: 'name',
              sorter: true,
              sortOrder: sortOrder('name'),
              render: (_, item) => (
                <Button type="link" onClick={() => openEditor(item.id)} className="admin-link-button" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
                  {item.name}
                </Button>
              ),
            },
            { title: t('products.category'), key: 'category', render: (_, item) => item.category?.name ?? <Typography.Text type="secondary">{t('products.noCategory')}</Typography.Text> },
            {
              title: t('products.price'),
              key: 'price',
              sorter: true,
              sortOrder: sortOrder('price'),
              align: 'right',
              render: (_, item) => (
                <span>
                  {formatPrice(centsToEuros(item.price_cents), lang)}
                  <br />
                  <Typography.Text type="secondary">
                    {t('products.withVatShort', { price: formatPrice(centsToEuros(withVatCents(item.price_cents, item.vat_rate)), lang), rate: item.vat_rate })}
                  </Typography.Text>
                </span>
              ),
            },
            {
              title: t('products.status'),
              key: 'published',
              sorter: true,
              sortOrder: sortOrder('published'),
              render: (_, item) => (
                <Space>
                  <Switch size="small" checked={item.published} onChange={(v) => togglePublished(item, v)} aria-label={t('products.publishedOf', { name: item.name })} />
                  {item.published ? <Tag color="green">{t('products.published')}</Tag> : <Tag>{t('products.draft')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('products.updated'),
              key: 'updated_at',
              sorter: true,
              sortOrder: sortOrder('updated_at'),
              render: (_, item) => formatDate(item.updated_at, lang),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, item) => (
                <Space>
                  <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => openEditor(item.id)} aria-label={t('common.editNamed', { name: item.name })}>
                    {t('common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('products.deleteConfirm', { name: item.name })}
                    description={t('products.deleteHint')}
                    okText={t('common.delete')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(item)}
                  >
                    <Button type="link" danger size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t('common.deleteNamed', { name: item.name })}>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      <ImportProductsDialog open={importing} onClose={() => setImporting(false)} onImported={reload} />
      {editing !== null && (
        <ProductDrawer
          id={editing === 'new' ? null : Number(editing)}
          categoryOptions={categoryOptions}
          onClose={closeEditor}
          onSaved={(saved, created) => {
            reload();
            if (created) setParams((p) => (p.set('edit', String(saved.id)), p), { replace: true });
          }}
        />
      )}
    </>
  );
}

/**
 * The select-all box of the list's header. antd's table also draws every column title in a hidden row that measures
 * the columns' widths (inside an aria-hidden row): there the copy of the box is made inert, so the keyboard meets the
 * box once (issue 47: a second, invisible Tab stop).
 */
function SelectPageBox({ checkbox, label }: { checkbox: ReactNode; label: string }) {
  if (!isValidElement<{ 'aria-label'?: string }>(checkbox)) return checkbox;
  return (
    <span
      className="select-page-box"
      ref={(element) => {
        if (element) element.inert = element.closest('[aria-hidden="true"]') !== null;
      }}
    >
      {cloneElement(checkbox, { 'aria-label': label })}
    </span>
  );
}
