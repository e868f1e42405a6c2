import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  BlockOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AccessKey } from '../lib/access.ts';

/** One admin screen: its shared route name, its texts in the 'admin' namespace, menu icon and the access it needs. */
export interface AdminRoute {
  /** Name in the shared route table (`ROUTES`), e.g. 'admin-users'. */
  route: string;
  /** Prefix of its texts: `${key}.title` (menu, h1) and `${key}.description`. */
  key: string;
  icon: ComponentType;
  access: AccessKey;
  /** Screens that are reached from another one (not listed in the menu); the menu highlights the parent. */
  parent?: string;
}

export const DASHBOARD_ROUTE: AdminRoute = { route: 'admin', key: 'dashboard', icon: DashboardOutlined, access: 'canManageContent' };

/** Every admin section after the dashboard, in menu order. */
export const ADMIN_SECTIONS: readonly AdminRoute[] = [
  { route: 'admin-eshop-categories', key: 'sections.eshopCategories', icon: AppstoreOutlined, access: 'canManageCatalog' },
  { route: 'admin-eshop-products', key: 'sections.eshopProducts', icon: ShoppingOutlined, access: 'canManageCatalog' },
  { route: 'admin-modules', key: 'sections.modules', icon: BlockOutlined, access: 'canManageContent' },
  { route: 'admin-posts', key: 'sections.posts', icon: FileTextOutlined, access: 'canManageContent' },
  { route: 'admin-protocols', key: 'sections.protocols', icon: FileProtectOutlined, access: 'canManageContent' },
  { route: 'admin-users', key: 'sections.users', icon: TeamOutlined, access: 'canManageUsers' },
  { route: 'admin-settings', key: 'sections.settings', icon: SettingOutlined, access: 'canManageSettings' },
];

/** Screens without a menu entry of their own. */
export const ADMIN_SUBSCREENS: readonly AdminRoute[] = [
  {
    route: 'admin-eshop-categories-category',
    key: 'sections.eshopCategory',
    icon: AppstoreOutlined,
    access: 'canManageCatalog',
    parent: 'admin-eshop-categories',
  },
];

export const ADMIN_MENU: readonly AdminRoute[] = [DASHBOARD_ROUTE, ...ADMIN_SECTIONS];
