import type { ReleaseTokenInfo } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { usePageLang, useStatusMessage } from '@shop/shared/react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { createReleaseToken, type ReleaseTokenInput } from '../api/create-release-token.ts';
import { useReleaseTokens } from '../api/get-release-tokens.ts';
import { revokeReleaseToken } from '../api/revoke-release-token.ts';

/** The teams' release tokens: made here (the token is shown once), listed, revoked. */
export function ReleaseTokens({ remotes }: { remotes: string[] }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const headingId = useId();
  const { data, error, loading, refetch } = useReleaseTokens();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; remotes: string[]; contactEmail?: string }>();

  async function create(values: { name: string; remotes: string[]; contactEmail?: string }) {
    setSaving(true);
    try {
      const input: ReleaseTokenInput = { name: values.name.trim(), remotes: values.remotes, contactEmail: values.contactEmail?.trim() || null };
      const result = await createReleaseToken(input);
      setCreating(false);
      form.resetFields();
      setShown(result.token);
      refetch();
    } catch (e) {
      if (!showFieldErrors(form, e)) message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  async function revoke(token: ReleaseTokenInfo) {
    try {
      await revokeReleaseToken(token.id);
      message.success(t('releases.tokens.revoked', { name: token.name }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  return (
    <Card
      className="releases-tokens"
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} className="admin-card-title">
          {t('releases.tokens.title')}
        </h2>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setCreating(true)} disabled={remotes.length === 0}>
          {t('releases.tokens.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('releases.tokens.intro')}</Typography.Paragraph>
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : (
        <Table<ReleaseTokenInfo>
          size="small"
          rowKey="id"
          loading={loading || !data}
          dataSource={data ?? []}
          pagination={false}
          scroll={{ x: 640 }}
          locale={{ emptyText: <Empty description={t('releases.tokens.empty')} /> }}
          columns={[
            { title: t('releases.tokens.name'), dataIndex: 'name' },
            { title: t('releases.tokens.remotes'), key: 'remotes', render: (_, r) => r.remotes.map((name) => <Tag key={name}>{name}</Tag>) },
            { title: t('releases.tokens.contact'), key: 'contact', render: (_, r) => r.contactEmail ?? '–' },
            { title: t('releases.tokens.lastUsed'), key: 'used', render: (_, r) => (r.lastUsedAt ? <time dateTime={r.lastUsedAt}>{formatDateTime(r.lastUsedAt, lang)}</time> : t('releases.tokens.never')) },
            {
              title: t('releases.tokens.state'),
              key: 'state',
              render: (_, r) =>
                r.revokedAt ? (
                  <Tag color="red">{t('releases.tokens.revokedAt', { when: formatDateTime(r.revokedAt, lang) })}</Tag>
                ) : (
                  <Popconfirm title={t('releases.tokens.revokeConfirm', { name: r.name })} okText={t('releases.tokens.revoke')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => revoke(r)}>
                    <Button danger size="small" icon={<StopOutlined aria-hidden="true" />}>
                      {t('releases.tokens.revoke')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
      <Modal open={creating} title={t('releases.tokens.createTitle')} onCancel={() => setCreating(false)} okText={t('releases.tokens.create')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => form.submit()} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={create} initialValues={{ remotes: [] }}>
          <Form.Item name="name" label={t('releases.tokens.name')} rules={[{ required: true, whitespace: true, message: t('releases.tokens.nameRequired') }]}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.Item name="remotes" label={t('releases.tokens.remotes')} rules={[{ required: true, type: 'array', min: 1, message: t('releases.tokens.remotesRequired') }]}>
            <Checkbox.Group options={remotes.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          <Form.Item name="contactEmail" label={t('releases.tokens.contact')} extra={t('releases.tokens.contactHint')} rules={[{ type: 'email', message: t('releases.tokens.contactInvalid') }]}>
            <Input type="email" maxLength={254} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
      {/* Unmounted once closed: the token leaves the page with the dialog. */}
      {shown !== null && (
      <Modal open title={t('releases.tokens.shownTitle')} onCancel={() => setShown(null)} footer={<Button type="primary" onClick={() => setShown(null)}>{t('releases.tokens.shownDone')}</Button>}>
        <Alert type="warning" showIcon message={t('releases.tokens.shownWarning')} />
        <Typography.Paragraph copyable={{ text: shown ?? '' }} className="releases-token" aria-label={t('releases.tokens.shownLabel')}>
          <code>{shown}</code>
        </Typography.Paragraph>
      </Modal>
      )}
    </Card>
  );
}
