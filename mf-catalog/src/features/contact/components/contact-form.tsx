import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeApiError, localePath, type ProductDetail } from '@shop/shared';
import { Alert, BotCheckUnavailableError, Button, RecaptchaNotice, StatusPanel, useBotCheck, useHydrated, withAntdScope, requiredMark, RequiredNote, usePageLang } from '@shop/shared/react';
import { sendInquiry } from '../api/send-inquiry.ts';

interface Values {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message: string;
}

const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
/** The contract's limits (InquiryBody): the form says so before the server has to. */
const LIMITS = { name: 200, email: 254, phone: 40, company: 200, message: 5000 } as const;
const PHONE_PATTERN = /^[+()\d\s/.-]*$/;

/** The enquiry form: validated here and again by the server, whose reasons show next to the fields. antd's, in its scope. */
export const ContactForm = withAntdScope(ContactFormFields);

function ContactFormFields({ product, onRemoveProduct }: { product: ProductDetail | null; onRemoveProduct: () => void }) {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  // Typing starts once the page is live: text typed into the server's HTML would not reach the form.
  const live = useHydrated();
  // Why the last send failed, in the visitor's language.
  const [failure, setFailure] = useState<string | null>(null);
  const botCheck = useBotCheck('inquiry');
  const [sent, setSent] = useState(false);

  async function submit(values: Values) {
    setSending(true);
    setFailure(null);
    try {
      const optional = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
      const token = await botCheck.token();
      await sendInquiry({
        kind: 'catalog-contact',
        name: values.name.trim(),
        email: values.email.trim(),
        phone: optional(values.phone),
        company: optional(values.company),
        message: values.message.trim(),
        ...(product ? { product_uuid: product.uuid } : {}),
        ...(token ? { 'g-recaptcha-response': token } : {}),
      });
      form.resetFields();
      setSent(true);
    } catch (error) {
      if (error instanceof BotCheckUnavailableError) {
        setFailure(t('contact.botCheckFailed'));
        return;
      }
      const described = describeApiError(error);
      setFailure(described.code?.startsWith('botCheck.') ? t(`contact.serverMessages.${described.code}`) : (described.message ?? t(`common:${described.messageKey}`)));
      const fieldErrors = FIELDS.filter((field) => described.fields[field]).map((field) => ({ name: field, errors: [described.fields[field]!] }));
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status">
        <StatusPanel
          status="success"
          title={t('contact.sentTitle')}
          subTitle={t('contact.sentText')}
          extra={
            <>
              <Button onClick={() => setSent(false)}>{t('contact.sendAnother')}</Button>
              <Link to={localePath('katalog', lang)}>{t('contact.backToCatalogue')}</Link>
            </>
          }
        />
      </div>
    );
  }

  const required = (label: string) => ({ required: true, whitespace: true, message: t('contact.required', { field: label }) });
  const tooLong = (max: number) => ({ max, message: t('contact.tooLong', { max }) });
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={requiredMark} noValidate disabled={!live} className="catalog-contact-form" name="catalog-contact">
      <RequiredNote />
      {product && (
        <div className="catalog-contact-form__product">
          <p>
            {t('contact.about')} <Link to={localePath('katalog-slug', lang, { slug: product.slug })}>{product.name}</Link>
          </p>
          {/* The shop's buttons do not read antd's form state: each is disabled with the form. */}
          <Button size="small" onClick={onRemoveProduct} disabled={!live}>
            {t('contact.removeProduct')}
          </Button>
        </div>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('contact.failed')}
          description={failure}
          className="catalog-contact-form__error"
        />
      )}
      <div className="catalog-contact-form__row">
        <Form.Item name="name" label={t('contact.name')} rules={[required(t('contact.name')), tooLong(LIMITS.name)]}>
          <Input autoComplete="name" maxLength={LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('contact.email')}
          rules={[required(t('contact.email')), { type: 'email', message: t('contact.emailInvalid') }, tooLong(LIMITS.email)]}
        >
          <Input type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.email} />
        </Form.Item>
      </div>
      <div className="catalog-contact-form__row">
        <Form.Item name="phone" label={t('contact.phone')} rules={[tooLong(LIMITS.phone), { pattern: PHONE_PATTERN, message: t('contact.phoneInvalid') }]}>
          <Input type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
        </Form.Item>
        <Form.Item name="company" label={t('contact.company')} rules={[tooLong(LIMITS.company)]}>
          <Input autoComplete="organization" maxLength={LIMITS.company} />
        </Form.Item>
      </div>
      <Form.Item name="message" label={t('contact.message')} rules={[required(t('contact.message')), tooLong(LIMITS.message)]}>
        <Input.TextArea rows={6} maxLength={LIMITS.message} showCount />
      </Form.Item>
      <p className="catalog-note">{t('contact.privacy')}</p>
      <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined aria-hidden />} loading={sending} disabled={!live}>
        {t('contact.send')}
      </Button>
      {/* Google's notice replaces the hidden badge; the server's render has no configuration, so it shows once live. */}
      {live && botCheck.enabled ? (
        <RecaptchaNotice className="catalog-note catalog-contact-form__recaptcha" />
      ) : null}
    </Form>
  );
}
