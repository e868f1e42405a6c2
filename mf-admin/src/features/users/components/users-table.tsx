import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Table, Tag } from 'antd';
import type { AdminUserList, ManagedUser, UserSort } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';
import { formatDate } from '../../../lib/labels.ts';
import { listTable } from '../../../lib/list-table.ts';
import { USER_SORTS, type UsersQuery } from '../lib/user-query.ts';

interface UsersTableProps {
  users: AdminUserList;
  loading: boolean;
  query: UsersQuery;
  setQuery: (update: (query: UsersQuery) => UsersQuery) => void;
  /** A row's buttons (the page's, as they open its dialogs). */
  actions: (user: ManagedUser) => ReactNode;
}

/** The page of accounts the query found: name, e-mail, role, state, two-factor sign-in and creation, sorted and paged by the address. */
export function UsersTable({ users, loading, query, setQuery, actions }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const filtered = Boolean(query.q || query.role || query.state || query.two_factor);
  const { tableProps, sortOrder } = listTable<ManagedUser, UserSort>({
    query,
    setQuery,
    meta: users.meta,
    totalText: (total) => t('users.total', { count: total }),
    sorts: USER_SORTS,
    unsorted: { sort: 'email', order: 'asc' },
  });
  return (
    <Table<ManagedUser>
      rowKey="id"
      dataSource={users.data}
      loading={loading}
      size="middle"
      scroll={{ x: 900 }}
      locale={{ emptyText: <Empty description={filtered ? t('users.noMatch') : t('users.empty')} /> }}
      {...tableProps}
      columns={[
        { title: t('users.name'), dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrder('name') },
        { title: t('users.email'), dataIndex: 'email', key: 'email', sorter: true, sortOrder: sortOrder('email') },
        { title: t('users.role'), key: 'role', sorter: true, sortOrder: sortOrder('role'), render: (_, u) => <Tag color={u.role === 'admin' ? 'blue' : 'gold'}>{t(`roles.${u.role}`)}</Tag> },
        { title: t('users.state'), key: 'state', render: (_, u) => (u.disabled ? <Tag color="red">{t('users.disabled')}</Tag> : <Tag color="green">{t('users.active')}</Tag>) },
        {
          title: t('users.twoFactor'),
          key: 'two-factor',
          render: (_, u) => (u.two_factor ? <Tag color="green">{t('users.twoFactorOn')}</Tag> : <Tag>{t('users.twoFactorOff')}</Tag>),
        },
        { title: t('users.created'), key: 'created_at', sorter: true, sortOrder: sortOrder('created_at'), render: (_, u) => formatDate(u.created_at, lang) },
        { title: t('common.actions'), key: 'actions', render: (_, u) => actions(u) },
      ]}
    />
  );
}
