import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Modal, Select, Switch, type FormInstance } from 'antd';
import type { ManagedUser, Role } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { updateUser } from '../api/users.ts';
import { roleOptions } from '../lib/roles.ts';

export interface UserEditValues {
  name: string;
  role: Role;
  disabled: boolean;
}

/**
 * The dialog that edits an account's name, role and state. Its form is the page's: the row's Edit button fills it as it
 * opens the dialog. One's own role and state are not changed here (one would lock oneself out).
 */
export function UserEditDialog({ user, own, form, onClose, onSaved }: { user: ManagedUser | null; own: boolean; form: FormInstance<UserEditValues>; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);

  async function save(values: UserEditValues) {
    if (!user) return;
    setBusy(true);
    try {
      const saved = await updateUser(user.id, { name: values.name.trim(), role: values.role, disabled: values.disabled });
      message.success(t('users.saved', { email: saved.email }));
      onClose();
      onSaved();
    } catch (e) {
      showFieldErrors(form, e);
      message.error(failureText(describeAdminError(e)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={user !== null} title={t('users.editTitle', { email: user?.email ?? '' })} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} forceRender>
      <Form<UserEditValues> form={form} layout="vertical" onFinish={save} name="edit-user">
        <Form.Item name="name" label={t('users.name')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="role" label={t('users.role')} extra={own ? t('users.ownRoleHint') : t('users.roleHint')}>
          <Select options={roleOptions(t)} disabled={own} />
        </Form.Item>
        <Form.Item name="disabled" label={t('users.state')} valuePropName="checked">
          <Switch checkedChildren={t('users.disabled')} unCheckedChildren={t('users.active')} disabled={own} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
