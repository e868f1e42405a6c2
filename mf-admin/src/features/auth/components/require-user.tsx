import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ensureCurrentUser, localePath, loginPathReturningTo } from '@shop/shared';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePageLang } from '@shop/shared/react';

/**
 * Admin pages need a signed-in user (passwordPage: the own password page, which a user who must still choose a
 * password may see; every other page sends such a user there; twoFactorPage likewise for a user the site requires
 * two-factor sign-in of, who has not set it up yet). The shell's guard checks this before navigating; the remote checks again,
 * so it never shows an admin page to a guest (e.g. after the token was revoked in another tab).
 */
export function RequireUser({ children, passwordPage = false, twoFactorPage = false }: { children: ReactNode; passwordPage?: boolean; twoFactorPage?: boolean }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = `${location.pathname}${location.search}${location.hash}`;
  const { user } = useAdminAuth();

  useEffect(() => {
    if (user) return;
    let active = true;
    void ensureCurrentUser().then((current) => {
      // The requested page goes along, to return to it after signing in.
      if (active && !current) navigate(loginPathReturningTo(lang, requested), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [user, lang, navigate, requested]);

  // Signed in with a one-time password: the own password page is the only one (the API refuses the rest, 403).
  const mustChange = Boolean(user?.must_change_password) && !passwordPage;
  // Then, when the site requires two-factor sign-in and the account has none, its set-up is the only page.
  const mustEnrol = !mustChange && Boolean(user?.must_enable_two_factor) && !twoFactorPage && !passwordPage;
  useEffect(() => {
    if (mustChange) navigate(localePath('admin-password', lang), { replace: true });
    else if (mustEnrol) navigate(localePath('admin-two-factor', lang), { replace: true });
  }, [mustChange, mustEnrol, lang, navigate]);

  if (!user || mustChange || mustEnrol) return <PageLoading message={t('layout.checkingSession')} />;
  return children;
}
