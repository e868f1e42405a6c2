import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Form, Input, QRCode, Typography } from 'antd';
import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { localePath, type TwoFactorSetupAnswer } from '@shop/shared';
import { Alert, Button, usePageLang } from '@shop/shared/react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { describeAdminError, translateServerMessage, useFailureText } from '../../../lib/api-error.ts';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import { confirmTwoFactor, disableTwoFactor, renewRecoveryCodes, startTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor.ts';
import { AuthCard } from './auth-card.tsx';

/** The secret in groups of four, as apps ask for it when typed ("ABCD EFGH …"). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A form that calls the server on submit: `pending` while it runs; on failure the field the server named shows its
 * message and the rest goes above the form (`failure`).
 */
function useServerForm<Values>(submit: (values: Values) => Promise<void>) {
  const failureText = useFailureText();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function onFinish(values: Values) {
    setPending(true);
    setFailure(null);
    try {
      await submit(values);
    } catch (error) {
      const described = describeAdminError(error);
      const fields = Object.keys(described.fields).map((name) => ({ name: name as never, errors: [translateServerMessage(described.fieldCodes[name]) ?? described.fields[name]!] }));
      if (fields.length > 0) form.setFields(fields);
      setFailure(failureText(described));
    } finally {
      setPending(false);
    }
  }
  return { form, pending, failure, onFinish };
}

function FailureAlert({ failure }: { failure: string | null }) {
  const { t } = useTranslation('admin');
  return failure ? <Alert type="error" showIcon title={t('account.twoFactor.failed')} description={failure} className="admin-login__alert" /> : null;
}

function CodeField({ label, allowRecovery = false }: { label: string; allowRecovery?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      name="code"
      label={label}
      extra={allowRecovery ? t('account.twoFactor.codeOrRecoveryHint') : undefined}
      rules={[
        { required: true, whitespace: true, message: t('login.code.required') },
        ...(allowRecovery ? [] : [{ pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t('login.code.required') }]),
      ]}
    >
      <Input autoComplete="one-time-code" inputMode={allowRecovery ? 'text' : 'numeric'} maxLength={allowRecovery ? 32 : 7} prefix={<SafetyOutlined aria-hidden />} aria-required size="large" />
    </Form.Item>
  );
}

/** The ten recovery codes, shown once with a copy button; children: the way on once they are saved. */
function RecoveryCodes({ codes, children }: { codes: string[]; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="recovery-codes-title">
      <h2 className="admin-two-factor__heading" id="recovery-codes-title">
        {t('account.twoFactor.codesTitle')}
      </h2>
      <p className="admin-login__intro">{t('account.twoFactor.codesIntro')}</p>
      <ol className="admin-two-factor__codes" aria-label={t('account.twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Typography.Paragraph copyable={{ text: codes.join('\n'), tooltips: [t('users.copy'), t('users.copied')] }}>{t('account.twoFactor.copyCodes')}</Typography.Paragraph>
      <Alert type="warning" showIcon title={t('account.twoFactor.codesWarning')} className="admin-login__alert" />
      {children}
    </section>
  );
}

/** Adding the secret to the app (QR code or typed), then confirming it with a current code. */
function Setup({ setup, onConfirmed }: { setup: TwoFactorSetupAnswer; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation('admin');
  const { form, pending, failure, onFinish } = useServerForm<{ code: string }>(async ({ code }) => onConfirmed(await confirmTwoFactor(code.trim())));

  return (
    <section aria-labelledby="two-factor-setup-title">
      <h2 className="admin-two-factor__heading" id="two-factor-setup-title">
        {t('account.twoFactor.setupTitle')}
      </h2>
      <ol className="admin-two-factor__steps">
        <li>{t('account.twoFactor.stepApp')}</li>
        <li>
          {t('account.twoFactor.stepScan')}
          <div className="admin-two-factor__qr">
            <QRCode value={setup.uri} size={180} bordered={false} type="svg" aria-label={t('account.twoFactor.qrLabel')} role="img" />
          </div>
          <p>{t('account.twoFactor.stepType')}</p>
          <Typography.Text code copyable={{ text: setup.secret, tooltips: [t('users.copy'), t('users.copied')] }} aria-label={t('account.twoFactor.secretLabel')} className="admin-two-factor__secret">
            {grouped(setup.secret)}
          </Typography.Text>
        </li>
        <li>{t('account.twoFactor.stepConfirm')}</li>
      </ol>
      <FailureAlert failure={failure} />
      <Form<{ code: string }> form={form} name="two-factor-confirm" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending}>
        <CodeField label={t('login.code.label')} />
        <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
          {t('account.twoFactor.confirm')}
        </Button>
      </Form>
    </section>
  );
}

/** New recovery codes for a current code; the earlier ones stop working. */
function RenewCodes({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation('admin');
  const { form, pending, failure, onFinish } = useServerForm<{ code: string }>(async ({ code }) => onRenewed(await renewRecoveryCodes(code.trim())));

  return (
    <section aria-labelledby="two-factor-renew-title">
      <h2 className="admin-two-factor__heading" id="two-factor-renew-title">
        {t('account.twoFactor.renewTitle')}
      </h2>
      <p className="admin-login__intro">{t('account.twoFactor.renewIntro')}</p>
      <FailureAlert failure={failure} />
      <Form<{ code: string }> form={form} name="two-factor-renew" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending}>
        <CodeField label={t('account.twoFactor.codeLabel')} allowRecovery />
        <Button htmlType="submit" size="large" block loading={pending} disabled={pending}>
          {t('account.twoFactor.renew')}
        </Button>
      </Form>
    </section>
  );
}

/** Turning two-factor sign-in off: the password and a code. */
function TurnOff({ onOff }: { onOff: () => void }) {
  const { t } = useTranslation('admin');
  const { form, pending, failure, onFinish } = useServerForm<{ password: string; code: string }>(async ({ password, code }) => {
    await disableTwoFactor(password, code.trim());
    onOff();
  });

  return (
    <section aria-labelledby="two-factor-off-title">
      <h2 className="admin-two-factor__heading" id="two-factor-off-title">
        {t('account.twoFactor.offTitle')}
      </h2>
      <p className="admin-login__intro">{t('account.twoFactor.offIntro')}</p>
      <FailureAlert failure={failure} />
      <Form<{ password: string; code: string }> form={form} name="two-factor-off" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} disabled={pending}>
        <Form.Item name="password" label={t('account.password.current')} rules={[{ required: true, message: t('account.password.currentRequired') }]}>
          <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} aria-required size="large" />
        </Form.Item>
        <CodeField label={t('account.twoFactor.codeLabel')} allowRecovery />
        <Button danger htmlType="submit" size="large" block loading={pending} disabled={pending}>
          {t('account.twoFactor.turnOff')}
        </Button>
      </Form>
    </section>
  );
}

/**
 * /{lang}/admin/two-factor: the signed-in user's two-factor sign-in (auth layout, behind RequireUser): set it up with
 * an authenticator app, make new recovery codes, turn it off. While the site requires it of an account without it,
 * this is the only page the admin shows.
 */
export function TwoFactorPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const failureText = useFailureText();
  const { user } = useAdminAuth();
  const { data: status, error, refetch } = useTwoFactorStatus();
  // Read once: after enrolment the user is no longer asked to, but the page keeps its words until left.
  const [forced] = useState(() => Boolean(user?.must_enable_two_factor));
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  const title = t(forced ? 'account.twoFactor.forcedTitle' : 'account.twoFactor.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  async function start() {
    setStarting(true);
    setStartFailure(null);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (e) {
      setStartFailure(failureText(describeAdminError(e)));
    } finally {
      setStarting(false);
    }
  }

  function codesShown() {
    setCodes(null);
    setSetup(null);
    refetch();
  }

  if (error && !status) {
    return (
      <main className="admin-login">
        <LoadFailed failure={error} onRetry={refetch} />
      </main>
    );
  }
  if (!status) return <PageLoading message={t('account.twoFactor.loading')} />;

  let body;
  if (codes) {
    body = (
      <RecoveryCodes codes={codes}>
        {/* After an enrolment the site required, the admin's other pages open now: the way on is the dashboard. */}
        {forced ? (
          <Link to={localePath('admin', lang)} className="admin-login__link">
            {t('account.twoFactor.codesSavedContinue')}
          </Link>
        ) : (
          <Button type="primary" size="large" block onClick={codesShown}>
            {t('account.twoFactor.codesSaved')}
          </Button>
        )}
      </RecoveryCodes>
    );
  } else if (setup) {
    body = <Setup setup={setup} onConfirmed={setCodes} />;
  } else if (status.enabled) {
    body = (
      <>
        <Alert type="success" role="status" showIcon title={t('account.twoFactor.on')} description={t('account.twoFactor.codesLeft', { n: status.recovery_codes_left })} className="admin-login__alert" />
        <RenewCodes onRenewed={setCodes} />
        {status.required ? (
          <Alert type="info" showIcon title={t('account.twoFactor.requiredNote')} className="admin-two-factor__section" />
        ) : (
          <TurnOff
            onOff={() => {
              setTurnedOff(true);
              refetch();
            }}
          />
        )}
      </>
    );
  } else {
    body = (
      <>
        {turnedOff && <Alert type="info" role="status" showIcon title={t('account.twoFactor.turnedOff')} className="admin-login__alert" />}
        <p className="admin-login__intro">{t(forced ? 'account.twoFactor.forcedIntro' : 'account.twoFactor.intro')}</p>
        {startFailure && <Alert type="error" showIcon title={t('account.twoFactor.failed')} description={startFailure} className="admin-login__alert" />}
        <Button type="primary" size="large" block onClick={start} loading={starting} disabled={starting}>
          {t('account.twoFactor.start')}
        </Button>
      </>
    );
  }

  return (
    <AuthCard title={title} className="admin-two-factor">
      {body}
      {!codes && (
        <p className="admin-login__links">
          {/* Until a required enrolment is done, signing out is the only other way. */}
          {forced && !status.enabled ? <Link to={localePath('admin-logout', lang)}>{t('account.password.signOut')}</Link> : <Link to={localePath('admin', lang)}>{t('account.password.back')}</Link>}
        </p>
      )}
    </AuthCard>
  );
}
