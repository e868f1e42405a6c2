import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { localePath, RETURN_PARAM, safeAdminReturnPath, type AdminUser, type LoginBody } from '@shop/shared';
// The shop's own button and alert, as on the public pages: the sign-in then loads antd's forms alone, not the chunk
// of the admin's screens (tables, pickers, uploads) before anyone has signed in.
import { Alert, Button, usePageLang } from '@shop/shared/react';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';

/** /{lang}/admin/login: the sign-in form of the administration (auth layout, guests only). */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<LoginBody>();
  const { submit, submitCode, pending, failure, clearFailure } = useSignIn();
  // Set after a right password of an account with two-factor sign-in: the page then asks for the code.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Signed in, on the way to the dashboard: the page stays until the dashboard's code has arrived (a transition),
  // so the button keeps saying it is busy instead of showing an idle form.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    document.title = t('login.title');
  }, [t]);

  // Server-side field errors (422) appear next to their fields, like the client-side ones.
  useEffect(() => {
    const entries = Object.entries(failure?.fields ?? {}).filter(([name]) => name === 'email' || name === 'password');
    if (entries.length > 0) form.setFields(entries.map(([name, message]) => ({ name: name as keyof LoginBody, errors: [message] })));
  }, [failure, form]);

  // The code step ran out of time, its challenge was used, or it took too many wrong codes: back to the password,
  // with the reason above it.
  const codeStep = challenge !== null && failure?.code !== 'auth.challengeExpired' && failure?.code !== 'auth.challengeEnded';

  function leave(user: AdminUser) {
    setLeaving(true);
    // A one-time password leads only to choosing one's own (issue 29, 7); a required second factor to setting it up.
    if (user.must_change_password) {
      navigate(localePath('admin-password', lang), { replace: true });
      return;
    }
    if (user.must_enable_two_factor) {
      navigate(localePath('admin-two-factor', lang), { replace: true });
      return;
    }
    // Back to the page that was asked for (only an admin page of this site), else the dashboard.
    navigate(safeAdminReturnPath(searchParams.get(RETURN_PARAM)) ?? localePath('admin', lang));
  }

  async function onFinish(values: LoginBody) {
    const step = await submit({ email: values.email.trim(), password: values.password });
    if (!step) return; // the password stays, so a typo can be fixed
    if ('challenge' in step) {
      setChallenge(step.challenge);
      return;
    }
    leave(step.user);
  }

  async function onCode(code: string) {
    if (!challenge) return;
    const user = await submitCode(challenge, code);
    if (user) leave(user);
  }

  function backToPassword() {
    clearFailure();
    setChallenge(null);
    form.setFieldValue('password', '');
  }

  return (
    <AuthCard title={t('login.title')}>
      {codeStep && <TwoFactorStep pending={pending || leaving} failure={failure} onSubmit={onCode} onBack={backToPassword} />}
      {/* Hidden, not unmounted, during the code step: back from it, the e-mail is still filled in. */}
      <div hidden={codeStep}>
        <p className="admin-login__intro">{t('login.intro')}</p>
        {failure && !codeStep && <Alert type="error" showIcon title={t('login.failed')} description={failure.message} className="admin-login__alert" />}
        <Form<LoginBody> form={form} name="admin-login" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending || leaving}>
          <EmailField />
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} aria-required size="large" />
          </Form.Item>
          {/* The shop's button does not read antd's form state: it is disabled with the form. */}
          <Button type="primary" htmlType="submit" size="large" block loading={pending || leaving} disabled={pending || leaving}>
            {t('login.submit')}
          </Button>
        </Form>
        <p className="admin-login__links">
          <Link to={localePath('admin-forgot-password', lang)}>{t('account.forgot.link')}</Link>
        </p>
      </div>
    </AuthCard>
  );
}
