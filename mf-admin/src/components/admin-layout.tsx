import { createElement, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Layout, Menu, Space, Tag, Typography } from 'antd';
import { DownOutlined, KeyOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { localePath, matchRoute } from '@shop/shared';
import { useAdminAuth } from '../lib/use-admin-auth.ts';
import { ADMIN_MENU, ADMIN_SUBSCREENS } from '../app/admin-routes.ts';
import { accessOf } from '../lib/access.ts';
import { SiteLogo, usePageLang } from '@shop/shared/react';

/** The chrome of every admin page (the admin layout shows only the main slot): side menu, top bar, content. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useAdminAuth();
  const [collapsed, setCollapsed] = useState(false);
  // Below md the menu folds away behind a toggle; on wider screens it always shows.
  const [narrow, setNarrow] = useState(false);

  const access = accessOf(user);
  const menuItems = ADMIN_MENU.filter((item) => access[item.access]).map((item) => ({
    key: item.route,
    icon: createElement(item.icon),
    label: <Link to={localePath(item.route, lang)}>{t(`${item.key}.title`)}</Link>,
  }));

  // Keys are route names: a choice goes to that page.
  const accountItems = [
    { key: 'admin-password', icon: <KeyOutlined aria-hidden />, label: t('account.changePassword') },
    { key: 'admin-two-factor', icon: <SafetyOutlined aria-hidden />, label: t('account.twoFactor.menu') },
  ];

  const current = matchRoute(pathname)?.definition.name ?? 'admin';
  const selected = ADMIN_SUBSCREENS.find((screen) => screen.route === current)?.parent ?? current;

  return (
    // hasSider spelled out: antd otherwise learns of its Sider in an effect, after the first paint, drawn as a column.
    <Layout className="admin-layout" hasSider>
      <Layout.Sider
        breakpoint="md"
        collapsedWidth={0}
        collapsible
        trigger={narrow ? undefined : null}
        onBreakpoint={setNarrow}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        // Wide enough for the longest label of the menu ("Категории интернет-магазина"), which was cut off at 240.
        width={288}
        // On a phone the folded menu's toggle sits in the space the header keeps free at its start (56 px), not at
        // antd's default 64 px from the top, where it overlapped a header that had wrapped to two lines.
        zeroWidthTriggerStyle={{ top: 12 }}
        theme="dark"
        className="admin-layout__sider"
      >
        <Link to={localePath('admin', lang)} className="admin-layout__brand">
          <SiteLogo className="admin-layout__logo" />
          {t('layout.brand')}
        </Link>
        <nav aria-label={t('layout.menu')}>
          <Menu theme="dark" mode="inline" items={menuItems} selectedKeys={[selected]} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-layout__header">
          <Space size="middle" wrap className="admin-layout__user" aria-label={t('layout.signedInAs')}>
            {/* The user's name opens the account's menu (the own password change, issue 29). Its name holds the
                words it shows (name and e-mail), so a person who says what they see reaches it by voice. */}
            <Dropdown trigger={['click']} menu={{ items: accountItems, onClick: ({ key }) => navigate(localePath(key, lang)) }}>
              <Button type="text" icon={<UserOutlined aria-hidden />} aria-label={`${t('account.menu', { name: user?.name ?? '' })} ${user?.email ?? ''}`} className="admin-layout__account">
                <Typography.Text strong>{user?.name}</Typography.Text>{' '}
                <Typography.Text type="secondary" className="admin-layout__email">
                  {user?.email}
                </Typography.Text>
                <DownOutlined aria-hidden />
              </Button>
            </Dropdown>
            {user && <Tag color={user.role === 'admin' ? 'blue' : 'gold'}>{t(`roles.${user.role}`)}</Tag>}
          </Space>
          <Button icon={<LogoutOutlined aria-hidden />} onClick={() => navigate(localePath('admin-logout', lang))}>
            {t('layout.signOut')}
          </Button>
        </Layout.Header>
        {/* antd's Layout.Content is itself the page's <main> (one <main> a page: no second one inside it). */}
        <Layout.Content className="admin-layout__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
