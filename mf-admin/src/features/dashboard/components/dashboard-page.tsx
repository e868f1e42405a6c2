import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Col, Empty, List, Row, Statistic, Tag, Typography } from 'antd';
import { formatPrice, localePath } from '@shop/shared';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminAuth } from '../../../lib/use-admin-auth.ts';
import type { AdminRoute } from '../../../app/admin-routes.ts';
import { useAuditSummary } from '../../../lib/audit-summary.ts';
import { formatDateTime, useEntityLabel } from '../../../lib/labels.ts';
import { useLatestChanges } from '../api/get-latest-changes.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { SkeletonPlaceholder, usePageLang } from '@shop/shared/react';

/** /{lang}/admin: the landing page after sign-in: counts, the latest orders and changes, quick links. */
export function DashboardPage({ sections, canReadAudit }: { sections: readonly AdminRoute[]; canReadAudit: boolean }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const { user } = useAdminAuth();
  const { data, error, refetch } = useDashboard();
  // The audit log is for administrators only: an editor's call would answer 403 (and sign them out).
  const audit = useLatestChanges(canReadAudit);
  const entityLabel = useEntityLabel();
  const auditSummary = useAuditSummary();
  useDocumentTitle(t('dashboard.title'));

  const ordersLink = (children: ReactNode) => <Link to={localePath('admin-orders', lang)}>{children}</Link>;
  const counts = data?.counts;
  const stats = counts
    ? [
        { key: 'products', value: counts.products, suffix: t('dashboard.publishedOf', { count: counts.published_products }), to: localePath('admin-eshop-products', lang) },
        { key: 'categories', value: counts.categories, to: localePath('admin-eshop-categories', lang) },
        { key: 'newOrders', value: counts.new_orders, to: localePath('admin-orders', lang) },
        { key: 'users', value: counts.users, to: canReadAudit ? localePath('admin-users', lang) : undefined },
      ]
    : [];

  return (
    <>
      <Typography.Title level={1}>{t('dashboard.title')}</Typography.Title>
      {user && (
        <Typography.Paragraph className="admin-dashboard__welcome">
          {t('dashboard.welcome', { name: user.name })} {t('dashboard.signedInAs', { email: user.email })}
        </Typography.Paragraph>
      )}

      <Typography.Title level={2} className="admin-section-title">
        {t('dashboard.overview')}
      </Typography.Title>
      {error ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !counts ? (
        <SkeletonPlaceholder active paragraph={{ rows: 2 }} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={t('dashboard.overview')}>
          {stats.map((s) => (
            <Col key={s.key} xs={12} lg={6} role="listitem">
              <Card className="admin-stat" size="small">
                <Statistic title={s.to ? <Link to={s.to}>{t(`dashboard.counts.${s.key}`)}</Link> : t(`dashboard.counts.${s.key}`)} value={s.value} />
                {s.suffix && <Typography.Text type="secondary">{s.suffix}</Typography.Text>}
              </Card>
            </Col>
          ))}
        </Row>
      )}

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={canReadAudit ? 12 : 24}>
          <Card title={<h2 className="admin-card-title">{t('dashboard.latestOrders')}</h2>} extra={ordersLink(t('dashboard.allOrders'))}>
            {!data ? (
              <SkeletonPlaceholder active />
            ) : data.latest_orders.length === 0 ? (
              <Empty description={t('dashboard.noOrders')} />
            ) : (
              <List
                dataSource={data.latest_orders}
                rowKey="uuid"
                renderItem={(o) => (
                  <List.Item extra={<strong>{formatPrice(o.total_with_vat, lang)}</strong>}>
                    <ListItemText
                      title={
                        <>
                          {o.order_number} {o.status === 'new' ? <Tag color="orange">{t('dashboard.orderNew')}</Tag> : <Tag>{t(`admin-orders:status.${o.status}`, { defaultValue: o.status })}</Tag>}
                        </>
                      }
                      description={`${o.customer} · ${formatDateTime(o.created_at, lang)}`}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        {canReadAudit && (
          <Col xs={24} lg={12}>
            <Card title={<h2 className="admin-card-title">{t('dashboard.latestChanges')}</h2>} extra={<Link to={localePath('admin-audit', lang)}>{t('dashboard.allChanges')}</Link>}>
              {audit.error ? (
                <LoadFailed failure={audit.error} onRetry={audit.refetch} />
              ) : !audit.data ? (
                <SkeletonPlaceholder active />
              ) : audit.data.data.length === 0 ? (
                <Empty description={t('audit.empty')} />
              ) : (
                <List
                  dataSource={audit.data.data}
                  rowKey="id"
                  renderItem={(e) => (
                    <List.Item>
                      <ListItemText title={auditSummary(e)} description={`${entityLabel(e.entity)} · ${e.user?.name ?? t('audit.system')} · ${formatDateTime(e.created_at, lang)}`} />
                    </List.Item>
                  )}
                />
              )}
            </Card>
          </Col>
        )}
      </Row>

      <Typography.Title level={2} className="admin-section-title">
        {t('dashboard.sections')}
      </Typography.Title>
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

/**
 * An item of a dashboard list: a line of text and a secondary one. Not antd's List.Item.Meta, whose title is an <h4>
 * under the card's <h2> (a skipped heading level, and a heading for every order of the list).
 */
function ListItemText({ title, description }: { title: ReactNode; description: string }) {
  return (
    <div className="admin-list-item">
      <div className="admin-list-item__title">{title}</div>
      <Typography.Text type="secondary">{description}</Typography.Text>
    </div>
  );
}
