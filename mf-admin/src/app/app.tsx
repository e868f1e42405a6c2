import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@shop/shared/react';
import { useAdminAuth } from '../lib/use-admin-auth.ts';
import { Forbidden } from '../components/forbidden.tsx';
import { NotFound } from '../components/not-found.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { LogoutPage } from '../features/auth/components/logout-page.tsx';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { accessOf } from '../lib/access.ts';
import { ADMIN_SECTIONS, ADMIN_SUBSCREENS, type AdminRoute } from './admin-routes.ts';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/status-message.css';
import './admin.css';
import { routePattern } from '@shop/shared';

// The signed-in part of the admin comes as chunks of its own (see admin-routes.ts): not with the sign-in page.
const AdminLayout = lazy(() => import('../components/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })));
// The password pages are rare visits: chunks of their own, not part of the sign-in page.
const ChangePasswordPage = lazy(() => import('../features/auth/components/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const TwoFactorPage = lazy(() => import('../features/auth/components/two-factor-page.tsx').then((m) => ({ default: m.TwoFactorPage })));

/** A section behind its access rule, computed from the signed-in user. */
function Guarded({ section, children }: { section: AdminRoute; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { user } = useAdminAuth();
  if (!accessOf(user)[section.access]) return <Forbidden title={t(`${section.key}.title`, { category: '' })} />;
  return children;
}

function Dashboard() {
  const { user } = useAdminAuth();
  const access = accessOf(user);
  return <DashboardPage sections={ADMIN_SECTIONS.filter((section) => access[section.access])} canReadAudit={access.canReadAudit} />;
}

/**
 * The routes of mf-admin; the shell mounts it for /{lang}/admin/* (admin and auth layouts). The whole admin is
 * antd's, in one AntdScope (theme, antd's texts). A screen whose code or texts are still loading says so instead of
 * staying blank.
 */
export function App() {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={<PageLoading message={t('layout.loadingAdmin')} />}>
      <AntdScope>
        <AdminRoutes />
      </AntdScope>
    </Suspense>
  );
}

function AdminRoutes() {
  return (
    <Routes>
      <Route path={routePattern('admin-login')} element={<LoginPage />} />
      <Route path={routePattern('admin-logout')} element={<LogoutPage />} />
      <Route path={routePattern('admin-forgot-password')} element={<ForgotPasswordPage />} />
      <Route path={routePattern('admin-reset-password')} element={<ResetPasswordPage />} />
      <Route
        path={routePattern('admin-password')}
        element={
          <RequireUser passwordPage>
            <ChangePasswordPage />
          </RequireUser>
        }
      />
      <Route
        path={routePattern('admin-two-factor')}
        element={
          <RequireUser twoFactorPage>
            <TwoFactorPage />
          </RequireUser>
        }
      />
      <Route
        element={
          <RequireUser>
            <AdminLayout />
          </RequireUser>
        }
      >
        <Route path={routePattern('admin')} element={<Dashboard />} />
        {[...ADMIN_SECTIONS, ...ADMIN_SUBSCREENS].map((section) => (
          <Route
            key={section.route}
            path={routePattern(section.route)}
            element={
              <Guarded section={section}>
                <section.component />
              </Guarded>
            }
          />
        ))}
        <Route path="/:lang/admin/*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
