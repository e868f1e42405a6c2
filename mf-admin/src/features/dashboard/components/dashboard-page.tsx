import { createElement, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Typography } from 'antd';
import { localePath } from '@shop/shared';
import { usePageLang } from '../../../lib/use-page-lang.ts';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import type { AdminRoute } from '../../../app/admin-routes.ts';

/** /{lang}/admin: the landing page after sign-in; a welcome and a card per section the user may open. */
export function DashboardPage({ sections }: { sections: readonly AdminRoute[] }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const { user } = useAdminAuth();

  useEffect(() => {
    document.title = t('dashboard.title');
  }, [t]);

  return (
    <>
      <Typography.Title level={1}>{t('dashboard.title')}</Typography.Title>
      {user && (
        <Typography.Paragraph className="admin-dashboard__welcome">
          {t('dashboard.welcome', { name: user.name })} {t('dashboard.signedInAs', { email: user.email })}
        </Typography.Paragraph>
      )}
      <Typography.Title level={2}>{t('dashboard.sections')}</Typography.Title>
      <Row gutter={[16, 16]} role="list">
        {sections.map((section) => (
          <Col key={section.route} xs={24} sm={12} xl={8} role="listitem">
            <Link to={localePath(section.route, lang)} className="admin-dashboard__link">
              <Card hoverable className="admin-dashboard__card">
                <Card.Meta
                  avatar={<span className="admin-dashboard__icon">{createElement(section.icon)}</span>}
                  title={<span role="heading" aria-level={3}>{t(`${section.key}.title`)}</span>}
                  description={t(`${section.key}.description`)}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
