import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { LANGUAGES, type AdminSettings } from '@shop/shared';
import { isValidBic, isValidIban } from '@shop/shared/bank-payment';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { useDiscardGuard, useLeaveGuard } from '../../../lib/use-discard-guard.tsx';
import { saveSettings, useSettings } from '../api/settings.ts';
import { SkeletonPlaceholder, useStatusMessage } from '@shop/shared/react';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KEY_RE = /^[A-Za-z0-9_-]*$/;

/** /{lang}/admin/settings: company contact data, group companies, public keys, mail recipients (administrators only). */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, refetch } = useSettings();
  const [form] = Form.useForm<AdminSettings>();
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();
  useLeaveGuard(guard);

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue(data.data);
  }, [data, form]);

  async function onFinish(values: AdminSettings) {
    setSaving(true);
    try {
      const saved = await saveSettings({ ...values, group_companies: values.group_companies ?? [] });
      form.setFieldsValue(saved.data);
      guard.markSaved();
      message.success(t('settings.saved'));
    } catch (e) {
      showFieldErrors(form, e);
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  // The footer prints name, street, town, country and phone: none may be empty (the server refuses it as well).
  const keyHint = (value: string | null | undefined) => (value ? t('settings.envValue', { value }) : t('settings.envNone'));
  const emailsRule = {
    validator: async (_: unknown, list: string[] | undefined) => {
      const bad = (list ?? []).find((e) => !EMAIL_RE.test(e.trim()));
      if (bad) throw new Error(t('settings.badEmail', { email: bad }));
    },
  };

  return (
    <>
      {guard.contextHolder}
      <PageHeader title={t('sections.settings.title')} intro={t('settings.intro')} />
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !data ? (
        <SkeletonPlaceholder active paragraph={{ rows: 12 }} />
      ) : (
        <Form<AdminSettings> form={form} layout="vertical" initialValues={data.data} onFinish={onFinish} {...guard.formProps} disabled={saving} scrollToFirstError>
          <Card title={<h2 className="admin-card-title">{t('settings.company')}</h2>}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name={['company', 'name']} label={t('settings.companyName')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 200 }]}>
                  <Input maxLength={200} autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['company', 'street']} label={t('settings.street')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 200 }]}>
                  <Input maxLength={200} autoComplete="street-address" />
                </Form.Item>
              </Col>
              <Col xs={8} md={6}>
                <Form.Item name={['company', 'zip']} label={t('settings.zip')} rules={[{ max: 20 }]}>
                  <Input maxLength={20} autoComplete="postal-code" />
                </Form.Item>
              </Col>
              <Col xs={16} md={6}>
                <Form.Item name={['company', 'town']} label={t('settings.town')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 120 }]}>
                  <Input maxLength={120} autoComplete="address-level2" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name={['company', 'phone']} label={t('settings.phone')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 40 }, { pattern: /^[+0-9 ()/-]*$/, message: t('validation.phone') }]}>
                  <Input type="tel" maxLength={40} autoComplete="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name={['company', 'email']} label={t('settings.email')} rules={[{ type: 'email', message: t('validation.email') }]}>
                  <Input type="email" maxLength={254} autoComplete="email" />
                </Form.Item>
              </Col>
              {/* The shop's IDs on the order confirmation PDF; the server checks their Slovak forms. */}
              <Col xs={24} md={6}>
                <Form.Item name={['company', 'company_id']} label={t('settings.companyId')} rules={[{ max: 30 }]}>
                  <Input maxLength={30} autoComplete="off" spellCheck={false} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name={['company', 'vat_id']} label={t('settings.vatId')} rules={[{ max: 30 }]}>
                  <Input maxLength={30} autoComplete="off" spellCheck={false} />
                </Form.Item>
              </Col>
            </Row>
            <fieldset className="admin-fieldset">
              <legend className="admin-legend">{t('settings.country')}</legend>
              <Row gutter={16}>
                {LANGUAGES.map((l) => (
                  <Col key={l.code} xs={24} sm={12} md={8} lg={4}>
                    <Form.Item name={['company', 'country', l.code]} label={l.title} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 120 }]}>
                      <Input lang={l.code} maxLength={120} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </fieldset>
          </Card>

          <Card title={<h2 className="admin-card-title">{t('settings.groupCompanies')}</h2>} style={{ marginTop: 16 }}>
            <Form.List name="group_companies">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Row key={field.key} gutter={8} align="top">
                      <Col xs={24} md={10}>
                        <Form.Item name={[field.name, 'name']} label={t('settings.groupName', { n: index + 1 })} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 200 }]}>
                          <Input maxLength={200} />
                        </Form.Item>
                      </Col>
                      <Col xs={20} md={12}>
                        <Form.Item name={[field.name, 'url']} label={t('settings.groupUrl', { n: index + 1 })} rules={[{ required: true, message: t('validation.required') }, { pattern: /^https?:\/\/\S+$/, message: t('validation.url') }]}>
                          <Input type="url" maxLength={500} placeholder="https://" />
                        </Form.Item>
                      </Col>
                      <Col xs={4} md={2}>
                        <Form.Item label={<span className="visually-hidden">{t('common.delete')}</span>}>
                          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(field.name)} aria-label={t('settings.removeGroup', { n: index + 1 })} />
                        </Form.Item>
                      </Col>
                    </Row>
                  ))}
                  <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ name: '', url: 'https://' })} disabled={fields.length >= 30}>
                    {t('settings.addGroup')}
                  </Button>
                </>
              )}
            </Form.List>
          </Card>

          <Card title={<h2 className="admin-card-title">{t('settings.publicKeys')}</h2>} style={{ marginTop: 16 }}>
            <p className="admin-muted">{t('settings.publicKeysIntro')}</p>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name={['public_keys', 'recaptcha_site_key']} label={t('settings.recaptcha')} extra={keyHint(data.environment.recaptcha_site_key)} rules={[{ pattern: KEY_RE, message: t('validation.key') }, { max: 200 }]}>
                  <Input maxLength={200} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['public_keys', 'maps_key']} label={t('settings.maps')} extra={keyHint(data.environment.maps_key)} rules={[{ pattern: KEY_RE, message: t('validation.key') }, { max: 200 }]}>
                  <Input maxLength={200} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['public_keys', 'analytics_id']} label={t('settings.analytics')} extra={keyHint(data.environment.analytics_id)} rules={[{ pattern: /^[A-Za-z0-9-]*$/, message: t('validation.key') }, { max: 40 }]}>
                  <Input maxLength={40} autoComplete="off" placeholder="G-XXXXXXX" />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={<h2 className="admin-card-title">{t('settings.mail')}</h2>} style={{ marginTop: 16 }}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name={['mail_recipients', 'orders']} label={t('settings.mailOrders')} extra={t('settings.mailHint')} rules={[emailsRule]}>
                  <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} suffixIcon={null} maxCount={10} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['mail_recipients', 'inquiries']} label={t('settings.mailInquiries')} extra={t('settings.mailHint')} rules={[emailsRule]}>
                  <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} suffixIcon={null} maxCount={10} />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={<h2 className="admin-card-title">{t('settings.bank')}</h2>} style={{ marginTop: 16 }}>
            <p>{t('settings.bankIntro')}</p>
            <Row gutter={16}>
              <Col xs={24} md={14}>
                <Form.Item name={['bank_account', 'iban']} label={t('settings.iban')} rules={[{ validator: async (_, value?: string) => { if (value?.trim() && !isValidIban(value)) throw new Error(t('settings.badIban')); } }]}>
                  <Input autoComplete="off" spellCheck={false} maxLength={42} placeholder="SK31 1200 0000 1987 4263 7541" />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item name={['bank_account', 'bic']} label={t('settings.bic')} extra={t('settings.bicHint')} rules={[{ validator: async (_, value?: string) => { if (value?.trim() && !isValidBic(value)) throw new Error(t('settings.badBic')); } }]}>
                  <Input autoComplete="off" spellCheck={false} maxLength={11} />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Flex className="admin-form-actions" gap="small">
            <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
              {t('common.save')}
            </Button>
          </Flex>
        </Form>
      )}
    </>
  );
}
