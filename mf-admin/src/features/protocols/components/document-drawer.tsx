import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { LANGUAGES, type AdminDocument, type Lang } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { LangTabs, useLangTabs } from '../../../components/lang-tabs.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { saveDocument } from '../api/documents.ts';
import { PdfField } from './pdf-field.tsx';
import { EditDrawer } from '../../../components/edit-drawer.tsx';
import { useDiscardGuard } from '../../../lib/use-discard-guard.tsx';

export type EditableKind = 'protocol' | 'assembly' | 'price-list';

interface FormValues {
  kind: EditableKind;
  files: Record<Lang, { title: string; path: string }>;
}

/** A document's title and PDF file per language; a language without both is not offered to its visitors. */
export function DocumentDrawer({ document, defaultKind, onClose, onSaved }: { document: AdminDocument | null; defaultKind: EditableKind; onClose: () => void; onSaved: (doc: AdminDocument) => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [form] = Form.useForm<FormValues>();
  const langTabs = useLangTabs(form);
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();
  const isSite = document?.kind === 'site';
  const initialFiles = Object.fromEntries(LANGUAGES.map((l) => [l.code, { title: document?.files[l.code]?.title ?? '', path: document?.files[l.code]?.path ?? '' }])) as FormValues['files'];

  async function submit(values: FormValues) {
    setSaving(true);
    const files = Object.fromEntries(LANGUAGES.map((l) => [l.code, { title: values.files?.[l.code]?.title?.trim() ?? '', path: values.files?.[l.code]?.path ?? '' }])) as FormValues['files'];
    try {
      const saved = await saveDocument(document?.uuid ?? null, isSite ? { files } : { kind: values.kind, files });
      message.success(t('protocols.saved', { title: saved.files.sk?.title ?? '' }));
      onSaved(saved);
    } catch (e) {
      if (showFieldErrors(form, e)) langTabs.revealFormErrors();
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  const titleOf = (l: Lang) => LANGUAGES.find((x) => x.code === l)?.title ?? l;
  return (
    <EditDrawer title={document ? t('protocols.editTitle') : t('protocols.newTitle')} onClose={onClose} onSave={() => form.submit()} saving={saving} guard={guard}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={{ kind: document && document.kind !== 'site' ? document.kind : defaultKind, files: initialFiles }}
        onFinish={(v) => void submit(v)}
        {...langTabs.formProps}
        {...guard.formProps}
      >
        {isSite ? (
          <p className="admin-muted">{t('protocols.siteHint', { key: t(`protocols.keys.${document?.key ?? 'terms'}`) })}</p>
        ) : (
          <Form.Item name="kind" label={t('protocols.kind')} rules={[{ required: true, message: t('validation.required') }]}>
            <Select
              style={{ maxWidth: 320 }}
              options={(['protocol', 'assembly', 'price-list'] as const).map((k) => ({ value: k, label: t(`protocols.kinds.${k}`) }))}
            />
          </Form.Item>
        )}
        <LangTabs
          {...langTabs.tabsProps}
          render={(l) => (
            <>
              <Form.Item
                name={['files', l, 'title']}
                label={t('protocols.titleField')}
                extra={l === 'sk' ? undefined : t('protocols.optionalLang')}
                dependencies={[['files', l, 'path']]}
                rules={[
                  { max: 300 },
                  ({ getFieldValue }) => ({
                    validator: async (_, title: string | undefined) => {
                      const path = getFieldValue(['files', l, 'path']) as string | undefined;
                      if (path && !title?.trim()) throw new Error(t('protocols.titleRequired'));
                      if (l === 'sk' && !isSite && !title?.trim()) throw new Error(t('validation.required'));
                    },
                  }),
                ]}
              >
                <Input maxLength={300} />
              </Form.Item>
              <Form.Item
                name={['files', l, 'path']}
                label={t('protocols.fileField')}
                dependencies={[['files', l, 'title']]}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_, path: string | undefined) => {
                      const title = getFieldValue(['files', l, 'title']) as string | undefined;
                      if (title?.trim() && !path) throw new Error(t('protocols.fileRequired'));
                    },
                  }),
                ]}
              >
                <PdfField label={`${t('protocols.fileField')} (${titleOf(l)})`} />
              </Form.Item>
            </>
          )}
        />
      </Form>
    </EditDrawer>
  );
}
