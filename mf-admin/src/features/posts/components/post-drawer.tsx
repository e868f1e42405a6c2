import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Flex, Form, Input, Select, Switch } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { LANGUAGES, type AdminPost, type AdminPostBody, type AdminPostTranslation, type Lang, type PostKind } from '@shop/shared';
import { ImageUpload, type ImageValue } from '../../../components/image-upload.tsx';
import { LangTabs, useLangTabs } from '../../../components/lang-tabs.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { previewPost, savePost, usePost } from '../api/posts.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { EditDrawer } from '../../../components/edit-drawer.tsx';
import { useDiscardGuard } from '../../../lib/use-discard-guard.tsx';
import { dateFormats } from '../../../lib/dayjs-locales.ts';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';

interface FormValues {
  kind: PostKind;
  published: boolean;
  published_at: Dayjs | null;
  cover: ImageValue | null;
  translations: Record<Lang, AdminPostTranslation>;
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const emptyTranslation = (): AdminPostTranslation => ({ title: '', slug: '', perex: '', body_html: '' });

function BodyField({ lang }: { lang: Lang }) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  return (
    <Form.Item name={['translations', lang, 'body_html']} label={<span id={labelId}>{t('posts.body')}</span>}>
      <RichTextEditor labelledBy={labelId} />
    </Form.Item>
  );
}

/** The request body of the form's values: every language, an empty title leaving one out. */
function bodyOf(values: FormValues): AdminPostBody {
  return {
    kind: values.kind,
    published: values.published,
    published_at: values.published_at ? values.published_at.format('YYYY-MM-DD') : null,
    cover_path: values.cover?.path ?? null,
    translations: Object.fromEntries(LANGUAGES.map((l) => [l.code, { ...emptyTranslation(), ...values.translations?.[l.code] }])) as AdminPostBody['translations'],
  };
}

/** Creates or edits a post: kind, publication, date, cover, and per language title, address, perex and text. */
export function PostDrawer({ uuid, defaultKind, onClose, onSaved }: { uuid: string | null; defaultKind: PostKind; onClose: () => void; onSaved: (post: AdminPost) => void }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const existing = usePost(uuid);
  const [form] = Form.useForm<FormValues>();
  const langTabs = useLangTabs(form);
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<{ url: string; lang: Lang } | null>(null);
  // Job offers have no page of their own (the career page lists them): only articles have one to preview.
  const kind = Form.useWatch('kind', form) ?? defaultKind;

  useEffect(() => {
    const post = existing.data;
    if (!post) return;
    form.setFieldsValue({
      kind: post.kind,
      published: post.published,
      published_at: post.published_at ? dayjs(post.published_at) : null,
      cover: post.cover && post.cover_path ? { path: post.cover_path, url: post.cover.url } : null,
      translations: post.translations,
    });
  }, [existing.data, form]);

  async function submit(values: FormValues) {
    setSaving(true);
    try {
      const saved = await savePost(uuid, bodyOf(values));
      message.success(t('posts.saved', { title: saved.translations.sk.title }));
      onSaved(saved);
    } catch (e) {
      if (showFieldErrors(form, e)) langTabs.revealFormErrors();
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  /**
   * Shows the form's post, saved or not, on the public site in the open tab's language, in a new tab: the server
   * keeps it as a draft for a few minutes and answers an address only this browser's session can open. The link
   * stays in the drawer in case the browser held the new tab back.
   */
  async function openPreview() {
    try {
      await form.validateFields();
    } catch {
      langTabs.revealFormErrors();
      return;
    }
    const previewLang = langTabs.tabsProps.active;
    setPreviewing(true);
    try {
      const answer = await previewPost({ uuid, lang: previewLang, post: bodyOf(form.getFieldsValue(true) as FormValues) });
      setPreview({ url: answer.url, lang: previewLang });
      window.open(answer.url, '_blank', 'noopener');
    } catch (e) {
      if (showFieldErrors(form, e)) langTabs.revealFormErrors();
      message.error(failureText(describeAdminError(e)));
    } finally {
      setPreviewing(false);
    }
  }

  const loading = uuid !== null && !existing.data && !existing.error;
  const previewLangTitle = LANGUAGES.find((l) => l.code === preview?.lang)?.title ?? '';
  return (
    <EditDrawer
      title={uuid ? t('posts.editTitle') : t('posts.newTitle')}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={saving}
      guard={guard}
      saveDisabled={loading || existing.error !== null}
      actions={
        kind === 'article' ? (
          <Button icon={<EyeOutlined aria-hidden />} loading={previewing} disabled={loading || saving || existing.error !== null} onClick={() => void openPreview()}>
            {t('posts.preview')}
          </Button>
        ) : null
      }
    >
      {preview ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('posts.previewReady', { lang: previewLangTitle })}
          description={
            <a href={preview.url} target="_blank" rel="noopener noreferrer">
              {t('posts.previewOpen', { lang: previewLangTitle })}
            </a>
          }
        />
      ) : null}
      {existing.error ? (
        <LoadFailed failure={existing.error} onRetry={existing.refetch} />
      ) : loading ? (
        <SkeletonPlaceholder active paragraph={{ rows: 10 }} />
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          disabled={saving}
          initialValues={{ kind: defaultKind, published: true, published_at: dayjs(), cover: null, translations: Object.fromEntries(LANGUAGES.map((l) => [l.code, emptyTranslation()])) }}
          onFinish={(v) => void submit(v)}
          {...langTabs.formProps}
          {...guard.formProps}
          scrollToFirstError
        >
          <Flex gap="middle" wrap>
            <Form.Item name="kind" label={t('posts.kind')} rules={[{ required: true, message: t('validation.required') }]}>
              <Select
                style={{ minWidth: 180 }}
                options={[
                  { value: 'article', label: t('posts.kinds.article') },
                  { value: 'career', label: t('posts.kinds.career') },
                ]}
              />
            </Form.Item>
            <Form.Item name="published_at" label={t('posts.date')} extra={t('posts.dateHint')}>
              <DatePicker format={dateFormats(lang)} allowClear style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="published" label={t('posts.published')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Form.Item name="cover" label={t('posts.cover')}>
            <ImageUpload label={t('posts.cover')} />
          </Form.Item>
          <LangTabs
            {...langTabs.tabsProps}
            render={(l) => (
              <>
                <Form.Item
                  name={['translations', l, 'title']}
                  label={t('posts.title')}
                  extra={l === 'sk' ? undefined : t('posts.optionalLang')}
                  rules={[...(l === 'sk' ? [{ required: true, whitespace: true, message: t('validation.required') }] : []), { max: 300 }]}
                >
                  <Input maxLength={300} />
                </Form.Item>
                <Form.Item
                  name={['translations', l, 'slug']}
                  label={t('posts.slug')}
                  extra={t('common.slugHint')}
                  rules={[{ pattern: SLUG_RE, message: t('posts.slugInvalid') }, { max: 200 }]}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name={['translations', l, 'perex']} label={t('posts.perex')} rules={[{ max: 1000 }]}>
                  <Input.TextArea rows={2} maxLength={1000} showCount />
                </Form.Item>
                <BodyField lang={l} />
              </>
            )}
          />
        </Form>
      )}
    </EditDrawer>
  );
}
