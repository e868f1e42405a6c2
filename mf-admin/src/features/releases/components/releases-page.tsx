import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Empty, Flex, InputNumber, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { RollbackOutlined, RiseOutlined } from '@ant-design/icons';
import type { ReleaseOverview } from '@shop/shared';
import { SkeletonPlaceholder, usePageLang, useStatusMessage } from '@shop/shared/react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { useReleases } from '../api/get-releases.ts';
import { useRemoteSignals } from '../api/get-remote-signals.ts';
import { promoteCanary } from '../api/promote-canary.ts';
import { rollBack } from '../api/roll-back.ts';
import { setCanaryShare } from '../api/set-canary-share.ts';
import { ReleaseTokens } from './release-tokens.tsx';
import { SignalsChart } from './signals-chart.tsx';
import './releases.css';

type ReleaseEvent = ReleaseOverview['history'][number];

/** The hours of signals a remote's chart shows. */
const CHART_HOURS = 72;
const HISTORY_SHOWN = 10;

/** /{lang}/admin/releases: what each remote serves, its canary, history and signals; the release tokens (administrators). */
export function ReleasesPage() {
  const { t } = useTranslation('admin');
  const { data, error, loading, refetch } = useReleases();
  return (
    <>
      <PageHeader title={t('sections.releases.title')} intro={t('releases.intro')} />
      {error && !data ? (
        <LoadFailed failure={error} onRetry={refetch} />
      ) : !data ? (
        <SkeletonPlaceholder active label={t('releases.loading')} />
      ) : data.length === 0 ? (
        <Empty description={t('releases.empty')} />
      ) : (
        <Flex vertical gap="large">
          {data.map((remote) => (
            <RemoteCard key={remote.remote} remote={remote} busy={loading} onChanged={refetch} />
          ))}
        </Flex>
      )}
      <ReleaseTokens remotes={data?.map((r) => r.remote) ?? []} />
    </>
  );
}

function RemoteCard({ remote, busy, onChanged }: { remote: ReleaseOverview; busy: boolean; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const headingId = useId();
  const chartId = useId();
  const [working, setWorking] = useState<string | null>(null);
  const [share, setShare] = useState<number | null>(remote.canary ? remote.share : null);

  async function act(name: string, call: () => Promise<unknown>, done: string) {
    setWorking(name);
    try {
      await call();
      message.success(done);
      onChanged();
    } catch (e) {
      message.error(failureText(describeAdminError(e)));
    } finally {
      setWorking(null);
    }
  }

  const version = (v: string | null | undefined) => (v ? <code className="releases-version">{v}</code> : <Typography.Text type="secondary">{t('releases.none')}</Typography.Text>);
  const canary = remote.canary;
  return (
    <Card
      className="releases-remote"
      title={
        <h2 id={headingId} className="admin-card-title">
          {remote.remote}
        </h2>
      }
      extra={canary ? <Tag color="orange">{t('releases.canaryRunning', { share: remote.share })}</Tag> : <Tag color="green">{t('releases.stableOnly')}</Tag>}
      aria-labelledby={headingId}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 1, md: 3 }} items={[
        { key: 'stable', label: t('releases.stable'), children: version(remote.stable?.version) },
        { key: 'canary', label: t('releases.canary'), children: version(canary?.version) },
        { key: 'share', label: t('releases.share'), children: canary ? `${remote.share} %` : '–' },
      ]} />
      <Flex wrap gap="small" className="releases-actions">
        {canary && (
          <>
            <Popconfirm title={t('releases.promoteConfirm', { version: canary.version, remote: remote.remote })} okText={t('releases.promote')} cancelText={t('common.cancel')} onConfirm={() => act('promote', () => promoteCanary(remote.remote), t('releases.promoted', { version: canary.version }))}>
              <Button icon={<RiseOutlined aria-hidden="true" />} loading={working === 'promote'} disabled={busy}>
                {t('releases.promote')}
              </Button>
            </Popconfirm>
            <Space.Compact>
              <InputNumber<number> aria-label={t('releases.shareLabel', { remote: remote.remote })} min={1} max={99} value={share} onChange={setShare} addonAfter="%" />
              <Button loading={working === 'share'} disabled={busy || share === null || share === remote.share} onClick={() => share !== null && act('share', () => setCanaryShare(remote.remote, share), t('releases.shareSaved', { share }))}>
                {t('releases.changeShare')}
              </Button>
            </Space.Compact>
          </>
        )}
        {(canary || remote.history.some((e) => e.version && e.version !== remote.stable?.version)) && (
          <Popconfirm
            title={canary ? t('releases.rollbackCanaryConfirm', { version: canary.version }) : t('releases.rollbackConfirm', { remote: remote.remote })}
            okText={t('releases.rollback')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => act('rollback', () => rollBack(remote.remote), t('releases.rolledBack'))}
          >
            <Button danger icon={<RollbackOutlined aria-hidden="true" />} loading={working === 'rollback'} disabled={busy}>
              {canary ? t('releases.rollbackCanary') : t('releases.rollback')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <h3 id={chartId} className="releases-subtitle">
        {t('releases.signalsTitle', { hours: CHART_HOURS })}
      </h3>
      <RemoteSignals remote={remote.remote} labelledBy={chartId} lang={lang} />
      <h3 className="releases-subtitle">{t('releases.history')}</h3>
      <Table<ReleaseEvent>
        size="small"
        rowKey="id"
        dataSource={remote.history.slice(0, HISTORY_SHOWN)}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: <Empty description={t('releases.noHistory')} /> }}
        columns={[
          { title: t('releases.when'), key: 'when', render: (_, e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time> },
          { title: t('releases.how'), key: 'how', render: (_, e) => t(`releases.actions.${e.action}`, { defaultValue: e.action, share: e.share ?? '' }) },
          { title: t('releases.version'), key: 'version', render: (_, e) => version(e.version) },
          { title: t('releases.who'), key: 'who', render: (_, e) => (e.actor === 'canary watch' ? t('releases.canaryWatch') : e.actor) },
          { title: t('releases.reason'), key: 'reason', render: (_, e) => e.reason ?? '' },
        ]}
      />
    </Card>
  );
}

function RemoteSignals({ remote, labelledBy, lang }: { remote: string; labelledBy: string; lang: ReturnType<typeof usePageLang> }) {
  const { data, error, refetch } = useRemoteSignals(remote, CHART_HOURS);
  if (error && !data) return <LoadFailed failure={error} onRetry={refetch} />;
  if (!data) return <SkeletonPlaceholder active paragraph={{ rows: 3 }} />;
  return <SignalsChart rows={data} lang={lang} labelledBy={labelledBy} />;
}
