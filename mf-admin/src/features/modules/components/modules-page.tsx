import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Flex, Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined } from '@ant-design/icons';
import { type AdminModule, type AdminModuleUpdate } from '@shop/shared';
import { ImageUpload, type ImageValue } from '../../../components/image-upload.tsx';
import { LangTabs, useLangTabs } from '../../../components/lang-tabs.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { orderModules, saveModule, useModules } from '../api/modules.ts';
import { EditDrawer } from '../../../components/edit-drawer.tsx';
import { useDiscardGuard } from '../../../lib/use-discard-guard.tsx';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';

type FormValues = Omit<AdminModuleUpdate, 'image_path'> & { image: ImageValue | null };

/** Which texts each kind of module shows on the home page. */
const FIELDS: Record<AdminModule['type'], { text: boolean; cta: boolean; limit: boolean; image: boolean }> = {
  hero: { text: true, cta: true, limit: false, image: true },
  'top-categories': { text: false, cta: false, limit: false, image: false },
  'latest-articles': { text: false, cta: true, limit: true, image: false },
  'custom-production': { text: true, cta: true, limit: false, image: false },
};

function ModuleDrawer({ module, onClose, onSaved }: { module: AdminModule; onClose: () => void; onSaved: (m: AdminModule) => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [form] = Form.useForm<FormValues>();
  const langTabs = useLangTabs(form);
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();
  const fields = FIELDS[module.type];
  const name = t(`modules.types.${module.type}`);

  async function submit(values: FormValues) {
    setSaving(true);
    try {
      const saved = await saveModule(module.uuid, {
        enabled: values.enabled,
        title: values.title,
        text: values.text,
        cta_label: values.cta_label,
        item_limit: fields.limit ? (values.item_limit ?? null) : null,
        image_path: values.image?.path ?? null,
      });
      message.success(t('modules.saved', { name }));
      onSaved(saved);
    } catch (e) {
      const mapped = showFieldErrors(form, e, (path) => ['title', 'text', 'cta_label', 'item_limit'].includes(String(path[0])));
      if (!mapped) message.error(failureText(describeAdminError(e)));
      else langTabs.revealFormErrors();
    } finally {
      setSaving(false);
    }
  }

  return (
    <EditDrawer title={t('modules.editTitle', { name })} onClose={onClose} onSave={() => form.submit()} saving={saving} guard={guard}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={{ enabled: module.enabled, title: module.title, text: module.text, cta_label: module.cta_label, item_limit: module.item_limit ?? 3, image: module.image ? { path: module.image_path ?? '', url: module.image.url } : null }}
        onFinish={(v) => void submit(v)}
        {...langTabs.formProps}
        {...guard.formProps}
      >
        <Form.Item name="enabled" label={t('modules.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <LangTabs
          {...langTabs.tabsProps}
          render={(l) => (
            <>
              <Form.Item
                name={['title', l]}
                label={t('modules.titleField')}
                rules={l === 'sk' && module.type !== 'top-categories' ? [{ required: true, whitespace: true, message: t('validation.required') }, { max: 300 }] : [{ max: 300 }]}
                extra={l !== 'sk' ? t('modules.fallbackHint') : undefined}
              >
                <Input maxLength={300} />
              </Form.Item>
              {fields.text ? (
                <Form.Item name={['text', l]} label={t('modules.textField')} rules={[{ max: 2000 }]}>
                  <Input.TextArea rows={4} maxLength={2000} showCount />
                </Form.Item>
              ) : null}
              {fields.cta ? (
                <Form.Item name={['cta_label', l]} label={t('modules.ctaField')} rules={[{ max: 100 }]}>
                  <Input maxLength={100} />
                </Form.Item>
              ) : null}
            </>
          )}
        />
        {fields.limit ? (
          <Form.Item name="item_limit" label={t('modules.limitField')} rules={[{ required: true, message: t('validation.required') }]}>
            <NumberInput min={1} max={12} precision={0} />
          </Form.Item>
        ) : null}
        {fields.image ? (
          <Form.Item name="image" label={t('modules.imageField')}>
            <ImageUpload label={t('modules.imageField')} />
          </Form.Item>
        ) : null}
      </Form>
    </EditDrawer>
  );
}

/** /{lang}/admin/modules: the sections of the home page — texts, picture, visibility and order. */
export function ModulesPage() {
  const { t } = useTranslation('admin');
  // The headings in the admin's language (else Slovak, the one every module has).
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, refetch } = useModules();
  // What the last change answered; until then (and after a reload) the list as loaded.
  const [changed, setModules] = useState<AdminModule[] | null>(null);
  const modules = changed ?? data ?? null;
  const [editing, setEditing] = useState<AdminModule | null>(null);
  const [busy, setBusy] = useState(false);

  async function move(index: number, delta: number) {
    if (!modules) return;
    const next = [...modules];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item!);
    setBusy(true);
    try {
      setModules(await orderModules(next.map((m) => m.uuid)));
      message.success(t('modules.reordered'));
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    } finally {
      setBusy(false);
    }
  }

  async function toggle(module: AdminModule, enabled: boolean) {
    setBusy(true);
    try {
      const saved = await saveModule(module.uuid, { enabled, title: module.title, text: module.text, cta_label: module.cta_label, item_limit: module.item_limit, image_path: module.image_path });
      setModules((list) => (list ?? modules)?.map((m) => (m.uuid === saved.uuid ? saved : m)) ?? null);
      message.success(t(enabled ? 'modules.shown' : 'modules.hidden', { name: t(`modules.types.${module.type}`) }));
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('sections.modules.title')} intro={t('modules.intro')} />
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !modules ? (
        <SkeletonPlaceholder active paragraph={{ rows: 8 }} />
      ) : modules.length === 0 ? (
        <Empty description={t('modules.empty')} />
      ) : (
        <ol className="admin-module-list" aria-label={t('modules.listLabel')}>
          {modules.map((module, index) => {
            const name = t(`modules.types.${module.type}`);
            return (
              <li key={module.uuid}>
                <Card size="small">
                  <Flex justify="space-between" align="center" wrap gap="middle">
                    <div>
                      <Typography.Text strong>{name}</Typography.Text> {module.enabled ? <Tag color="green">{t('modules.visible')}</Tag> : <Tag>{t('modules.notVisible')}</Tag>}
                      <div className="admin-muted">{module.title[lang] || module.title.sk || t('modules.noTitle')}</div>
                    </div>
                    <Space wrap>
                      <Switch checked={module.enabled} disabled={busy} onChange={(checked) => void toggle(module, checked)} aria-label={t('modules.showNamed', { name })} />
                      <Button icon={<ArrowUpOutlined aria-hidden />} disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={t('modules.moveUp', { name })} />
                      <Button icon={<ArrowDownOutlined aria-hidden />} disabled={busy || index === modules.length - 1} onClick={() => void move(index, 1)} aria-label={t('modules.moveDown', { name })} />
                      <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(module)}>
                        {t('common.edit')}
                        <span className="visually-hidden"> {name}</span>
                      </Button>
                    </Space>
                  </Flex>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      {editing ? (
        <ModuleDrawer
          module={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setModules((list) => (list ?? modules)?.map((m) => (m.uuid === saved.uuid ? saved : m)) ?? null);
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
