import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath, signOut } from '@shop/shared';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePageLang } from '@shop/shared/react';

/** /{lang}/admin/logout: signs out (token and user are cleared whatever the server answers), then the login page. */
export function LogoutPage() {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  // One sign-out per visit, also when StrictMode runs the effect twice.
  const signingOut = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let active = true;
    signingOut.current ??= signOut();
    void signingOut.current.then(() => {
      if (active) navigate(localePath('admin-login', lang), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [lang, navigate]);

  return <PageLoading message={t('logout.signingOut')} />;
}
