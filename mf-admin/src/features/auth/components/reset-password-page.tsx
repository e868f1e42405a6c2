import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import { hasToken, localePath, signOut } from '@shop/shared';
import { Alert, Button, usePageLang } from '@shop/shared/react';
import { useFailureText } from '../../../lib/api-error.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { checkPasswordReset, confirmPasswordReset, describeAdminError, LINK_CODES, passwordFieldErrors } from '../api/account.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';

type LinkState =
  | { status: 'checking' }
  | { status: 'usable'; email: string }
  | { status: 'unusable'; reason: string }
  // The server was not reached or failed: nothing is known of the link yet, so the page offers to ask again.
  | { status: 'failed'; reason: string }
  | { status: 'done' };

/** The token of the mailed link: in the fragment (#token=…), which no server and no Referer ever sees. */
function tokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * /{lang}/admin/reset-password#token=…: the page of a mailed reset link. It checks the link first, so a used or
 * expired one says so before anyone types a password; a working one sets the new password once.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const failureText = useFailureText();
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [form] = Form.useForm<{ password: string; repeat: string }>();
  const [state, setState] = useState<LinkState>(token ? { status: 'checking' } : { status: 'unusable', reason: t('account.reset.missing') });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = t('account.reset.title');
  }, [t]);

  useEffect(() => {
    if (!token) return;
    let active = true;
    checkPasswordReset(token).then(
      // Only a page still checking takes the answer: a later check (new texts loaded) must not undo a reset done.
      ({ email }) => active && setState((prev) => (prev.status === 'checking' ? { status: 'usable', email } : prev)),
      (error: unknown) => {
        const described = describeAdminError(error);
        const next: LinkState = described.code && LINK_CODES.includes(described.code) ? { status: 'unusable', reason: failureText(described) } : { status: 'failed', reason: failureText(described) };
        if (active) setState((prev) => (prev.status === 'checking' ? next : prev));
      },
    );
    return () => {
      active = false;
    };
  }, [token, failureText, attempt]);

  async function onFinish({ password }: { password: string }) {
    if (!token) return;
    setPending(true);
    setFailure(null);
    try {
      await confirmPasswordReset({ token, password });
      // Every session of the account ended with the reset; a token this browser holds is one of them.
      if (hasToken()) await signOut();
      setState({ status: 'done' });
    } catch (error) {
      const described = describeAdminError(error);
      if (described.code && LINK_CODES.includes(described.code)) {
        setState({ status: 'unusable', reason: failureText(described) });
        return;
      }
      const fields = passwordFieldErrors(described, t);
      if (fields.length > 0) form.setFields(fields.map((f) => ({ name: f.name as 'password', errors: f.errors })));
      setFailure(failureText(described));
    } finally {
      setPending(false);
    }
  }

  if (state.status === 'checking') return <PageLoading message={t('account.reset.checking')} />;

  return (
    <AuthCard title={t('account.reset.title')}>
      {state.status === 'unusable' && (
        <>
          <Alert type="error" showIcon title={t('account.reset.invalidTitle')} description={state.reason} className="admin-login__alert" />
          <p className="admin-login__links">
            <Link to={localePath('admin-forgot-password', lang)}>{t('account.reset.requestNew')}</Link>
          </p>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <Alert type="error" showIcon title={t('common.loadFailed')} description={state.reason} className="admin-login__alert" />
          <Button
            type="primary"
            block
            onClick={() => {
              setState({ status: 'checking' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('common:retry')}
          </Button>
        </>
      )}
      {state.status === 'done' && (
        <>
          <Alert type="success" role="status" showIcon title={t('account.reset.done')} description={t('account.reset.doneDescription')} className="admin-login__alert" />
          <p className="admin-login__links">
            <Link to={localePath('admin-login', lang)}>{t('account.reset.signIn')}</Link>
          </p>
        </>
      )}
      {state.status === 'usable' && (
        <>
          <p className="admin-login__intro">{t('account.reset.intro', { email: state.email })}</p>
          {failure && <Alert type="error" showIcon title={t('account.reset.failed')} description={failure} className="admin-login__alert" />}
          <Form<{ password: string; repeat: string }> form={form} name="admin-reset-password" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending}>
            <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
            <NewPasswordFields name="password" />
            <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
              {t('account.reset.submit')}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
