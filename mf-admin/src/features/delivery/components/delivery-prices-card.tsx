import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Flex, Form, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { countryCodes, countryName, MAX_DELIVERY_AMOUNT, MAX_DELIVERY_PRICE_ROWS, type DeliveryPriceTable } from '@shop/shared';
import { SkeletonPlaceholder, usePageLang, useStatusMessage } from '@shop/shared/react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { useDiscardGuard, useLeaveGuard } from '../../../lib/use-discard-guard.tsx';
import { saveDeliveryPrices, useDeliveryPrices } from '../api/delivery-prices.ts';

/**
 * The carrier's price table on the settings screen: rows of a country, the order value a band starts at and the
 * price (euros with VAT). Its own form and save: the table is replaced whole, and the server checks it again.
 */
export function DeliveryPricesCard() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const headingId = useId();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, refetch } = useDeliveryPrices();
  const [form] = Form.useForm<DeliveryPriceTable>();
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();
  useLeaveGuard(guard);
  // Countries by their names in the admin's language, searchable by name or code.
  const countries = useMemo(
    () => countryCodes().map((code) => ({ value: code, label: `${countryName(code, lang)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, lang)),
    [lang],
  );

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  async function onFinish(values: DeliveryPriceTable) {
    setSaving(true);
    try {
      const saved = await saveDeliveryPrices({ rows: values.rows ?? [] });
      form.setFieldsValue(saved);
      guard.markSaved();
      message.success(t('delivery.saved'));
    } catch (e) {
      showFieldErrors(form, e);
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  const amountRules = [{ required: true, message: t('validation.required') }];
  return (
    <Card title={<h2 className="admin-card-title" id={headingId}>{t('delivery.title')}</h2>} style={{ marginTop: 16 }}>
      {guard.contextHolder}
      <p className="admin-muted">{t('delivery.intro')}</p>
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !data ? (
        <SkeletonPlaceholder active paragraph={{ rows: 4 }} />
      ) : (
        <Form<DeliveryPriceTable> form={form} layout="vertical" initialValues={data} onFinish={onFinish} {...guard.formProps} disabled={saving} scrollToFirstError aria-labelledby={headingId}>
          <Form.List name="rows">
            {(fields, { add, remove }) => (
              <>
                {fields.length === 0 ? <p>{t('delivery.empty')}</p> : null}
                {fields.map((field, index) => (
                  <Row key={field.key} gutter={8} align="top">
                    <Col xs={24} md={10}>
                      <Form.Item name={[field.name, 'country']} label={t('delivery.country', { n: index + 1 })} rules={[{ required: true, message: t('validation.required') }]}>
                        <Select showSearch={{ optionFilterProp: 'label' }} options={countries} placeholder={t('delivery.countryPlaceholder')} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item name={[field.name, 'min_order_value']} label={t('delivery.minOrderValue', { n: index + 1 })} rules={amountRules}>
                        <NumberInput min={0} max={MAX_DELIVERY_AMOUNT} precision={2} step={10} suffix="€" style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={6}>
                      <Form.Item name={[field.name, 'price']} label={t('delivery.price', { n: index + 1 })} rules={amountRules}>
                        <NumberInput min={0} max={MAX_DELIVERY_AMOUNT} precision={2} step={1} suffix="€" style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2}>
                      <Form.Item label={<span className="visually-hidden">{t('common.delete')}</span>}>
                        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(field.name)} aria-label={t('delivery.removeRow', { n: index + 1 })} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ country: undefined, min_order_value: 0, price: undefined })} disabled={fields.length >= MAX_DELIVERY_PRICE_ROWS}>
                  {t('delivery.addRow')}
                </Button>
              </>
            )}
          </Form.List>
          <Flex className="admin-form-actions" gap="small">
            <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
              {t('delivery.save')}
            </Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
