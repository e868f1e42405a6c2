import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Drawer, Flex, Form, Input, Modal, Row, Space, Switch, TreeSelect, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { LANGUAGES, LANG_CODES, MAX_SIZE_MM, formatNumber, formatPrice, type AdminProduct, type Lang, type ProductInput } from '@shop/shared';
import { ImageListField } from '../../../components/image-list-field.tsx';
import type { ImageValue } from '../../../components/image-upload.tsx';
import { LangTabs, useLangTabs } from '../../../components/lang-tabs.tsx';
import { useDiscardGuard } from '../../../lib/use-discard-guard.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import type { TreeSelectNode } from '../../../lib/category-tree.ts';
import { centsToEuros, eurosToCents, withVatCents } from '../../../lib/money.ts';
import { saveProduct, useProduct } from '../api/products.ts';
import { ModelField } from './model-field.tsx';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DEFAULT_VAT_RATE = 23;
/** A saved price that changes by more than this share is confirmed first: a slip of a digit or a separator. */
export const PRICE_JUMP_TO_CONFIRM = 0.5;

/** Whether a new price differs from the saved one by more than PRICE_JUMP_TO_CONFIRM of it. */
export function isPriceJump(savedCents: number, newCents: number): boolean {
  if (savedCents <= 0) return false;
  return Math.abs(newCents - savedCents) / savedCents > PRICE_JUMP_TO_CONFIRM;
}

type PerLang = Record<Lang, string>;

interface FormValues {
  category_id: number | null;
  price: number;
  vat_rate: number;
  /** Whole millimetres; empty (null) when the product has no such size. */
  width_mm: number | null;
  height_mm: number | null;
  published: boolean;
  position: number;
  /** The model the product is a variant of; null: none. */
  model_id: number | null;
  translations: Record<Lang, { name: string; slug: string; short_description: string; description: string }>;
  parameters: Array<{ name: PerLang; value: PerLang }>;
  images: ImageValue[];
}

const emptyPerLang = (): PerLang => Object.fromEntries(LANG_CODES.map((l) => [l, ''])) as PerLang;

function toFormValues(p: AdminProduct | undefined): FormValues {
  return {
    category_id: p?.category_id ?? null,
    price: centsToEuros(p?.price_cents ?? 0),
    vat_rate: p?.vat_rate ?? DEFAULT_VAT_RATE,
    width_mm: p?.width_mm ?? null,
    height_mm: p?.height_mm ?? null,
    published: p?.published ?? false,
    position: p?.position ?? 0,
    model_id: p?.model_id ?? null,
    translations: Object.fromEntries(
      LANG_CODES.map((l) => {
        const tr = p?.translations[l];
        return [l, { name: tr?.name ?? '', slug: tr?.slug ?? '', short_description: tr?.short_description ?? '', description: tr?.description ?? '' }];
      }),
    ) as FormValues['translations'],
    parameters: (p?.parameters ?? []).map((prm) => ({
      name: Object.fromEntries(LANG_CODES.map((l) => [l, prm.name[l] ?? ''])) as PerLang,
      value: Object.fromEntries(LANG_CODES.map((l) => [l, prm.value[l] ?? ''])) as PerLang,
    })),
    images: (p?.images ?? []).map((im) => ({ path: im.path, url: im.url })),
  };
}

function toInput(v: FormValues): ProductInput {
  const trimAll = (values: PerLang) => Object.fromEntries(LANG_CODES.map((l) => [l, (values[l] ?? '').trim()])) as PerLang;
  return {
    category_id: v.category_id ?? null,
    price_cents: eurosToCents(v.price),
    vat_rate: v.vat_rate,
    width_mm: v.width_mm ?? null,
    height_mm: v.height_mm ?? null,
    published: v.published,
    position: v.position,
    model_id: v.model_id ?? null,
    translations: Object.fromEntries(
      LANG_CODES.map((l) => {
        const tr = v.translations[l];
        return [l, { name: tr.name.trim(), slug: tr.slug.trim(), short_description: tr.short_description.trim(), description: tr.description.trim() }];
      }),
    ) as ProductInput['translations'],
    parameters: (v.parameters ?? []).map((prm) => ({ name: trimAll(prm.name), value: trimAll(prm.value) })),
    images: (v.images ?? []).map((im) => ({ path: im.path })),
  };
}

/** The drawer's heading follows the name typed in the page's language (only this re-renders on typing). */
function DrawerTitle({ form, isNew, fallback }: { form: FormInstance<FormValues>; isNew: boolean; fallback: string }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const name = Form.useWatch(['translations', lang, 'name'], form) as string | undefined;
  return (
    <span role="heading" aria-level={2}>
      {isNew ? t('products.newTitle') : t('products.editTitle', { name: name || fallback })}
    </span>
  );
}

/** The price with VAT as the shop will show it, while the price and the rate are typed. */
function PriceWithVat({ form }: { form: FormInstance<FormValues> }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const price = Form.useWatch('price', form);
  const vatRate = Form.useWatch('vat_rate', form);
  if (typeof price !== 'number' || typeof vatRate !== 'number') return null;
  return <span aria-live="polite">{t('products.priceWithVat', { price: formatPrice(centsToEuros(withVatCents(eurosToCents(price), vatRate)), lang) })}</span>;
}

/** The product form: translations, price and VAT, category, parameters, ordered images, published or draft. */
export function ProductDrawer({ id, categoryOptions, onClose, onSaved }: { id: number | null; categoryOptions: TreeSelectNode[]; onClose: () => void; onSaved: (product: AdminProduct, created: boolean) => void }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data: product, error, loading, refetch } = useProduct(id);
  const [form] = Form.useForm<FormValues>();
  const langTabs = useLangTabs(form, lang);
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();
  const close = () => guard.confirmDiscard(onClose);

  useEffect(() => {
    if (id === null || product) form.setFieldsValue(toFormValues(product));
  }, [id, product, form]);

  const [modal, modalHolder] = Modal.useModal();

  async function confirmPrice(values: FormValues): Promise<boolean> {
    const savedCents = product?.price_cents ?? 0;
    const newCents = eurosToCents(values.price);
    if (id === null || !isPriceJump(savedCents, newCents)) return true;
    const percent = Math.round(((newCents - savedCents) / savedCents) * 100);
    return modal.confirm({
      title: t('products.priceJumpTitle'),
      content: t('products.priceJumpText', {
        from: formatPrice(centsToEuros(savedCents), lang),
        to: formatPrice(centsToEuros(newCents), lang),
        change: `${percent > 0 ? '+' : ''}${formatNumber(percent, lang)}\u00a0%`,
      }),
      okText: t('products.priceJumpSave'),
      cancelText: t('products.priceJumpBack'),
    });
  }

  async function onFinish(values: FormValues) {
    if (!(await confirmPrice(values))) return;
    setSaving(true);
    try {
      const saved = await saveProduct(id, toInput(values));
      const name = saved.translations[lang]?.name ?? saved.translations['sk']?.name ?? '';
      message.success(t(id === null ? 'products.created' : 'products.saved', { name }));
      form.setFieldsValue(toFormValues(saved));
      guard.markSaved();
      onSaved(saved, id === null);
    } catch (e) {
      showFieldErrors(form, e);
      langTabs.revealFormErrors();
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      title={<DrawerTitle form={form} isNew={id === null} fallback={product?.translations['sk']?.name ?? ''} />}
      size="large"
      width={880}
      onClose={close}
      destroyOnHidden
      // Setting `closable` here replaces the shared one, so it repeats the placement: at the start the × sits under
      // the centred status message that a save shows.
      closable={{ placement: 'end', 'aria-label': t('common.close') }}
      footer={
        <Flex justify="space-between">
          <Button onClick={close}>{t('common.close')}</Button>
          <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={() => form.submit()} disabled={id !== null && !product}>
            {id === null ? t('products.create') : t('common.save')}
          </Button>
        </Flex>
      }
    >
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : id !== null && (loading || !product) ? (
        <SkeletonPlaceholder active paragraph={{ rows: 12 }} />
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={toFormValues(product)}
          onFinish={onFinish}
          {...langTabs.formProps}
          {...guard.formProps}
          disabled={saving}
          scrollToFirstError
        >
          <Card title={t('products.basics')} size="small">
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="price" label={t('products.priceWithoutVat')} extra={<PriceWithVat form={form} />} rules={[{ required: true, message: t('validation.priceRequired') }]}>
                  <NumberInput min={0} max={1_000_000} step={0.01} precision={2} addonAfter="€" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="vat_rate" label={t('products.vatRate')} rules={[{ required: true, message: t('validation.required') }]}>
                  <NumberInput min={0} max={100} precision={0} addonAfter="%" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {/* The size category pages filter by; the hint (unit and purpose) is the fields' description. */}
              {(['width_mm', 'height_mm'] as const).map((name) => (
                <Col key={name} xs={24} sm={12}>
                  <Form.Item
                    name={name}
                    label={t(name === 'width_mm' ? 'products.width' : 'products.height')}
                    extra={t('products.sizeHint')}
                    rules={[{ type: 'integer', min: 1, max: MAX_SIZE_MM, message: t('validation.size', { max: MAX_SIZE_MM }) }]}
                  >
                    {/* No min or max here: the field would quietly correct a size out of range; the rule says what is wrong. */}
                    <NumberInput precision={0} addonAfter={t('products.mm')} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} sm={12}>
                <Form.Item name="category_id" label={t('products.category')}>
                  <TreeSelect treeData={categoryOptions} allowClear placeholder={t('products.noCategory')} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
                </Form.Item>
              </Col>
              <Col xs={12} sm={6}>
                <Form.Item name="position" label={t('products.position')} rules={[{ required: true, message: t('validation.required') }]}>
                  <NumberInput min={0} max={10_000_000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={6}>
                <Form.Item name="published" label={t('products.status')} valuePropName="checked">
                  <Switch checkedChildren={t('products.published')} unCheckedChildren={t('products.draft')} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="model_id" label={t('products.model')} extra={t('products.modelHint')}>
                  <ModelField />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={t('common.translations')} size="small" style={{ marginTop: 16 }}>
            <LangTabs
              {...langTabs.tabsProps}
              render={(l) => (
                <>
                  <Form.Item name={['translations', l, 'name']} label={t('products.name')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 300 }]}>
                    <Input lang={l} maxLength={300} />
                  </Form.Item>
                  <Form.Item name={['translations', l, 'slug']} label={t('products.slug')} extra={t('common.slugHint')} rules={[{ pattern: SLUG_RE, message: t('validation.slug') }, { max: 180 }]}>
                    <Input maxLength={180} />
                  </Form.Item>
                  <Form.Item name={['translations', l, 'short_description']} label={t('products.shortDescription')} rules={[{ max: 1000 }]}>
                    <Input.TextArea lang={l} rows={2} maxLength={1000} showCount />
                  </Form.Item>
                  <Form.Item name={['translations', l, 'description']} label={t('products.description')} extra={t('products.descriptionHint')} rules={[{ max: 20000 }]}>
                    <Input.TextArea lang={l} rows={6} maxLength={20000} />
                  </Form.Item>
                </>
              )}
            />
          </Card>

          <Card title={t('products.images')} size="small" style={{ marginTop: 16 }}>
            <Form.Item name="images" noStyle>
              <ImageListField alt={t('products.image')} />
            </Form.Item>
          </Card>

          <Card title={t('products.parameters')} size="small" style={{ marginTop: 16 }}>
            <Form.List name="parameters">
              {(fields, { add, remove }) => (
                <>
                  {fields.length === 0 && <Typography.Paragraph type="secondary">{t('products.noParameters')}</Typography.Paragraph>}
                  {fields.map((field, index) => (
                    <fieldset key={field.key} className="admin-param">
                      <Flex justify="space-between" align="center">
                        <legend>
                          <Typography.Text strong>{t('products.parameterN', { n: index + 1 })}</Typography.Text>
                        </legend>
                        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(field.name)} aria-label={t('products.removeParameter', { n: index + 1 })}>
                          {t('common.delete')}
                        </Button>
                      </Flex>
                      {LANGUAGES.map((l) => (
                        <Row key={l.code} gutter={8} align="top">
                          <Col flex="3.5em">
                            <span className="admin-param__lang" title={l.title}>
                              {l.code.toUpperCase()}
                            </span>
                          </Col>
                          <Col flex="1">
                            <Form.Item name={[field.name, 'name', l.code]} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 200 }]} style={{ marginBottom: 8 }}>
                              <Input lang={l.code} placeholder={t('products.parameterName')} aria-label={`${t('products.parameterName')} ${index + 1} (${l.title})`} maxLength={200} />
                            </Form.Item>
                          </Col>
                          <Col flex="1">
                            <Form.Item name={[field.name, 'value', l.code]} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 500 }]} style={{ marginBottom: 8 }}>
                              <Input lang={l.code} placeholder={t('products.parameterValue')} aria-label={`${t('products.parameterValue')} ${index + 1} (${l.title})`} maxLength={500} />
                            </Form.Item>
                          </Col>
                        </Row>
                      ))}
                    </fieldset>
                  ))}
                  <Space>
                    <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ name: emptyPerLang(), value: emptyPerLang() })} disabled={fields.length >= 50}>
                      {t('products.addParameter')}
                    </Button>
                  </Space>
                </>
              )}
            </Form.List>
          </Card>
        </Form>
      )}
      {/* Two confirmations' places (discard, price jump): keyed, since each holder brings the same key. */}
      <Fragment key="discard">{guard.contextHolder}</Fragment>
      <Fragment key="price">{modalHolder}</Fragment>
    </Drawer>
  );
}
