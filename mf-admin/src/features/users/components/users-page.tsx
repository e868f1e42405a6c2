import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Flex, Form, Input, Modal, Popconfirm, Radio, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { KeyOutlined, PlusOutlined, EditOutlined, StopOutlined, CheckCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { localePath, type AdminUserQuery, type ManagedUser, type Role, type UserCreateInput, type UserSort } from '@shop/shared';
import { ListSearch } from '../../../components/list-search.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import { formatDate } from '../../../lib/labels.ts';
import { listPageSize, listTable } from '../../../lib/list-table.ts';
import { oneOf, positiveInt, useUrlQuery } from '../../../lib/use-url-query.ts';
import { inviteUser, resetTwoFactor, setTwoFactorRequirement, setUserPassword, updateUser, useTwoFactorRequirement, useUsers } from '../api/users.ts';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';

const MIN_PASSWORD = 10;

// Searched, filtered, sorted and paged on the server: accounts are disabled, never deleted, so the list only grows.
const USER_SORTS: readonly UserSort[] = ['email', 'name', 'role', 'created_at'];
// 50 accounts a page: a team's whole list usually fits on one.
const PER_PAGE = 50;

type UsersQuery = AdminUserQuery & { page: number; per_page: number };

/** The users list's query as the address says it (?q=&role=editor&state=disabled&two_factor=off&sort=name&order=desc&page=2&per_page=50). */
function userQueryFromParams(params: URLSearchParams): UsersQuery {
  const q = params.get('q')?.trim().slice(0, 200);
  const role = oneOf(params.get('role'), ['admin', 'editor'] as const);
  const state = oneOf(params.get('state'), ['active', 'disabled'] as const);
  const twoFactor = oneOf(params.get('two_factor'), ['on', 'off'] as const);
  return {
    page: positiveInt(params.get('page'), 1),
    per_page: listPageSize(params.get('per_page'), PER_PAGE),
    sort: oneOf(params.get('sort'), USER_SORTS) ?? 'email',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(state ? { state } : {}),
    ...(twoFactor ? { two_factor: twoFactor } : {}),
  };
}

const userQueryParams = (query: UsersQuery): Record<string, string | undefined> => ({
  q: query.q || undefined,
  role: query.role,
  state: query.state,
  two_factor: query.two_factor,
  sort: query.sort && query.sort !== 'email' ? query.sort : undefined,
  order: query.order === 'desc' ? 'desc' : undefined,
  page: query.page && query.page > 1 ? String(query.page) : undefined,
  per_page: query.per_page && query.per_page !== PER_PAGE ? String(query.per_page) : undefined,
});

interface InviteValues {
  email: string;
  name: string;
  role: Role;
  mode: 'generate' | 'set';
  password?: string;
}

interface EditValues {
  name: string;
  role: Role;
  disabled: boolean;
}

/** Shows a generated password once, with a copy button; it is never shown again. */
function OneTimePassword({ shown, onClose }: { shown: { email: string; password: string } | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal open={shown !== null} title={t('users.oneTimeTitle')} onOk={onClose} onCancel={onClose} okText={t('users.oneTimeDone')} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      {shown && (
        <>
          <Typography.Paragraph>
            {t('users.oneTimeIntro', { email: shown.email })} {t('users.oneTimeNext')}
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Text className="admin-password" copyable={{ text: shown.password, tooltips: [t('users.copy'), t('users.copied')] }} aria-label={t('users.oneTimeLabel')}>
              {shown.password}
            </Typography.Text>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={t('users.oneTimeWarning')} />
        </>
      )}
    </Modal>
  );
}

/**
 * The administrators' switch: two-factor sign-in required of every account. An account without it can then only set
 * it up (the server refuses the switch while the administrator has none: it would shut them out at once).
 */
function TwoFactorRequirementSwitch({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { data, error, refetch } = useTwoFactorRequirement();
  const [saving, setSaving] = useState(false);

  async function change(required: boolean) {
    setSaving(true);
    try {
      await setTwoFactorRequirement(required);
      message.success(t(required ? 'users.twoFactorRequiredOn' : 'users.twoFactorRequiredOff'));
      refetch();
      onChanged();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    } finally {
      setSaving(false);
    }
  }

  if (error && !data) return <Alert type="warning" showIcon title={t('users.twoFactorRequirementFailed')} action={<Button size="small" onClick={refetch}>{t('common:retry')}</Button>} className="admin-users__requirement" />;
  const required = data?.required ?? false;
  return (
    <div className="admin-users__requirement">
      <Popconfirm
        title={t(required ? 'users.twoFactorRequireOffConfirm' : 'users.twoFactorRequireOnConfirm')}
        okText={t(required ? 'users.twoFactorRequireOff' : 'users.twoFactorRequireOn')}
        cancelText={t('common.cancel')}
        onConfirm={() => change(!required)}
      >
        <Switch checked={required} loading={!data || saving} aria-labelledby="two-factor-required-label" aria-describedby="two-factor-required-hint" />
      </Popconfirm>
      <div>
        <Typography.Text strong id="two-factor-required-label">
          {t('users.twoFactorRequired')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" id="two-factor-required-hint" className="admin-users__requirement-hint">
          {t('users.twoFactorRequiredHint')}
        </Typography.Paragraph>
      </div>
    </div>
  );
}

/** /{lang}/admin/users: the administration's accounts (administrators only). */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const { user: me } = useAdminAuth();
  const [query, setQuery] = useUrlQuery(userQueryFromParams, userQueryParams);
  const filtered = Boolean(query.q || query.role || query.state || query.two_factor);
  const { data, error, loading, refetch, replace } = useUsers(query);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ email: string; password: string } | null>(null);
  const [inviteForm] = Form.useForm<InviteValues>();
  const [editForm] = Form.useForm<EditValues>();
  const mode = Form.useWatch('mode', inviteForm);

  async function invite(values: InviteValues) {
    setBusy(true);
    try {
      const input: UserCreateInput = { email: values.email.trim(), name: values.name.trim(), role: values.role, ...(values.mode === 'set' && values.password ? { password: values.password } : {}) };
      const result = await inviteUser(input);
      message.success(t('users.invited', { email: result.data.email }));
      setInviting(false);
      inviteForm.resetFields();
      refetch();
      if (result.one_time_password) setShown({ email: result.data.email, password: result.one_time_password });
    } catch (e) {
      // A refused password (password.weak) or a taken e-mail is said under its field, in the page's language.
      showFieldErrors(inviteForm, e);
      message.error(failureText(describeAdminError(e)));
    } finally {
      setBusy(false);
    }
  }

  async function save(values: EditValues) {
    if (!editing) return;
    setBusy(true);
    try {
      const saved = await updateUser(editing.id, { name: values.name.trim(), role: values.role, disabled: values.disabled });
      message.success(t('users.saved', { email: saved.email }));
      setEditing(null);
      refetch();
    } catch (e) {
      showFieldErrors(editForm, e);
      message.error(failureText(describeAdminError(e)));
    } finally {
      setBusy(false);
    }
  }

  async function setDisabled(user: ManagedUser, disabled: boolean) {
    try {
      await updateUser(user.id, { name: user.name, role: user.role, disabled });
      message.success(t(disabled ? 'users.disabledDone' : 'users.enabledDone', { email: user.email }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  async function resetSecondFactor(user: ManagedUser) {
    try {
      const saved = await resetTwoFactor(user.id);
      // The row shows the server's answer at once; the list is then asked again (a filter may no longer hold it).
      if (data) replace({ ...data, data: data.data.map((u) => (u.id === saved.id ? saved : u)) });
      message.success(t('users.twoFactorResetDone', { email: user.email }));
      refetch();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  const { tableProps, sortOrder } = listTable<ManagedUser, UserSort>({
    query,
    setQuery,
    meta: data?.meta,
    totalText: (total) => t('users.total', { count: total }),
    sorts: USER_SORTS,
    unsorted: { sort: 'email', order: 'asc' },
  });

  async function newPassword(user: ManagedUser) {
    try {
      const result = await setUserPassword(user.id);
      if (result.one_time_password) setShown({ email: user.email, password: result.one_time_password });
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    }
  }

  const roleOptions = [
    { value: 'editor', label: t('roles.editor') },
    { value: 'admin', label: t('roles.admin') },
  ];

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
      {/* The filters have ids of their own: antd's generated ones are all alike under test, and the dialogs are named by theirs. */}
      <Flex gap="middle" wrap className="admin-toolbar" role="search" aria-label={t('users.filters')}>
        <ListSearch value={query.q} onSearch={(text) => setQuery((q) => ({ ...q, q: text, page: 1 }))} label={t('users.search')} placeholder={t('users.searchPlaceholder')} />
        <Select
          id="users-filter-role"
          aria-label={t('users.filterRole')}
          style={{ minWidth: 180 }}
          value={query.role ?? 'all'}
          onChange={(value) => setQuery((q) => ({ ...q, role: value === 'all' ? undefined : (value as Role), page: 1 }))}
          options={[{ value: 'all', label: t('users.allRoles') }, ...roleOptions]}
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
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !data ? (
        <SkeletonPlaceholder active paragraph={{ rows: 5 }} />
      ) : (
        <Table<ManagedUser>
          rowKey="id"
          dataSource={data.data}
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
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, u) => {
                const self = u.id === me?.id;
                return (
                  <Space wrap>
                    <Button
                      size="small"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={t('common.editNamed', { name: u.email })}
                      onClick={() => {
                        setEditing(u);
                        editForm.setFieldsValue({ name: u.name, role: u.role, disabled: u.disabled });
                      }}
                    >
                      {t('common.edit')}
                    </Button>
                    {self ? (
                      // One's own password is changed with the current one, on the own password page (the server
                      // refuses it here).
                      <Link to={localePath('admin-password', lang)}>
                        <KeyOutlined aria-hidden /> {t('users.ownPassword')}
                      </Link>
                    ) : (
                      <Popconfirm title={t('users.newPasswordConfirm', { email: u.email })} okText={t('users.newPassword')} cancelText={t('common.cancel')} onConfirm={() => newPassword(u)}>
                        <Button size="small" icon={<KeyOutlined aria-hidden />} aria-label={t('users.newPasswordOf', { email: u.email })}>
                          {t('users.newPassword')}
                        </Button>
                      </Popconfirm>
                    )}
                    {!self && u.two_factor && (
                      <Popconfirm
                        title={t('users.resetTwoFactorConfirm', { email: u.email })}
                        description={t('users.resetTwoFactorHint')}
                        okText={t('users.resetTwoFactor')}
                        okButtonProps={{ danger: true }}
                        cancelText={t('common.cancel')}
                        onConfirm={() => resetSecondFactor(u)}
                      >
                        <Button size="small" icon={<SafetyOutlined aria-hidden />} aria-label={t('users.resetTwoFactorOf', { email: u.email })}>
                          {t('users.resetTwoFactor')}
                        </Button>
                      </Popconfirm>
                    )}
                    {!self &&
                      (u.disabled ? (
                        <Popconfirm title={t('users.enableConfirm', { email: u.email })} okText={t('users.enable')} cancelText={t('common.cancel')} onConfirm={() => setDisabled(u, false)}>
                          <Button size="small" icon={<CheckCircleOutlined aria-hidden />} aria-label={t('users.enableOf', { email: u.email })}>
                            {t('users.enable')}
                          </Button>
                        </Popconfirm>
                      ) : (
                        <Popconfirm
                          title={t('users.disableConfirm', { email: u.email })}
                          description={t('users.disableHint')}
                          okText={t('users.disable')}
                          okButtonProps={{ danger: true }}
                          cancelText={t('common.cancel')}
                          onConfirm={() => setDisabled(u, true)}
                        >
                          <Button size="small" danger icon={<StopOutlined aria-hidden />} aria-label={t('users.disableOf', { email: u.email })}>
                            {t('users.disable')}
                          </Button>
                        </Popconfirm>
                      ))}
                  </Space>
                );
              },
            },
          ]}
        />
      )}

      <Modal open={inviting} title={t('users.inviteTitle')} onCancel={() => setInviting(false)} onOk={() => inviteForm.submit()} okText={t('users.invite')} cancelText={t('common.cancel')} confirmLoading={busy} destroyOnHidden forceRender>
        <Form<InviteValues> form={inviteForm} layout="vertical" initialValues={{ role: 'editor', mode: 'generate' }} onFinish={invite} name="invite-user">
          <Form.Item name="email" label={t('users.email')} validateFirst rules={[{ required: true, whitespace: true, message: t('validation.emailRequired') }, { type: 'email', message: t('validation.email') }]}>
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item name="name" label={t('users.name')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 200 }]}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label={t('users.role')} extra={t('users.roleHint')}>
            <Select options={roleOptions} />
          </Form.Item>
          <Form.Item name="mode" label={t('users.passwordMode')}>
            <Radio.Group
              options={[
                { value: 'generate', label: t('users.generate') },
                { value: 'set', label: t('users.setPassword') },
              ]}
            />
          </Form.Item>
          {mode === 'set' && (
            <Form.Item name="password" label={t('users.password')} extra={t('users.passwordHint')} rules={[{ required: true, message: t('validation.passwordRequired') }, { min: MIN_PASSWORD, message: t('validation.passwordLength', { n: MIN_PASSWORD }) }, { max: 200 }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
        </Form>
      </Modal>

      <Modal open={editing !== null} title={t('users.editTitle', { email: editing?.email ?? '' })} onCancel={() => setEditing(null)} onOk={() => editForm.submit()} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} forceRender>
        <Form<EditValues> form={editForm} layout="vertical" onFinish={save} name="edit-user">
          <Form.Item name="name" label={t('users.name')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, { max: 200 }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="role" label={t('users.role')} extra={editing?.id === me?.id ? t('users.ownRoleHint') : t('users.roleHint')}>
            <Select options={roleOptions} disabled={editing?.id === me?.id} />
          </Form.Item>
          <Form.Item name="disabled" label={t('users.state')} valuePropName="checked">
            <Switch checkedChildren={t('users.disabled')} unCheckedChildren={t('users.active')} disabled={editing?.id === me?.id} />
          </Form.Item>
        </Form>
      </Modal>

      <OneTimePassword shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
