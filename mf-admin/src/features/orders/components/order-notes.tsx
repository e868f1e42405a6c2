import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang, OrderDetail } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { addOrderNote } from '../api/add-order-note.ts';

/** The staff's internal notes on the order (the buyer never sees them), and the form to add one. */
export function OrderNotes({ order, lang, onAdded }: { order: OrderDetail; lang: Lang; onAdded: (order: OrderDetail) => void }) {
  const { t } = useTranslation('admin-orders');
  const [form] = Form.useForm<{ text: string }>();
  const [saving, setSaving] = useState(false);
  const message = useStatusMessage();
  const failureText = useFailureText();
  const add = async ({ text }: { text: string }) => {
    setSaving(true);
    try {
      const note = await addOrderNote(order.uuid, text);
      onAdded({ ...order, notes: [...order.notes, note] });
      form.resetFields();
      void message.success(t('detail.noteAdded'));
    } catch (failure) {
      if (!showFieldErrors(form, failure)) void message.error(`${t('detail.noteFailed')} ${failureText(describeAdminError(failure))}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {order.notes.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('detail.noNotes')}</Typography.Paragraph>
      ) : (
        <ul className="admin-order__notes">
          {order.notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <Typography.Text type="secondary">
                {formatDateTime(note.created_at, lang)}
                {note.author ? ` · ${note.author.name || note.author.email}` : ''}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void add(values)} requiredMark={false}>
        <Form.Item name="text" label={t('detail.newNote')} extra={t('detail.notesHint')} rules={[{ required: true, whitespace: true, message: t('detail.noteRequired') }]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Button htmlType="submit" loading={saving}>
          {t('detail.addNote')}
        </Button>
      </Form>
    </>
  );
}
