import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ensureCurrentUser, localePath } from '@shop/shared';
import { usePageLang } from '../../../lib/use-page-lang.ts';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import { PageLoading } from '../../../components/page-loading.tsx';

/**
 * Admin pages need a signed-in user. The shell's guard checks this before navigating; the remote checks again,
 * so it never shows an admin page to a guest (e.g. after the token was revoked in another tab).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const { user } = useAdminAuth();

  useEffect(() => {
    if (user) return;
    let active = true;
    void ensureCurrentUser().then((current) => {
      if (active && !current) navigate(localePath('admin-login', lang), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [user, lang, navigate]);

  if (!user) return <PageLoading message={t('layout.checkingSession')} />;
  return children;
}
