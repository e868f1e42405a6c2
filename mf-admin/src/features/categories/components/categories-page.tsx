import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { localePath } from '@shop/shared';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { canDeleteCategory, buildCategoryTree, type CategoryTreeNode } from '../../../lib/category-tree.ts';
import { deleteCategory, useCategories } from '../api/categories.ts';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';

interface Row {
  key: number;
  node: CategoryTreeNode;
  children?: Row[];
}

const toRows = (nodes: CategoryTreeNode[]): Row[] =>
  nodes.map((node) => ({ key: node.category.id, node, ...(node.children.length > 0 ? { children: toRows(node.children) } : {}) }));

/** /{lang}/admin/eshop-categories: the category tree, with its order, visibility and product counts. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, loading, refetch } = useCategories();
  const rows = useMemo(() => toRows(buildCategoryTree(data ?? [], lang)), [data, lang]);

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
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !data ? (
        <SkeletonPlaceholder active paragraph={{ rows: 8 }} />
      ) : rows.length === 0 ? (
        <Empty description={t('categories.empty')} />
      ) : (
        <Table<Row>
          dataSource={rows}
          loading={loading}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          size="middle"
          scroll={{ x: 800 }}
          columns={[
            {
              title: t('categories.name'),
              key: 'name',
              render: (_, { node }) => (
                <Space>
                  <img src={node.category.thumb_url} alt="" width={40} height={40} className="admin-thumb" />
                  <Link to={localePath('admin-eshop-categories-category', lang, { category: String(node.category.id) })}>{node.name}</Link>
                </Space>
              ),
            },
            { title: t('categories.slug'), key: 'slug', render: (_, { node }) => <Typography.Text code>{node.category.translations[lang]?.slug}</Typography.Text> },
            { title: t('categories.products'), key: 'products', align: 'right', render: (_, { node }) => node.productTotal },
            { title: t('categories.position'), key: 'position', align: 'right', render: (_, { node }) => node.category.position },
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
