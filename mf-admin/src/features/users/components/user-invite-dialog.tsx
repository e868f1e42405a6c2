import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Modal, Radio, Select } from 'antd';
import type { Role, UserCreateInput, UserWithPassword } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { inviteUser } from '../api/users.ts';
import { roleOptions } from '../lib/roles.ts';

const MIN_PASSWORD = 10;

interface InviteValues {
  email: string;
  name: string;
  role: Role;
  mode: 'generate' | 'set';
  password?: string;
}

/**
 * The dialog that invites a new account: its e-mail, name and role, and a password the server makes (shown once,
 * by the page) or one the administrator sets.
 */
export function UserInviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (result: UserWithPassword) => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [inviteForm] = Form.useForm<InviteValues>();
  const mode = Form.useWatch('mode', inviteForm);

  async function invite(values: InviteValues) {
    setBusy(true);
    try {
      const input: UserCreateInput = { email: values.email.trim(), name: values.name.trim(), role: values.role, ...(values.mode === 'set' && values.password ? { password: values.password } : {}) };
      const result = await inviteUser(input);
      message.success(t('users.invited', { email: result.data.email }));
      onClose();
      inviteForm.resetFields();
      onInvited(result);
    } catch (e) {
      // A refused password (password.weak) or a taken e-mail is said under its field, in the page's language.
      showFieldErrors(inviteForm, e);
      message.error(failureText(describeAdminError(e)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('users.inviteTitle')} onCancel={onClose} onOk={() => inviteForm.submit()} okText={t('users.invite')} cancelText={t('common.cancel')} confirmLoading={busy} destroyOnHidden forceRender>
      <Form<InviteValues> form={inviteForm} layout="vertical" initialValues={{ role: 'editor', mode: 'generate' }} onFinish={invite} name="invite-user">
        <Form.Item name="email" label={t('users.email')} validateFirst rules={[{ required: true, whitespace: true, message: t('validation.emailRequired') }, { type: 'email', message: t('validation.email') }]}>
          <Input type="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item name="name" label={t('users.name')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 200 }]}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('users.role')} extra={t('users.roleHint')}>
          <Select options={roleOptions(t)} />
        </Form.Item>
        <Form.Item name="mode" label={t('users.passwordMode')}>
          <Radio.Group
            options={[
              { value: 'generate', label: t('users.generate') },
              { value: 'set', label: t('users.setPassword') },
            ]}
          />
        </Form.Item>
        {mode === 'set' && (
          <Form.Item name="password" label={t('users.password')} extra={t('users.passwordHint')} rules={[{ required: true, message: t('validation.passwordRequired') }, { min: MIN_PASSWORD, message: t('validation.passwordLength', { n: MIN_PASSWORD }) }, { max: 200 }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
