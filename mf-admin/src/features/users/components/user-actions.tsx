import { useTranslation } from 'react-i18next';
import { Button, Popconfirm, Space } from 'antd';
import { KeyOutlined, EditOutlined, StopOutlined, CheckCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { localePath, type ManagedUser } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { resetTwoFactor, setUserPassword, updateUser } from '../api/users.ts';
import type { OneTimePasswordShown } from './one-time-password-dialog.tsx';

interface UserActionsProps {
  user: ManagedUser;
  /** The signed-in administrator's own row: only Edit and the link to the own password page. */
  self: boolean;
  onEdit: (user: ManagedUser) => void;
  /** The server's answer for the row, shown before the list is asked again. */
  onSaved: (user: ManagedUser) => void;
  /** Something changed: the list is asked again. */
  onChanged: () => void;
  onPassword: (shown: OneTimePasswordShown) => void;
}

/** An account row's buttons: edit, a new one-time password, resetting the second factor, disabling or enabling, each confirmed first. */
export function UserActions({ user: u, self, onEdit, onSaved, onChanged, onPassword }: UserActionsProps) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();

  async function setDisabled(user: ManagedUser, disabled: boolean) {
    try {
      await updateUser(user.id, { name: user.name, role: user.role, disabled });
      message.success(t(disabled ? 'users.disabledDone' : 'users.enabledDone', { email: user.email }));
      onChanged();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  async function resetSecondFactor(user: ManagedUser) {
    try {
      const saved = await resetTwoFactor(user.id);
      // The row shows the server's answer at once; the list is then asked again (a filter may no longer hold it).
      onSaved(saved);
      message.success(t('users.twoFactorResetDone', { email: user.email }));
      onChanged();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  async function newPassword(user: ManagedUser) {
    try {
      const result = await setUserPassword(user.id);
      if (result.one_time_password) onPassword({ email: user.email, password: result.one_time_password });
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  return (
    <Space wrap>
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('common.editNamed', { name: u.email })}
        onClick={() => onEdit(u)}
      >
        {t('common.edit')}
      </Button>
      {self ? (
        // One's own password is changed with the current one, on the own password page (the server
        // refuses it here).
        <Link to={localePath('admin-password', lang)}>
          <KeyOutlined aria-hidden /> {t('users.ownPassword')}
        </Link>
      ) : (
        <Popconfirm title={t('users.newPasswordConfirm', { email: u.email })} okText={t('users.newPassword')} cancelText={t('common.cancel')} onConfirm={() => newPassword(u)}>
          <Button size="small" icon={<KeyOutlined aria-hidden />} aria-label={t('users.newPasswordOf', { email: u.email })}>
            {t('users.newPassword')}
          </Button>
        </Popconfirm>
      )}
      {!self && u.two_factor && (
        <Popconfirm
          title={t('users.resetTwoFactorConfirm', { email: u.email })}
          description={t('users.resetTwoFactorHint')}
          okText={t('users.resetTwoFactor')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => resetSecondFactor(u)}
        >
          <Button size="small" icon={<SafetyOutlined aria-hidden />} aria-label={t('users.resetTwoFactorOf', { email: u.email })}>
            {t('users.resetTwoFactor')}
          </Button>
        </Popconfirm>
      )}
      {!self &&
        (u.disabled ? (
          <Popconfirm title={t('users.enableConfirm', { email: u.email })} okText={t('users.enable')} cancelText={t('common.cancel')} onConfirm={() => setDisabled(u, false)}>
            <Button size="small" icon={<CheckCircleOutlined aria-hidden />} aria-label={t('users.enableOf', { email: u.email })}>
              {t('users.enable')}
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm
            title={t('users.disableConfirm', { email: u.email })}
            description={t('users.disableHint')}
            okText={t('users.disable')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => setDisabled(u, true)}
          >
            <Button size="small" danger icon={<StopOutlined aria-hidden />} aria-label={t('users.disableOf', { email: u.email })}>
              {t('users.disable')}
            </Button>
          </Popconfirm>
        ))}
    </Space>
  );
}
