import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { localePath } from '@shop/shared';
import { Alert, Button, usePageLang } from '@shop/shared/react';
import { useFailureText } from '../../../lib/api-error.ts';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import { changeOwnPassword, describeAdminError, passwordFieldErrors } from '../api/account.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';

interface Values {
  current_password: string;
  new_password: string;
  repeat: string;
}

/**
 * /{lang}/admin/password: the signed-in user's own new password (auth layout, behind RequireUser). After a sign-in
 * with a one-time password it is the only page the admin shows until the user has chosen a password.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const failureText = useFailureText();
  const { user } = useAdminAuth();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Read once: after the change the user is no longer asked to, but the page keeps its words until left.
  const [forced] = useState(() => Boolean(user?.must_change_password));
  const title = t(forced ? 'account.password.forcedTitle' : 'account.password.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  async function onFinish(values: Values) {
    setPending(true);
    setFailure(null);
    try {
      await changeOwnPassword({ current_password: values.current_password, new_password: values.new_password });
      setDone(true);
    } catch (error) {
      const described = describeAdminError(error);
      const fields = passwordFieldErrors(described, t);
      if (fields.length > 0) form.setFields(fields.map((f) => ({ name: f.name as keyof Values, errors: f.errors })));
      setFailure(failureText(described));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={title}>
      {done ? (
        <>
          <Alert type="success" role="status" showIcon title={t('account.password.done')} description={t('account.password.doneDescription')} className="admin-login__alert" />
          <Link to={localePath('admin', lang)} className="admin-login__link">
            {t('account.password.continue')}
          </Link>
        </>
      ) : (
        <>
          <p className="admin-login__intro">{t(forced ? 'account.password.forcedIntro' : 'account.password.intro')}</p>
          {failure && <Alert type="error" showIcon title={t('account.password.failed')} description={failure} className="admin-login__alert" />}
          <Form<Values> form={form} name="admin-password" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending}>
            {/* The account's address for password managers, which file the new password under it. */}
            <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
            <Form.Item
              name="current_password"
              label={t(forced ? 'account.password.currentOneTime' : 'account.password.current')}
              rules={[{ required: true, message: t('account.password.currentRequired') }]}
            >
              <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} aria-required size="large" />
            </Form.Item>
            <NewPasswordFields name="new_password" />
            <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
              {t('account.password.submit')}
            </Button>
          </Form>
          <p className="admin-login__links">
            {forced ? <Link to={localePath('admin-logout', lang)}>{t('account.password.signOut')}</Link> : <Link to={localePath('admin', lang)}>{t('account.password.back')}</Link>}
          </p>
        </>
      )}
    </AuthCard>
  );
}
