import { useId, useState } from 'react';
import { Form, Input } from 'antd';
import { describeApiError, INQUIRY_FILE_RETENTION_DAYS, INQUIRY_REPLY_WORKING_DAYS, MAX_INQUIRY_FILES, type InquiryKind } from '@shop/shared';
import { Alert, BotCheckUnavailableError, Button, RecaptchaNotice, useBotCheck, useHydrated, withAntdScope, requiredMark, RequiredNote } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { sendInquiry } from '../api/send-inquiry.ts';
import { fileFailure, filesRule, refusedFileName, InquiryFiles, INQUIRY_FILE_MB } from './inquiry-files.tsx';
import styles from './inquiry-form.module.css';

interface Values {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message: string;
  files?: File[];
}

const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;

/**
 * A message to the company (contact, custom production): stored by the API and mailed to the office. After
 * sending, a confirmation replaces the form; a failure keeps what was typed and says why. antd's form, in its scope.
 */
export const InquiryForm = withAntdScope(InquiryFormFields);

/** `withFiles`: the form takes a sketch or photos (custom production). */
function InquiryFormFields({ kind, title, intro, withFiles = false }: { kind: InquiryKind; title: string; intro?: string; withFiles?: boolean }) {
  const { t } = useTranslation('shop');
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  // Typing starts once the page is live (useHydrated): text typed into the server's HTML would not reach the form.
  const live = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Why the last send failed, in the visitor's language.
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const botCheck = useBotCheck('inquiry');

  async function submit(values: Values) {
    setSending(true);
    setFailure(null);
    try {
      const token = await botCheck.token();
      await sendInquiry({
        kind,
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.company?.trim() ? { company: values.company.trim() } : {}),
        ...(token ? { 'g-recaptcha-response': token } : {}),
      }, values.files ?? []);
      setSentTo(values.name.trim());
      form.resetFields();
    } catch (error) {
      if (error instanceof BotCheckUnavailableError) {
        setFailure(t('inquiry.botCheckFailed'));
        return;
      }
      const described = describeApiError(error);
      const fileProblem = fileFailure(error, t);
      if (fileProblem) {
        // The reason stands at the file field (announced there); the alert above the button says what to do.
        setFailure(t('common:error.validation'));
        // The refused file leaves the list (the server named it); the others stay to be sent again.
        const refused = refusedFileName(error);
        const kept = (values.files ?? []).filter((file) => file.name !== refused);
        form.setFields([{ name: 'files', ...(refused ? { value: kept } : {}), errors: [fileProblem] }]);
      } else if (described.code?.startsWith('botCheck.')) setFailure(t(`inquiry.serverMessages.${described.code}`));
      else setFailure(described.status === 422 ? t('common:error.validation') : (described.message ?? t(`common:${described.messageKey}`)));
      const fields = FIELDS.filter((f) => described.fields[f]);
      if (fields.length > 0) form.setFields(fields.map((name) => ({ name, errors: [t('inquiry.invalid')] })));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      {sentTo !== null ? (
        <div role="status">
          <Alert type="success" showIcon title={t('inquiry.sentTitle')} description={t('inquiry.sent', { name: sentTo, count: INQUIRY_REPLY_WORKING_DAYS[kind] })} />
          <Button className={styles.again} onClick={() => setSentTo(null)}>
            {t('inquiry.sendAnother')}
          </Button>
        </div>
      ) : (
        <Form form={form} layout="vertical" requiredMark={requiredMark} onFinish={(values) => void submit(values)} disabled={sending || !live} className={styles.form}>
          <RequiredNote />
          <div className={styles.row}>
            <Form.Item name="name" label={t('inquiry.name')} rules={[{ required: true, whitespace: true, message: t('inquiry.required', { field: t('inquiry.name') }) }, { max: 200 }]}>
              <Input autoComplete="name" maxLength={200} />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('inquiry.email')}
              rules={[
                { required: true, message: t('inquiry.required', { field: t('inquiry.email') }) },
                { type: 'email', message: t('inquiry.emailInvalid') },
              ]}
            >
              <Input type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
          </div>
          <div className={styles.row}>
            <Form.Item name="phone" label={t('inquiry.phone')}>
              <Input type="tel" autoComplete="tel" maxLength={40} />
            </Form.Item>
            <Form.Item name="company" label={t('inquiry.company')}>
              <Input autoComplete="organization" maxLength={200} />
            </Form.Item>
          </div>
          <Form.Item name="message" label={t('inquiry.message')} rules={[{ required: true, whitespace: true, message: t('inquiry.required', { field: t('inquiry.message') }) }]}>
            <Input.TextArea rows={6} maxLength={5000} showCount placeholder={t(kind === 'custom-production' ? 'inquiry.messagePlaceholderCustom' : 'inquiry.messagePlaceholder')} />
          </Form.Item>
          {withFiles ? (
            <Form.Item name="files" label={t('inquiry.files.label')} extra={`${t('inquiry.files.hint', { max: MAX_INQUIRY_FILES, size: INQUIRY_FILE_MB })} ${t('inquiry.files.privacy', { days: INQUIRY_FILE_RETENTION_DAYS })}`} rules={[filesRule(t)]}>
              <InquiryFiles />
            </Form.Item>
          ) : null}
          {failure ? (
            <div role="alert" className={styles.alert}>
              <Alert type="error" showIcon title={t('inquiry.failed')} description={failure} />
            </div>
          ) : null}
          {/* The shop's button does not read antd's form state: it is disabled with the form. */}
          <Button type="primary" htmlType="submit" size="large" loading={sending} disabled={sending || !live}>
            {sending ? t('inquiry.sending') : t('inquiry.submit')}
          </Button>
          {/* Google's notice replaces the hidden badge; the server's render has no configuration, so it shows once live. */}
          {live && botCheck.enabled ? (
            <RecaptchaNotice className={styles.recaptcha} />
          ) : null}
        </Form>
      )}
    </section>
  );
}
