import type { ReactNode } from 'react';
import type { DiscardGuard } from '../lib/use-discard-guard.tsx';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, Flex } from 'antd';

/**
 * The drawer an admin edits one record in: its title as a heading, the form as children, Cancel and Save at the
 * bottom (Save submits the form through `onSave`, shows `saving` and can be held back with `saveDisabled`).
 * With a `guard`, every way of closing it (Esc, Cancel, ×, a click outside) asks before edits are discarded.
 * `actions`: further buttons of the record (e.g. a post's Preview), at the start of the bottom row.
 */
export function EditDrawer({
  title,
  onClose,
  onSave,
  saving,
  saveDisabled = false,
  guard,
  actions,
  children,
}: {
  title: string;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  saveDisabled?: boolean;
  guard?: DiscardGuard;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const close = guard ? () => guard.confirmDiscard(onClose) : onClose;
  return (
    <Drawer
      open
      size="large"
      title={<h2 className="admin-card-title">{title}</h2>}
      onClose={close}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end" wrap>
          {actions ? <span style={{ marginInlineEnd: 'auto' }}>{actions}</span> : null}
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={saveDisabled} onClick={onSave}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {children}
      {guard?.contextHolder}
    </Drawer>
  );
}
