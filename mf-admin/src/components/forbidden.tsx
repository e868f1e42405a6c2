import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Result } from 'antd';
import { localePath } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';

/** Shown instead of a section the signed-in user's role does not open. */
export function Forbidden({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 className="admin-result-title">{title}</h1>}
      subTitle={t('layout.forbidden')}
      extra={
        <Button type="primary" onClick={() => navigate(localePath('admin', lang))}>
          {t('layout.backToDashboard')}
        </Button>
      }
    />
  );
}
