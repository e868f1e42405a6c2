import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, Flex } from 'antd';

/**
 * The drawer an admin edits one record in: its title as a heading, the form as children, Cancel and Save at the
 * bottom (Save submits the form through `onSave`, shows `saving` and can be held back with `saveDisabled`).
 */
export function EditDrawer({ title, onClose, onSave, saving, saveDisabled = false, children }: { title: string; onClose: () => void; onSave: () => void; saving: boolean; saveDisabled?: boolean; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      open
      size="large"
      title={<h2 className="admin-card-title">{title}</h2>}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={saveDisabled} onClick={onSave}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}
