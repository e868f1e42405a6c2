import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import { localePath } from '@shop/shared';
import { Alert, Button, usePageLang } from '@shop/shared/react';
import { useFailureText } from '../../../lib/api-error.ts';
import { describeAdminError, requestPasswordReset } from '../api/account.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';

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
    <AuthCard title={t('account.forgot.title')}>
      {sentTo ? (
        <Alert type="success" role="status" showIcon title={t('account.forgot.sentTitle')} description={t('account.forgot.sent', { email: sentTo })} className="admin-login__alert" />
      ) : (
        <>
          <p className="admin-login__intro">{t('account.forgot.intro')}</p>
          {failure && <Alert type="error" showIcon title={t('account.forgot.failed')} description={failure} className="admin-login__alert" />}
          <Form<{ email: string }> form={form} name="admin-forgot-password" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending}>
            <EmailField />
            <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
              {t('account.forgot.submit')}
            </Button>
          </Form>
        </>
      )}
      <p className="admin-login__links">
        <Link to={localePath('admin-login', lang)}>{t('account.forgot.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
