import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Segmented, Table } from 'antd';
import type { VersionHour } from '@shop/shared/contracts/signals';
import { formatNumber, type Lang } from '@shop/shared';
import { formatDateTime } from '../../../lib/labels.ts';

type Measure = 'failed' | 'lcp' | 'inp' | 'cls';
const MEASURES: readonly Measure[] = ['failed', 'lcp', 'inp', 'cls'];
/** Colours told apart also by people with the common colour-vision deficiencies (Okabe-Ito). */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'];
const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 44, right: 8, top: 8, bottom: 24 };

function valueOf(row: VersionHour, measure: Measure): number | null {
  if (measure === 'failed') return row.views === 0 ? null : (Math.min(row.failed_views, row.views) / row.views) * 100;
  return measure === 'lcp' ? row.lcp_p75 : measure === 'inp' ? row.inp_p75 : row.cls_p75;
}

/**
 * A remote's versions over the last hours: the share of failed slot views, or the p75 of a web vital, one line per
 * version (a small SVG: the admin has no chart library), with the same figures as a table beside it for screen readers
 * and for reading exact values.
 */
export function SignalsChart({ rows, lang, labelledBy }: { rows: VersionHour[]; lang: Lang; labelledBy: string }) {
  const { t } = useTranslation('admin');
  const [measure, setMeasure] = useState<Measure>('failed');
  const hours = useMemo(() => [...new Set(rows.map((r) => r.hour))].sort(), [rows]);
  const versions = useMemo(() => [...new Set(rows.map((r) => r.version))], [rows]);
  const formatAs = (m: Measure, value: number | null) => {
    if (value === null) return '–';
    if (m === 'failed') return `${formatNumber(value, lang, 1)} %`;
    if (m === 'cls') return formatNumber(value, lang, 3);
    return `${formatNumber(value, lang)} ms`;
  };
  const format = (value: number | null) => formatAs(measure, value);
  if (rows.length === 0) return <Empty description={t('releases.noSignals')} />;

  const values = rows.map((r) => valueOf(r, measure)).filter((v): v is number => v !== null);
  const max = measure === 'failed' ? 100 : Math.max(...values, measure === 'cls' ? 0.1 : 100);
  const x = (hour: string) => PAD.left + (hours.length === 1 ? 0.5 : hours.indexOf(hour) / (hours.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const title = t(`releases.measures.${measure}`);

  return (
    <figure className="releases-chart" aria-labelledby={labelledBy}>
      <Segmented<Measure>
        aria-label={t('releases.measure')}
        value={measure}
        onChange={setMeasure}
        options={MEASURES.map((m) => ({ value: m, label: t(`releases.measures.${m}`) }))}
      />
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('releases.chartLabel', { measure: title })} className="releases-chart__svg">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="#d9d9d9" />
            <text x={PAD.left - 4} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#595959">
              {format(max * f)}
            </text>
          </g>
        ))}
        {hours.length > 0 && (
          <>
            <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill="#595959">
              {formatDateTime(hours[0]!, lang)}
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize="11" fill="#595959" textAnchor="end">
              {formatDateTime(hours.at(-1)!, lang)}
            </text>
          </>
        )}
        {versions.map((version, i) => {
          const points = rows
            .filter((r) => r.version === version)
            .map((r) => [r.hour, valueOf(r, measure)] as const)
            .filter((p): p is readonly [string, number] => p[1] !== null)
            .map(([hour, value]) => `${x(hour).toFixed(1)},${y(value).toFixed(1)}`);
          const colour = COLOURS[i % COLOURS.length];
          return (
            <g key={version}>
              {points.length > 1 && <polyline points={points.join(' ')} fill="none" stroke={colour} strokeWidth="2" />}
              {points.map((p) => {
                const [cx, cy] = p.split(',');
                return <circle key={p} cx={cx} cy={cy} r="3" fill={colour} />;
              })}
            </g>
          );
        })}
      </svg>
      <ul className="releases-chart__legend">
        {versions.map((version, i) => (
          <li key={version}>
            <span aria-hidden="true" className="releases-chart__swatch" style={{ background: COLOURS[i % COLOURS.length] }} />
            <code>{version}</code>
          </li>
        ))}
      </ul>
      <Table<VersionHour>
        size="small"
        rowKey={(r) => `${r.version}|${r.hour}`}
        dataSource={[...rows].reverse()}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 520 }}
        columns={[
          { title: t('releases.hour'), key: 'hour', render: (_, r) => <time dateTime={r.hour}>{formatDateTime(r.hour, lang)}</time> },
          { title: t('releases.version'), key: 'version', render: (_, r) => <code>{r.version}</code> },
          { title: t('releases.views'), dataIndex: 'views', align: 'right' },
          { title: t('releases.failedViews'), key: 'failed', align: 'right', render: (_, r) => `${r.failed_views} (${formatAs('failed', valueOf(r, 'failed') ?? 0)})` },
          { title: t('releases.errors'), dataIndex: 'errors', align: 'right' },
          ...(measure === 'failed' ? [] : [{ title, key: 'measure', align: 'right' as const, render: (_: unknown, r: VersionHour) => format(valueOf(r, measure)) }]),
        ]}
      />
    </figure>
  );
}
