// The Stats section's charts (the one place recharts is imported, so it loads with this section alone):
// sign-ups and active users (lines), credits spent per tool (stacked bars) and the task failure rate per
// provider (bars). Each offers its data as CSV. The time axis runs the way the page reads, and nothing moves.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminStats } from '@shared/api/admin-stats';
import { CENTICREDITS } from '@shared/billing/credits';
import { isRtl } from '../../../i18n';
import { ChartCard } from './ChartCard';
import { colourAt, useFormat, type Format } from './format';

type Point = Record<string, string | number | null>;

/** The frame every chart shares: the days along the bottom, one value axis, a tooltip and a legend. */
function Frame(props: {
  data: Point[];
  format: Format;
  value: (n: number) => string;
  bars?: boolean;
  /** Counts of people or things: no 0.25 of a user on the axis. */
  whole?: boolean;
  children: ReactNode;
}) {
  const rtl = isRtl();
  const Chart = props.bars ? BarChart : LineChart;
  return (
    <div className="stats-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <Chart data={props.data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={props.format.day}
            reversed={rtl}
            minTickGap={16}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            width={52}
            allowDecimals={!props.whole}
            tick={{ fontSize: 12 }}
            tickFormatter={(n: number) => props.value(n)}
          />
          <Tooltip
            labelFormatter={(day) => props.format.day(String(day))}
            formatter={(value, name) => [value === null ? '—' : props.value(Number(value)), name]}
          />
          <Legend />
          {props.children}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}

export function UsersChart({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const signups = t('admin.stats.series.signups');
  const active = t('admin.stats.series.active');
  const data = stats.days.map((day, at) => ({
    day,
    signups: stats.signups[at] ?? 0,
    active: stats.active[at] ?? 0,
  }));
  return (
    <ChartCard
      id="users"
      title={t('admin.stats.charts.users')}
      hint={t('admin.stats.charts.usersHint')}
      csv={() => ({
        header: [t('admin.stats.day'), signups, active],
        rows: data.map((point) => [point.day, point.signups, point.active]),
      })}
    >
      <Frame data={data} format={format} value={format.number} whole>
        {(['signups', 'active'] as const).map((key, index) => (
          <Line
            key={key}
            dataKey={key}
            name={key === 'signups' ? signups : active}
            stroke={colourAt(index)}
            strokeWidth={2}
            dot={false}
            type="linear"
            isAnimationActive={false}
          />
        ))}
      </Frame>
    </ChartCard>
  );
}

/** Credits per day of each series (a tool, a model), stacked. */
export function SpendChart(props: {
  id: string;
  title: string;
  series: Array<{ name: string; credits: number[] }>;
  days: string[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = props.days.map((day, at) => ({
    day,
    ...Object.fromEntries(
      props.series.map((one, index) => [`s${index}`, (one.credits[at] ?? 0) / CENTICREDITS]),
    ),
  }));
  return (
    <ChartCard
      id={props.id}
      title={props.title}
      empty={props.series.length === 0}
      csv={() => ({
        header: [t('admin.stats.day'), ...props.series.map((one) => one.name)],
        rows: props.days.map((day, at) => [
          day,
          ...props.series.map((one) => (one.credits[at] ?? 0) / CENTICREDITS),
        ]),
      })}
    >
      <Frame data={data} format={format} value={format.number} bars>
        {props.series.map((one, index) => (
          <Bar
            key={one.name}
            dataKey={`s${index}`}
            name={one.name}
            stackId="spend"
            fill={colourAt(index)}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </Frame>
    </ChartCard>
  );
}

/** Failed out of ended tasks per day and provider; a day with none ended has no rate (not 0 %). */
export function FailuresChart({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rate = (failed: number | undefined, finished: number | undefined) =>
    finished ? (failed ?? 0) / finished : null;
  const data = stats.days.map((day, at) => ({
    day,
    ...Object.fromEntries(
      stats.failures.map((one, index) => [`p${index}`, rate(one.failed[at], one.finished[at])]),
    ),
  }));
  return (
    <ChartCard
      id="failures"
      title={t('admin.stats.charts.failures')}
      hint={t('admin.stats.charts.failuresHint')}
      empty={stats.failures.length === 0}
      csv={() => ({
        header: [
          t('admin.stats.day'),
          ...stats.failures.flatMap((one) => [
            `${one.provider} ${t('admin.stats.series.failed')}`,
            `${one.provider} ${t('admin.stats.series.finished')}`,
            `${one.provider} ${t('admin.stats.series.rate')}`,
          ]),
        ],
        rows: stats.days.map((day, at) => [
          day,
          ...stats.failures.flatMap((one) => [
            one.failed[at] ?? 0,
            one.finished[at] ?? 0,
            rate(one.failed[at], one.finished[at]),
          ]),
        ]),
      })}
    >
      <Frame data={data} format={format} value={format.percent} bars>
        {stats.failures.map((one, index) => (
          <Bar
            key={one.provider}
            dataKey={`p${index}`}
            name={one.provider}
            fill={colourAt(index)}
            maxBarSize={20}
            isAnimationActive={false}
          />
        ))}
      </Frame>
    </ChartCard>
  );
}
