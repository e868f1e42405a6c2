import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Popconfirm, Switch, Typography } from 'antd';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { setTwoFactorRequirement, useTwoFactorRequirement } from '../api/users.ts';

/**
 * The administrators' switch: two-factor sign-in required of every account. An account without it can then only set
 * it up (the server refuses the switch while the administrator has none: it would shut them out at once).
 */
export function TwoFactorRequirementSwitch({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, refetch } = useTwoFactorRequirement();
  const [saving, setSaving] = useState(false);

  async function change(required: boolean) {
    setSaving(true);
    try {
      await setTwoFactorRequirement(required);
      message.success(t(required ? 'users.twoFactorRequiredOn' : 'users.twoFactorRequiredOff'));
      refetch();
      onChanged();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  if (error && !data) return <Alert type="warning" showIcon title={t('users.twoFactorRequirementFailed')} action={<Button size="small" onClick={refetch}>{t('common:retry')}</Button>} className="admin-users__requirement" />;
  const required = data?.required ?? false;
  return (
    <div className="admin-users__requirement">
      <Popconfirm
        title={t(required ? 'users.twoFactorRequireOffConfirm' : 'users.twoFactorRequireOnConfirm')}
        okText={t(required ? 'users.twoFactorRequireOff' : 'users.twoFactorRequireOn')}
        cancelText={t('common.cancel')}
        onConfirm={() => change(!required)}
      >
        <Switch checked={required} loading={!data || saving} aria-labelledby="two-factor-required-label" aria-describedby="two-factor-required-hint" />
      </Popconfirm>
      <div>
        <Typography.Text strong id="two-factor-required-label">
          {t('users.twoFactorRequired')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" id="two-factor-required-hint" className="admin-users__requirement-hint">
          {t('users.twoFactorRequiredHint')}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
