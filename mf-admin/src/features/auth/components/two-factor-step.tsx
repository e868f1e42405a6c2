import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { Alert, Button } from '@shop/shared/react';
import type { SignInFailure } from '../hooks/use-sign-in.ts';

interface Props {
  pending: boolean;
  failure: SignInFailure | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/**
 * The second step of a sign-in with two-factor sign-in: the six-digit code of the authenticator app, or one of the
 * account's recovery codes (the user switches between the two).
 */
export function TwoFactorStep({ pending, failure, onSubmit, onBack }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ code: string }>();
  const [recovery, setRecovery] = useState(false);

  // A wrong code is named at the field as well; the field is emptied for the next try.
  useEffect(() => {
    if (failure?.fields.code) form.setFields([{ name: 'code', value: '', errors: [failure.message] }]);
  }, [failure, form]);

  function switchKind() {
    setRecovery((r) => !r);
    form.resetFields();
  }

  return (
    <>
      <p className="admin-login__intro">{t(recovery ? 'login.code.recoveryIntro' : 'login.code.intro')}</p>
      {failure && <Alert type="error" showIcon title={t('login.failed')} description={failure.message} className="admin-login__alert" />}
      <Form<{ code: string }> form={form} name="admin-login-code" layout="vertical" requiredMark={false} noValidate onFinish={(v) => onSubmit(v.code.trim())} disabled={pending}>
        {recovery ? (
          <Form.Item key="recovery" name="code" label={t('login.code.recoveryLabel')} rules={[{ required: true, whitespace: true, message: t('login.code.recoveryRequired') }]}>
            <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} prefix={<SafetyOutlined aria-hidden />} aria-required size="large" autoFocus />
          </Form.Item>
        ) : (
          <Form.Item
            key="app"
            name="code"
            label={t('login.code.label')}
            rules={[{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t('login.code.required') }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} prefix={<SafetyOutlined aria-hidden />} aria-required size="large" autoFocus />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
          {t('login.code.submit')}
        </Button>
      </Form>
      <p className="admin-login__links">
        <Button type="text" onClick={switchKind} disabled={pending}>
          {t(recovery ? 'login.code.useApp' : 'login.code.useRecovery')}
        </Button>
        <Button type="text" onClick={onBack} disabled={pending}>
          {t('login.code.back')}
        </Button>
      </p>
    </>
  );
}
