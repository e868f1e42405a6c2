import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { localePath } from '@shop/shared';
import { Alert, Button, usePageLang } from '@shop/shared/react';
import { useFailureText } from '../../../lib/api-error.ts';
import { describeAdminError, requestPasswordReset } from '../api/account.ts';

/**
 * /{lang}/admin/forgot-password (guests): asks for a reset link. The answer is the same whether an account has the
 * address or not, and so is what the page says.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const failureText = useFailureText();
  const [form] = Form.useForm<{ email: string }>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('account.forgot.title');
  }, [t]);

  async function onFinish({ email }: { email: string }) {
    setPending(true);
    setFailure(null);
    try {
      // The page's language goes with the call (Localization header): the mail is written in it.
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(failureText(describeAdminError(error)));
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="admin-login">
      <section className="admin-login__card" aria-labelledby="admin-forgot-title">
        <h1 className="admin-login__title" id="admin-forgot-title">
          {t('account.forgot.title')}
        </h1>
        {sentTo ? (
          <Alert type="success" role="status" showIcon title={t('account.forgot.sentTitle')} description={t('account.forgot.sent', { email: sentTo })} className="admin-login__alert" />
        ) : (
          <>
            <p className="admin-login__intro">{t('account.forgot.intro')}</p>
            {failure && <Alert type="error" showIcon title={t('account.forgot.failed')} description={failure} className="admin-login__alert" />}
            <Form<{ email: string }> form={form} name="admin-forgot-password" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending}>
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
              <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
                {t('account.forgot.submit')}
              </Button>
            </Form>
          </>
        )}
        <p className="admin-login__links">
          <Link to={localePath('admin-login', lang)}>{t('account.forgot.backToLogin')}</Link>
        </p>
      </section>
    </main>
  );
}
