import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ManagedUser } from '@shop/shared';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { useUsers } from '../api/users.ts';
import { userQueryFromParams, userQueryParams } from '../lib/user-query.ts';
import { OneTimePasswordDialog, type OneTimePasswordShown } from './one-time-password-dialog.tsx';
import { TwoFactorRequirementSwitch } from './two-factor-requirement-switch.tsx';
import { UserActions } from './user-actions.tsx';
import { UserEditDialog, type UserEditValues } from './user-edit-dialog.tsx';
import { UserInviteDialog } from './user-invite-dialog.tsx';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';
import { SkeletonPlaceholder } from '@shop/shared/react';

/** /{lang}/admin/users: the administration's accounts (administrators only). */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const { user: me } = useAdminAuth();
  const [query, setQuery] = useUrlQuery(userQueryFromParams, userQueryParams);
  const { data, error, loading, refetch, replace } = useUsers(query);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [shown, setShown] = useState<OneTimePasswordShown | null>(null);
  // The edit form is the page's: a row's Edit button fills it in the same click that opens the dialog.
  const [editForm] = Form.useForm<UserEditValues>();

  return (
    <>
      <PageHeader
        title={t('sections.users.title')}
        intro={t('users.intro')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setInviting(true)}>
            {t('users.invite')}
          </Button>
        }
      />
      <TwoFactorRequirementSwitch onChanged={refetch} />
      <UsersFilters query={query} setQuery={setQuery} />
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !data ? (
        <SkeletonPlaceholder active paragraph={{ rows: 5 }} />
      ) : (
        <UsersTable
          users={data}
          loading={loading}
          query={query}
          setQuery={setQuery}
          actions={(u) => (
            <UserActions
              user={u}
              self={u.id === me?.id}
              onEdit={(user) => {
                setEditing(user);
                editForm.setFieldsValue({ name: user.name, role: user.role, disabled: user.disabled });
              }}
              onSaved={(saved) => replace({ ...data, data: data.data.map((row) => (row.id === saved.id ? saved : row)) })}
              onChanged={refetch}
              onPassword={setShown}
            />
          )}
        />
      )}

      <UserInviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(result) => {
          refetch();
          if (result.one_time_password) setShown({ email: result.data.email, password: result.one_time_password });
        }}
      />

      <UserEditDialog user={editing} own={editing?.id === me?.id} form={editForm} onClose={() => setEditing(null)} onSaved={refetch} />

      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
