import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAdminAuth } from '../lib/use-admin-auth.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { NotFound } from '../components/not-found.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { LogoutPage } from '../features/auth/components/logout-page.tsx';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { SectionPage } from '../features/sections/components/section-page.tsx';
import { accessOf } from '../lib/access.ts';
import { routePattern } from '../lib/route-path.ts';
import { ADMIN_SECTIONS, ADMIN_SUBSCREENS, type AdminRoute } from './admin-routes.ts';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/status-message.css';
import './admin.css';

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
 * The routes of mf-admin; the shell mounts it for /{lang}/admin/* (admin and auth layouts). The antd components only
 * the admin uses (its layout, tables, pickers) arrive as one chunk on their first render (see the antd kit in
 * shared/mf-shared.mjs); meanwhile the screen says it is loading instead of staying blank.
 */
export function App() {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={<PageLoading message={t('layout.loadingAdmin')} />}>
      <AdminRoutes />
    </Suspense>
  );
}

function AdminRoutes() {
  return (
    <Routes>
      <Route path={routePattern('admin-login')} element={<LoginPage />} />
      <Route path={routePattern('admin-logout')} element={<LogoutPage />} />
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
              <Guarded section={section}>{section.component ? <section.component /> : <SectionPage section={section} />}</Guarded>
            }
          />
        ))}
        <Route path="/:lang/admin/*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
