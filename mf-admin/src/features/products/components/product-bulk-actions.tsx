import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Modal, TreeSelect, Typography } from 'antd';
import type { ProductBulkAction } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import type { TreeSelectNode } from '../../../lib/category-tree.ts';
import { bulkProducts } from '../api/bulk-products.ts';

/** The "without a category" choice of the move (the tree's values are category ids). */
const NO_CATEGORY = 0;

/**
 * Publish, unpublish or move the selected rows: asks first, then one request (one transaction and one audit entry
 * on the server); the list refreshes and the selection is cleared.
 */
export function ProductBulkActions({
  selected,
  categoryOptions,
  onDone,
  onClear,
}: {
  selected: number[];
  categoryOptions: TreeSelectNode[];
  onDone: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [modal, contextHolder] = Modal.useModal();
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState<ProductBulkAction | null>(null);
  const count = selected.length;

  function targetName(): string {
    if (target === NO_CATEGORY) return t('products.noCategory');
    const find = (nodes: readonly TreeSelectNode[]): string | undefined => {
      for (const node of nodes) {
        if (node.value === target) return String(node.title);
        const inner = find(node.children ?? []);
        if (inner) return inner;
      }
      return undefined;
    };
    return find(categoryOptions) ?? '';
  }

  async function run(action: ProductBulkAction) {
    const question = action === 'move' ? t('productsBulk.moveConfirm', { count, category: targetName() }) : t(`productsBulk.${action}Confirm`, { count });
    const agreed = await modal.confirm({ title: question, okText: t(`productsBulk.${action}`), cancelText: t('common.cancel') });
    if (!agreed) return;
    setBusy(action);
    try {
      const result = await bulkProducts({ ids: selected, action, ...(action === 'move' ? { category_id: target === NO_CATEGORY ? null : (target ?? null) } : {}) });
      message.success(t('productsBulk.done', { count: result.changed }));
      onDone();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex gap="small" wrap align="center" className="admin-toolbar" role="group" aria-label={t('productsBulk.label')}>
      {contextHolder}
      <Typography.Text strong>{t('productsBulk.selected', { count })}</Typography.Text>
      <Button onClick={() => void run('publish')} loading={busy === 'publish'} disabled={busy !== null}>
        {t('productsBulk.publish')}
      </Button>
      <Button onClick={() => void run('unpublish')} loading={busy === 'unpublish'} disabled={busy !== null}>
        {t('productsBulk.unpublish')}
      </Button>
      <TreeSelect
        aria-label={t('productsBulk.moveTarget')}
        placeholder={t('productsBulk.moveTarget')}
        treeData={[{ value: NO_CATEGORY, title: t('products.noCategory') }, ...categoryOptions]}
        treeDefaultExpandAll
        showSearch
        treeNodeFilterProp="title"
        style={{ minWidth: 220 }}
        value={target}
        onChange={(value?: number) => setTarget(value)}
      />
      <Button onClick={() => void run('move')} loading={busy === 'move'} disabled={busy !== null || target === undefined}>
        {t('productsBulk.move')}
      </Button>
      <Button type="link" onClick={onClear}>
        {t('productsBulk.clear')}
      </Button>
    </Flex>
  );
}
