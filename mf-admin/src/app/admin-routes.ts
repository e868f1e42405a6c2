import { lazy, type ComponentType } from 'react';
import {
  AuditOutlined,
  CloudUploadOutlined,
  AppstoreOutlined,
  BlockOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FileSearchOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AccessKey } from '../lib/access.ts';

/**
 * A screen as a chunk of its own, loaded when first shown: the sign-in page does not carry the admin's tables,
 * editors and pickers. App's Suspense boundary says the administration is loading meanwhile.
 */
function screen(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => load().then((component) => ({ default: component })));
}
const AuditPage = screen(() => import('../features/audit/components/audit-page.tsx').then((m) => m.AuditPage));
const ReleasesPage = screen(() => import('../features/releases/components/releases-page.tsx').then((m) => m.ReleasesPage));
const ModulesPage = screen(() => import('../features/modules/components/modules-page.tsx').then((m) => m.ModulesPage));
const PostsPage = screen(() => import('../features/posts/components/posts-page.tsx').then((m) => m.PostsPage));
const ProtocolsPage = screen(() => import('../features/protocols/components/protocols-page.tsx').then((m) => m.ProtocolsPage));
const CategoriesPage = screen(() => import('../features/categories/components/categories-page.tsx').then((m) => m.CategoriesPage));
const CategoryEditPage = screen(() => import('../features/categories/components/category-edit-page.tsx').then((m) => m.CategoryEditPage));
const ProductsPage = screen(() => import('../features/products/components/products-page.tsx').then((m) => m.ProductsPage));
const SettingsScreen = screen(() => import('./settings-screen.tsx').then((m) => m.SettingsScreen));
const UsersPage = screen(() => import('../features/users/components/users-page.tsx').then((m) => m.UsersPage));
const OrderPage = screen(() => import('../features/orders/components/order-page.tsx').then((m) => m.OrderPage));
const SearchSynonymsPage = screen(() => import('../features/search-synonyms/components/search-synonyms-page.tsx').then((m) => m.SearchSynonymsPage));
const OrdersPage = screen(() => import('../features/orders/components/orders-page.tsx').then((m) => m.OrdersPage));

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

/** A route with its screen: every section and subscreen has one (the dashboard is drawn by the app itself). */
export interface AdminScreen extends AdminRoute {
  component: ComponentType;
}

export const DASHBOARD_ROUTE: AdminRoute = { route: 'admin', key: 'dashboard', icon: DashboardOutlined, access: 'canManageContent' };

/** Every admin section after the dashboard, in menu order. */
export const ADMIN_SECTIONS: readonly AdminScreen[] = [
  { route: 'admin-eshop-categories', key: 'sections.eshopCategories', icon: AppstoreOutlined, access: 'canManageCatalog', component: CategoriesPage },
  { route: 'admin-eshop-products', key: 'sections.eshopProducts', icon: ShoppingOutlined, access: 'canManageCatalog', component: ProductsPage },
  // Orders come from the e-shop, so whoever runs the catalogue handles them; texts in the orders' own namespace.
  { route: 'admin-orders', key: 'admin-orders:menu', icon: ShoppingCartOutlined, access: 'canManageCatalog', component: OrdersPage },
  { route: 'admin-modules', key: 'sections.modules', icon: BlockOutlined, access: 'canManageContent', component: ModulesPage },
  { route: 'admin-posts', key: 'sections.posts', icon: FileTextOutlined, access: 'canManageContent', component: PostsPage },
  { route: 'admin-protocols', key: 'sections.protocols', icon: FileProtectOutlined, access: 'canManageContent', component: ProtocolsPage },
  { route: 'admin-users', key: 'sections.users', icon: TeamOutlined, access: 'canManageUsers', component: UsersPage },
  { route: 'admin-settings', key: 'sections.settings', icon: SettingOutlined, access: 'canManageSettings', component: SettingsScreen },
  // How the shop's search reads words is the site's setting, so it stays with administrators.
  { route: 'admin-search-synonyms', key: 'sections.searchSynonyms', icon: FileSearchOutlined, access: 'canManageSettings', component: SearchSynonymsPage },
  { route: 'admin-audit', key: 'sections.audit', icon: AuditOutlined, access: 'canReadAudit', component: AuditPage },
  { route: 'admin-releases', key: 'sections.releases', icon: CloudUploadOutlined, access: 'canManageReleases', component: ReleasesPage },
];

/** Screens without a menu entry of their own. */
export const ADMIN_SUBSCREENS: readonly AdminScreen[] = [
  {
    route: 'admin-eshop-categories-category',
    key: 'sections.eshopCategory',
    icon: AppstoreOutlined,
    access: 'canManageCatalog',
    parent: 'admin-eshop-categories',
    component: CategoryEditPage,
  },
  { route: 'admin-orders-order', key: 'admin-orders:menu', icon: ShoppingCartOutlined, access: 'canManageCatalog', parent: 'admin-orders', component: OrderPage },
];

export const ADMIN_MENU: readonly AdminRoute[] = [DASHBOARD_ROUTE, ...ADMIN_SECTIONS];
