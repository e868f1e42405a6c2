import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { LANGUAGES, MAX_SYNONYM_LENGTH, MAX_SYNONYM_WORDS, type Lang, type SynonymGroup } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { EditDrawer } from '../../../components/edit-drawer.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { useDiscardGuard } from '../../../lib/use-discard-guard.tsx';
import { saveSynonymGroup } from '../api/search-synonyms.ts';

interface FormValues {
  lang: Lang;
  /** The words as typed, separated by commas. */
  words: string;
}

/** The words of the field: split at commas, trimmed, empty ones left out. */
const splitWords = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * One synonym group: its language and its words in one field, separated by commas (typed on any keyboard, read by a
 * screen reader as one text). The server checks them as the search will read them and names a refused word.
 */
export function SynonymGroupDrawer({ group, defaultLang, onClose, onSaved }: { group: SynonymGroup | null; defaultLang: Lang; onClose: () => void; onSaved: (group: SynonymGroup) => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard();

  async function submit(values: FormValues) {
    setSaving(true);
    try {
      const saved = await saveSynonymGroup(group?.id ?? null, { lang: values.lang, words: splitWords(values.words) });
      guard.markSaved();
      message.success(t('synonyms.saved', { words: saved.words.join(', ') }));
      onSaved(saved);
    } catch (e) {
      showFieldErrors(form, e);
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <EditDrawer title={group ? t('synonyms.editTitle') : t('synonyms.newTitle')} onClose={onClose} onSave={() => form.submit()} saving={saving} guard={guard}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={{ lang: group?.lang ?? defaultLang, words: group ? group.words.join(', ') : '' }}
        onFinish={(v) => void submit(v)}
        {...guard.formProps}
      >
        <Form.Item name="lang" label={t('synonyms.language')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select style={{ maxWidth: 320 }} options={LANGUAGES.map((l) => ({ value: l.code, label: l.title }))} />
        </Form.Item>
        <Form.Item
          name="words"
          label={t('synonyms.words')}
          extra={t('synonyms.wordsHint')}
          rules={[
            {
              validator: async (_, text: string | undefined) => {
                const words = splitWords(text);
                if (words.length < 2) throw new Error(t('synonyms.twoWords'));
                if (words.length > MAX_SYNONYM_WORDS) throw new Error(t('synonyms.tooManyWords', { max: MAX_SYNONYM_WORDS }));
                if (words.some((w) => w.length > MAX_SYNONYM_LENGTH)) throw new Error(t('synonyms.wordTooLong', { max: MAX_SYNONYM_LENGTH }));
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('synonyms.wordsPlaceholder')} />
        </Form.Item>
      </Form>
    </EditDrawer>
  );
}
