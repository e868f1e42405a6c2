import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { checkCompanyId, checkVatId, idExamples, isVatReverseCharge } from '@shop/shared/business-ids';
import { usePageLang } from '@shop/shared/react';
import { CONTACT_LIMITS } from '../lib/contact-form.ts';
import { idMessage } from '../lib/business-contact.ts';
import { ReverseChargeNote } from '../../../components/reverse-charge-note.tsx';
import './business.css';

/**
 * The company part of the contact step: company name, company ID and VAT ID, checked by the rules of the chosen
 * country (@shop/shared/business-ids, the same the server applies), and the note that an EU business outside
 * Slovakia orders without VAT.
 */
export function BusinessFields() {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const form = Form.useFormInstance();
  const country = (Form.useWatch('country', form) as string | undefined) ?? '';
  const vatId = (Form.useWatch('vat_id', form) as string | undefined) ?? '';
  const examples = country ? idExamples(country) : { companyId: '', vatId: '' };
  const reverseCharge = country !== '' && isVatReverseCharge({ country, vat_id: vatId });

  const max = (field: 'company' | 'company_id' | 'vat_id'): Rule => ({ max: CONTACT_LIMITS[field], message: t('contact.tooLong', { max: CONTACT_LIMITS[field] }) });
  const idRule = (kind: 'companyId' | 'vatId'): Rule => ({
    validator: async (_rule, value: string | undefined) => {
      // Without a country the country field says what is missing; the server checks again once it is chosen.
      if (!value?.trim() || !country) return;
      const checked = kind === 'companyId' ? checkCompanyId(country, value) : checkVatId(country, value);
      if (!checked.valid) throw new Error(idMessage(kind, country, lang, t));
    },
  });
  // The company name is needed as soon as an ID names a company (the invoice is made out to it).
  const companyRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const ids = [form.getFieldValue('company_id'), form.getFieldValue('vat_id')].some((v) => typeof v === 'string' && v.trim() !== '');
      if (ids && !value?.trim()) throw new Error(t('business.companyRequired'));
    },
  };
  const hint = (example: string) => (example ? t('business.example', { example }) : undefined);

  return (
    <fieldset className="checkout-fieldset">
      <legend>
        {t('contact.companySection')} <span className="checkout-optional">{t('contact.optional')}</span>
      </legend>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="company" label={t('contact.company')} rules={[max('company'), companyRule]} dependencies={['company_id', 'vat_id']}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company_id" label={t('contact.companyId')} rules={[max('company_id'), idRule('companyId')]} dependencies={['country']} extra={hint(examples.companyId)}>
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="vat_id" label={t('contact.vatId')} rules={[max('vat_id'), idRule('vatId')]} dependencies={['country']} extra={hint(examples.vatId)}>
            <Input autoComplete="off" spellCheck={false} autoCapitalize="characters" />
          </Form.Item>
        </Col>
      </Row>
      {/* Announced when it starts to apply, as the buyer finishes typing the VAT ID. */}
      <div role="status">
        {reverseCharge ? <ReverseChargeNote /> : null}
      </div>
    </fieldset>
  );
}
