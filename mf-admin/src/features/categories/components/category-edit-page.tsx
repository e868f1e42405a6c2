import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Form, Input, Popconfirm, Row, Space, Switch, TreeSelect } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { LANG_CODES, localePath, type AdminCategory, type CategoryInput, type Lang } from '@shop/shared';
import { LangTabs, useLangTabs } from '../../../components/lang-tabs.tsx';
import { ImageUpload, type ImageValue } from '../../../components/image-upload.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { useDiscardGuard, useLeaveGuard } from '../../../lib/use-discard-guard.tsx';
import { buildCategoryTree, categoryName, subtreeIds, treeSelectData } from '../../../lib/category-tree.ts';
import { deleteCategory, saveCategory, useCategories } from '../api/categories.ts';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface FormValues {
  parent_id: number | null;
  position: number;
  visible: boolean;
  thumb: ImageValue | null;
  translations: Record<Lang, { name: string; slug: string; description: string }>;
}

function toFormValues(c: AdminCategory | undefined): FormValues {
  return {
    parent_id: c?.parent_id ?? null,
    position: c?.position ?? 0,
    visible: c?.visible ?? true,
    thumb: c?.thumb_path ? { path: c.thumb_path, url: c.thumb_url } : null,
    translations: Object.fromEntries(LANG_CODES.map((l) => [l, { name: c?.translations[l]?.name ?? '', slug: c?.translations[l]?.slug ?? '', description: c?.translations[l]?.description ?? '' }])) as FormValues['translations'],
  };
}

/** /{lang}/admin/eshop-categories/{category}: one category ('new' for a new one). */
export function CategoryEditPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const param = useParams()['category'] ?? 'new';
  const id = param === 'new' ? null : Number(param);
  const { data: categories, error, refetch } = useCategories();
  const category = id === null ? undefined : categories?.find((c) => c.id === id);
  const [form] = Form.useForm<FormValues>();
  const langTabs = useLangTabs(form, lang);
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();
  useLeaveGuard(guard);

  const parentOptions = useMemo(() => {
    const list = categories ?? [];
    return treeSelectData(buildCategoryTree(list, lang), id === null ? new Set() : subtreeIds(list, id));
  }, [categories, id, lang]);

  // Fill the form once the category is known (and again when another one is opened).
  useEffect(() => {
    if (categories) form.setFieldsValue(toFormValues(category));
  }, [categories, category, form]);

  const title = id === null ? t('categories.newTitle') : t('sections.eshopCategory.title', { category: category ? categoryName(category, lang) : '' });

  if (error) return <LoadFailed failure={error} onRetry={refetch} />;
  if (!categories) return <SkeletonPlaceholder active paragraph={{ rows: 10 }} />;
  if (id !== null && !category) return <LoadFailed failure={{ status: 404, message: t('categories.notFound', { id: param }), messageKey: 'error.notFound', fields: {}, code: null, requestId: null }} onRetry={refetch} />;

  async function onFinish(values: FormValues) {
    const input: CategoryInput = {
      parent_id: values.parent_id ?? null,
      position: values.position,
      visible: values.visible,
      thumb_path: values.thumb?.path ?? null,
      translations: Object.fromEntries(
        LANG_CODES.map((l) => [l, { name: values.translations[l].name.trim(), slug: values.translations[l].slug.trim(), description: values.translations[l].description.trim() }]),
      ) as CategoryInput['translations'],
    };
    setSaving(true);
    try {
      const saved = await saveCategory(id, input);
      guard.markSaved();
      message.success(t('categories.saved', { name: categoryName(saved, lang) }));
      refetch();
      if (id === null) navigate(localePath('admin-eshop-categories-category', lang, { category: String(saved.id) }), { replace: true });
      else form.setFieldsValue(toFormValues(saved));
    } catch (e) {
      showFieldErrors(form, e);
      langTabs.revealFormErrors();
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  async function onDelete() {
    if (!category) return;
    try {
      await deleteCategory(category.id);
      message.success(t('categories.deleted', { name: categoryName(category, lang) }));
      navigate(localePath('admin-eshop-categories', lang));
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  return (
    <>
      {guard.contextHolder}
      <PageHeader
        title={title}
        extra={
          <Button onClick={() => guard.confirmDiscard(() => navigate(localePath('admin-eshop-categories', lang)))}>{t('categories.backToList')}</Button>
        }
      />
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={toFormValues(category)}
        onFinish={onFinish}
        {...langTabs.formProps}
        {...guard.formProps}
        disabled={saving}
        scrollToFirstError
      >
        <Row gutter={24}>
          <Col xs={24} lg={16}>
            <Card title={t('common.translations')}>
              <LangTabs
                {...langTabs.tabsProps}
                render={(l) => (
                  <>
                    <Form.Item name={['translations', l, 'name']} label={t('categories.name')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 200 }]}>
                      <Input lang={l} maxLength={200} />
                    </Form.Item>
                    <Form.Item
                      name={['translations', l, 'slug']}
                      label={t('categories.slug')}
                      extra={t('common.slugHint')}
                      rules={[{ pattern: SLUG_RE, message: t('validation.slug') }, { max: 180 }]}
                    >
                      <Input maxLength={180} />
                    </Form.Item>
                    <Form.Item name={['translations', l, 'description']} label={t('categories.description')} rules={[{ max: 5000 }]}>
                      <Input.TextArea lang={l} rows={4} maxLength={5000} showCount />
                    </Form.Item>
                  </>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={t('categories.placement')}>
              <Form.Item name="parent_id" label={t('categories.parent')} extra={t('categories.parentHint')}>
                <TreeSelect treeData={parentOptions} allowClear placeholder={t('categories.noParent')} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
              </Form.Item>
              <Form.Item name="position" label={t('categories.position')} extra={t('categories.positionHint')} rules={[{ required: true, message: t('validation.required') }]}>
                <NumberInput min={0} max={100000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="visible" label={t('categories.visibility')} valuePropName="checked">
                <Switch checkedChildren={t('categories.visible')} unCheckedChildren={t('categories.hidden')} />
              </Form.Item>
              <Form.Item name="thumb" label={t('categories.thumbnail')} extra={t('categories.thumbnailHint')}>
                <ImageUpload label={t('categories.thumbnail')} />
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <div className="admin-form-actions">
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
              {id === null ? t('categories.create') : t('common.save')}
            </Button>
            {/* Only an empty category can be deleted (the server refuses others). */}
            {category && category.product_count === 0 && !categories.some((c) => c.parent_id === category.id) && (
              <Popconfirm
                title={t('categories.deleteConfirm', { name: categoryName(category, lang) })}
                description={t('categories.deleteHint')}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={onDelete}
              >
                <Button danger icon={<DeleteOutlined aria-hidden />}>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </div>
      </Form>
    </>
  );
}
