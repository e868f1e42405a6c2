import { useTranslation } from 'react-i18next';
import { Flex, Select } from 'antd';
import type { Role } from '@shop/shared';
import { ListSearch } from '../../../components/list-search.tsx';
import { roleOptions } from '../lib/roles.ts';
import type { UsersQuery } from '../lib/user-query.ts';

/** The users list's search and its role, state and two-factor filters; each change starts again at the first page. */
export function UsersFilters({ query, setQuery }: { query: UsersQuery; setQuery: (update: (query: UsersQuery) => UsersQuery) => void }) {
  const { t } = useTranslation('admin');
  // The filters have ids of their own: antd's generated ones are all alike under test, and the dialogs are named by theirs.
  return (
    <Flex gap="middle" wrap className="admin-toolbar" role="search" aria-label={t('users.filters')}>
      <ListSearch value={query.q} onSearch={(text) => setQuery((q) => ({ ...q, q: text, page: 1 }))} label={t('users.search')} placeholder={t('users.searchPlaceholder')} />
      <Select
        id="users-filter-role"
        aria-label={t('users.filterRole')}
        style={{ minWidth: 180 }}
        value={query.role ?? 'all'}
        onChange={(value) => setQuery((q) => ({ ...q, role: value === 'all' ? undefined : (value as Role), page: 1 }))}
        options={[{ value: 'all', label: t('users.allRoles') }, ...roleOptions(t)]}
      />
      <Select
        id="users-filter-state"
        aria-label={t('users.filterState')}
        style={{ minWidth: 180 }}
        value={query.state ?? 'all'}
        onChange={(value) => setQuery((q) => ({ ...q, state: value === 'all' ? undefined : (value as 'active' | 'disabled'), page: 1 }))}
        options={[
          { value: 'all', label: t('users.allStates') },
          { value: 'active', label: t('users.active') },
          { value: 'disabled', label: t('users.disabled') },
        ]}
      />
      <Select
        id="users-filter-two-factor"
        aria-label={t('users.filterTwoFactor')}
        style={{ minWidth: 200 }}
        value={query.two_factor ?? 'all'}
        onChange={(value) => setQuery((q) => ({ ...q, two_factor: value === 'all' ? undefined : (value as 'on' | 'off'), page: 1 }))}
        options={[
          { value: 'all', label: t('users.twoFactorAny') },
          { value: 'on', label: t('users.twoFactorOn') },
          { value: 'off', label: t('users.twoFactorOff') },
        ]}
      />
    </Flex>
  );
}
