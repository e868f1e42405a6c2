import { useState } from 'react';
import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { describeApiError, localePath, updateCartContact, type DeliveryMethod } from '@shop/shared';
import { Alert, Button, useCart, usePageLang, withAntdScope, requiredMark, RequiredNote, useDocumentTitle } from '@shop/shared/react';
import { useLoadCart } from '../../../lib/use-load-cart.ts';
import { useFocusHeading } from '../hooks/use-focus-heading.ts';
import { CONTACT_LIMITS, EMAIL_PATTERN, PHONE_PATTERN, fieldOfServerError, toContact, type ContactField, type ContactValues } from '../lib/contact-form.ts';
import { CheckoutLoadFailed, CheckoutSkeleton } from './checkout-loading.tsx';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { DELIVERY_FIELD, DeliveryChoice, deliveryErrorMessage } from './delivery-choice.tsx';
import { setDelivery } from '../api/set-delivery.ts';
import { countryLabel } from '@shop/shared/countries';
import { BusinessFields } from './business-fields.tsx';
import { CountryField } from './country-field.tsx';
import { businessServerErrors, contactFormValues, postcodeMessage } from '../lib/business-contact.ts';
import { checkPostcode } from '@shop/shared/postcodes';
import './checkout.css';

const AUTOCOMPLETE: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  company_id: 'off',
  vat_id: 'off',
  street: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  country: 'country-name',
  note: 'off',
};

const LABEL_KEYS: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  company_id: 'companyId',
  vat_id: 'vatId',
  street: 'street',
  city: 'city',
  zip: 'zip',
  country: 'country',
  note: 'note',
};

/**
 * /{lang}/cart/contact: the contact step, validated here and again by the server, saved to the cart. It is antd's
 * form, in its scope: the page loads antd with it, the cart before it does not.
 */
export const ContactPage = withAntdScope(ContactStep);

function ContactStep() {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('steps.contact'));
  const lang = usePageLang();
  const navigate = useNavigate();
  const { cart } = useCart();
  const { status, retry } = useLoadCart();
  const [form] = Form.useForm<ContactValues & { [DELIVERY_FIELD]?: DeliveryMethod }>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = Boolean(cart && cart.status === 'open' && cart.products.length > 0);
  const headingRef = useFocusHeading<HTMLHeadingElement>(ready);

  // The postcode by the chosen country's form, as the server checks it (without a country, the country field asks).
  const postcodeRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const country = getFieldValue('country') as string | undefined;
      if (!value?.trim() || !country || value.trim().length < 3) return;
      if (!checkPostcode(country, value).valid) throw new Error(postcodeMessage(country, lang, t));
    },
  });
  const required: Rule = { required: true, whitespace: true, message: t('contact.required') };
  const max = (field: ContactField): Rule => ({ max: CONTACT_LIMITS[field], message: t('contact.tooLong', { max: CONTACT_LIMITS[field] }) });
  const rules: Record<ContactField, Rule[]> = {
    name: [required, max('name')],
    email: [required, { pattern: EMAIL_PATTERN, message: t('contact.emailInvalid') }, max('email')],
    phone: [required, { pattern: PHONE_PATTERN, message: t('contact.phoneInvalid') }, max('phone')],
    company: [max('company')],
    company_id: [max('company_id')],
    vat_id: [max('vat_id')],
    street: [required, max('street')],
    city: [required, max('city')],
    zip: [required, { min: 3, max: CONTACT_LIMITS.zip, message: t('contact.zipInvalid') }, postcodeRule],
    country: [required, { min: 2, max: CONTACT_LIMITS.country, message: t('contact.countryInvalid') }],
    note: [max('note')],
  };

  const field = (name: ContactField, optional = false, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item
        name={name}
        label={t(`contact.${LABEL_KEYS[name]}`)}
        rules={rules[name]}
        required={!optional}
        {...(name === 'zip' ? { dependencies: ['country'] } : {})}
      >
        <Input autoComplete={AUTOCOMPLETE[name]} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} inputMode={name === 'email' ? 'email' : name === 'phone' ? 'tel' : undefined} />
      </Form.Item>
    </Col>
  );

  const onFinish = async ({ [DELIVERY_FIELD]: delivery, ...values }: ContactValues & { [DELIVERY_FIELD]?: DeliveryMethod }) => {
    setSaving(true);
    setFailure(null);
    try {
      await updateCartContact(toContact(values));
      await setDelivery(cart!.uuid, delivery ?? 'pickup');
      navigate(localePath('cart-summary', lang));
    } catch (error) {
      const described = describeApiError(error);
      const refused = deliveryErrorMessage(described, t, countryLabel(values.country ?? '', lang));
      if (refused) form.setFields([{ name: DELIVERY_FIELD, errors: [refused] }]);
      const named = Object.keys(described.fields)
        .map(fieldOfServerError)
        .filter((name): name is ContactField => name !== null);
      if (named.length > 0) form.setFields(named.map((name) => ({ name, errors: [t('contact.serverInvalid')] })));
      // The business details' codes have messages of their own (the form's), over the generic one.
      form.setFields(businessServerErrors(error, lang, t));
      setFailure(refused ?? (described.status === 422 ? t('common:error.validation') : (described.message ?? t(`common:${described.messageKey}`))));
      setSaving(false);
    }
  };

  let content;
  if (!cart && status === 'loading') content = <CheckoutSkeleton />;
  else if (!cart && status === 'failed') content = <CheckoutLoadFailed onRetry={retry} />;
  else if (!ready) return <Navigate to={localePath('cart', lang)} replace />;
  else
    content = (
      <Form
        form={form}
        layout="vertical"
        requiredMark={requiredMark}
        // Pickup is free and always possible: the choice starts there (a cart saved before keeps its own).
        initialValues={{ ...contactFormValues(cart?.contact, lang), [DELIVERY_FIELD]: cart?.delivery?.method ?? 'pickup' }}
        onFinish={(values) => void onFinish(values)}
        scrollToFirstError={{ focus: true, block: 'center' }}
        className="checkout-form"
        noValidate
      >
        <p className="checkout-intro">{t('contact.intro')}</p>
        <RequiredNote />
        <fieldset className="checkout-fieldset">
          <legend>{t('contact.personal')}</legend>
          <Row gutter={16}>
            {field('name', false, 24)}
            {field('email')}
            {field('phone')}
          </Row>
        </fieldset>
        <fieldset className="checkout-fieldset">
          <legend>{t('contact.addressSection')}</legend>
          <Row gutter={16}>
            {field('street', false, 24)}
            {field('city')}
            {field('zip', false, 6)}
            <CountryField />
          </Row>
        </fieldset>
        <DeliveryChoice cartId={cart!.uuid} />
        <BusinessFields />
        <Form.Item
          name="note"
          label={t('contact.note')}
          rules={rules.note}
        >
          <Input.TextArea rows={4} showCount maxLength={CONTACT_LIMITS.note} placeholder={t('contact.notePlaceholder')} />
        </Form.Item>
        {failure ? <Alert type="error" showIcon className="checkout-alert" role="alert" title={t('contact.saveFailed')} description={failure} /> : null}
        <div className="checkout-actions">
          <Link to={localePath('cart', lang)} className="cart-link-button">
            <ArrowLeftOutlined aria-hidden /> {t('backToCart')}
          </Link>
          <Button type="primary" htmlType="submit" size="large" loading={saving}>
            {saving ? t('contact.saving') : t('contact.submit')}
          </Button>
        </div>
      </Form>
    );

  return (
    <main className="cart-main checkout-main">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('steps.contact')}
      </h1>
      <CheckoutSteps current="contact" />
      {content}
    </main>
  );
}
