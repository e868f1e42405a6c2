import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LANG_CODES, LANGUAGES, type Lang, type SynonymGroup } from '@shop/shared';
import { usePageLang, useStatusMessage } from '@shop/shared/react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { oneOf, useUrlQuery } from '../../../lib/use-url-query.ts';
import { deleteSynonymGroup, useSynonymGroups } from '../api/search-synonyms.ts';
import { SynonymGroupDrawer } from './synonym-group-drawer.tsx';

const languageName = (code: Lang) => LANGUAGES.find((l) => l.code === code)?.title ?? code;
const wordsOf = (group: SynonymGroup) => group.words.join(', ');

/**
 * /{lang}/admin/search-synonyms: the words the shop's search reads as one, per language (decision 0112): "vorota"
 * typed on the Russian pages finds the "ворота". One tab per language, its groups in a table, each added, changed
 * and deleted on its own. The open tab is in the address (?lang=ru), the page's language by default.
 */
export function SearchSynonymsPage() {
  const { t } = useTranslation('admin');
  const pageLang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [query, setQuery] = useUrlQuery(
    (params) => ({ lang: oneOf(params.get('lang'), LANG_CODES) ?? pageLang }),
    (q) => ({ lang: q.lang === pageLang ? undefined : q.lang }),
  );
  const lang = query.lang;
  const { data, error, refetch } = useSynonymGroups(lang);
  const [editing, setEditing] = useState<{ group: SynonymGroup | null } | null>(null);

  async function remove(group: SynonymGroup) {
    try {
      await deleteSynonymGroup(group.id);
      message.success(t('synonyms.deleted', { words: wordsOf(group) }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  const table = (
    <Table<SynonymGroup>
      rowKey="id"
      loading={!data}
      dataSource={data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description={t('synonyms.empty', { language: languageName(lang) })} /> }}
      columns={[
        {
          key: 'words',
          title: t('synonyms.words'),
          render: (_, group) => (
            <Space size={[4, 4]} wrap lang={lang}>
              {group.words.map((word) => (
                <Tag key={word}>{word}</Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'actions',
          title: t('common.actions'),
          width: 112,
          render: (_, group) => (
            <Space>
              <Button icon={<EditOutlined aria-hidden />} aria-label={t('common.editNamed', { name: wordsOf(group) })} onClick={() => setEditing({ group })} />
              <Popconfirm title={t('synonyms.deleteConfirm', { words: wordsOf(group) })} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={() => remove(group)}>
                <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('common.deleteNamed', { name: wordsOf(group) })} />
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <>
      <PageHeader
        title={t('sections.searchSynonyms.title')}
        intro={t('synonyms.intro')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ group: null })}>
            {t('synonyms.new')}
          </Button>
        }
      />
      <Tabs
        activeKey={lang}
        onChange={(key) => setQuery({ lang: key as Lang })}
        items={LANGUAGES.map((l) => ({
          key: l.code,
          label: <span lang={l.code}>{l.title}</span>,
          // Only the open tab's list is loaded and drawn.
          children: l.code !== lang ? null : error && !data ? <LoadFailed failure={error} onRetry={refetch} /> : table,
        }))}
      />
      {editing ? (
        <SynonymGroupDrawer
          group={editing.group}
          defaultLang={lang}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.lang === lang) refetch();
            else setQuery({ lang: saved.lang });
          }}
        />
      ) : null}
    </>
  );
}
