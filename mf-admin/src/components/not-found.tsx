import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Result } from 'antd';

/** An admin path that no admin screen answers (the shell normally shows its own 404 before mounting us). */
export function NotFound() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return <Result status="404" title={<h1 className="admin-result-title">{t('layout.notFound')}</h1>} subTitle={pathname} />;
}
