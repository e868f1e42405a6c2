import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { localePath, type LoginBody } from '@shop/shared';
// The shop's own button and alert, as on the public pages: the sign-in then loads antd's forms alone, not the chunk
// of the admin's screens (tables, pickers, uploads) before anyone has signed in.
import { Alert, Button } from '@shop/shared/react';
import { usePageLang } from '../../../lib/use-page-lang.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';

/** /{lang}/admin/login: the sign-in form of the administration (auth layout, guests only). */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginBody>();
  const { submit, pending, failure } = useSignIn();
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

  async function onFinish(values: LoginBody) {
    const user = await submit({ email: values.email.trim(), password: values.password });
    if (!user) return; // the password stays, so a typo can be fixed
    setLeaving(true);
    navigate(localePath('admin', lang));
  }

  return (
    <main className="admin-login">
      {/* A plain box and plain text, not antd's Card and Typography: both are admin-only components, deferred in the
          kit, and the sign-in page would load the whole deferred chunk (~100 KB) for a border and a heading. */}
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <h1 className="admin-login__title" id="admin-login-title">
          {t('login.title')}
        </h1>
        <p className="admin-login__intro">{t('login.intro')}</p>
        {failure && <Alert type="error" showIcon title={t('login.failed')} description={failure.message} className="admin-login__alert" />}
        <Form<LoginBody> form={form} name="admin-login" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending || leaving}>
          <Form.Item
            name="email"
            label={t('login.email')}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('login.emailRequired') },
              { type: 'email', message: t('login.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="username" inputMode="email" prefix={<MailOutlined aria-hidden />} aria-required size="large" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} aria-required size="large" />
          </Form.Item>
          {/* The shop's button does not read antd's form state: it is disabled with the form. */}
          <Button type="primary" htmlType="submit" size="large" block loading={pending || leaving} disabled={pending || leaving}>
            {t('login.submit')}
          </Button>
        </Form>
      </section>
    </main>
  );
}
