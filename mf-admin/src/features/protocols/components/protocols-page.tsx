import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LANGUAGES, type AdminDocument } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { deleteDocument, useDocuments } from '../api/documents.ts';
import { DocumentDrawer, type EditableKind } from './document-drawer.tsx';

type TabKey = EditableKind | 'site';
const TABS: TabKey[] = ['protocol', 'assembly', 'price-list', 'site'];

/** The open tab as the address says it (?tab=price-list); the first by default. */
const tabFromParams = (params: URLSearchParams): TabKey => TABS.find((key) => key === params.get('tab')) ?? 'protocol';
const tabParams = (tab: TabKey) => ({ tab: tab === 'protocol' ? undefined : tab });

/** /{lang}/admin/protocols: the PDF documents of the site — protocols, assembly instructions, price lists, and the header's files. */
export function ProtocolsPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, loading, refetch } = useDocuments();
  const [tab, setTab] = useUrlQuery(tabFromParams, tabParams);
  const [editing, setEditing] = useState<{ document: AdminDocument | null } | null>(null);

  const titleOf = (doc: AdminDocument) => doc.files[lang]?.title || doc.files.sk?.title || Object.values(doc.files).find((f) => f)?.title || '';

  async function remove(doc: AdminDocument) {
    try {
      await deleteDocument(doc.uuid);
      message.success(t('protocols.deleted', { title: titleOf(doc) }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  const table = (key: TabKey) => (
    <Table<AdminDocument>
      rowKey="uuid"
      loading={loading}
      dataSource={(data ?? []).filter((d) => d.kind === key)}
      pagination={false}
      locale={{ emptyText: <Empty description={t('protocols.empty')} /> }}
      scroll={{ x: 640 }}
      columns={[
        { key: 'title', title: t('protocols.titleField'), render: (_, doc) => (doc.key ? `${titleOf(doc)} (${t(`protocols.keys.${doc.key}`)})` : titleOf(doc)) },
        {
          key: 'languages',
          title: t('protocols.languages'),
          render: (_, doc) => (
            <Space size={4} wrap>
              {LANGUAGES.map((l) => {
                const file = doc.files[l.code];
                return file ? (
                  <a key={l.code} href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`${file.title} (${l.title}, PDF)`}>
                    <Tag color="blue">{l.code.toUpperCase()}</Tag>
                  </a>
                ) : (
                  <Tag key={l.code} aria-label={t('protocols.missingIn', { lang: l.title })}>
                    <s>{l.code.toUpperCase()}</s>
                  </Tag>
                );
              })}
            </Space>
          ),
        },
        {
          key: 'actions',
          title: t('common.actions'),
          render: (_, doc) => (
            <Space>
              <Button icon={<EditOutlined aria-hidden />} aria-label={t('common.editNamed', { name: titleOf(doc) })} onClick={() => setEditing({ document: doc })} />
              {doc.kind === 'site' ? null : (
                <Popconfirm title={t('protocols.deleteConfirm', { title: titleOf(doc) })} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={() => remove(doc)}>
                  <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('common.deleteNamed', { name: titleOf(doc) })} />
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <>
      <PageHeader
        title={t('sections.protocols.title')}
        intro={t('protocols.intro')}
        extra={
          tab === 'site' ? null : (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ document: null })}>
              {t('protocols.new')}
            </Button>
          )
        }
      />
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : (
        <Tabs activeKey={tab} onChange={(k) => setTab(k as TabKey)} items={TABS.map((key) => ({ key, label: t(`protocols.tabs.${key}`), children: table(key) }))} />
      )}
      {editing ? (
        <DocumentDrawer
          document={editing.document}
          defaultKind={tab === 'site' ? 'protocol' : tab}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
    </>
  );
}
