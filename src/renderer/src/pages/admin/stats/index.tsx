// The console's Stats: a period of 7, 30 or 90 UTC days, the period's totals, and charts of sign-ups and
// active users, credits spent per tool and per model, the task failure rate per provider and the margin per
// model, each downloadable as CSV. The charting library loads with this section only (a lazy chunk).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_PERIODS, type AdminStats, type StatsPeriod } from '@shared/api/admin-stats';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useAdminStats } from '../../../queries/admin';
import { FailuresChart, SpendChart, UsersChart } from './Charts';
import { MarginTable } from './MarginTable';
import { Tiles } from './Tiles';
import './stats.css';

/** Nothing at all happened in the period: one message instead of empty charts. */
const isEmpty = (stats: AdminStats) =>
  [...stats.signups, ...stats.active, ...stats.subscriptions].every((n) => n === 0) &&
  stats.revenue.length + stats.spendByTool.length + stats.failures.length === 0;

export default function StatsSection() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<StatsPeriod>('30');
  const stats = useAdminStats(period);
  return (
    <div data-testid="admin-stats">
      <h2>{t('admin.stats.title')}</h2>
      <p className="muted">{t('admin.stats.lead')}</p>
      <div className="admin-toolbar" role="group" aria-label={t('admin.stats.period')}>
        {STATS_PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            className={days === period ? 'btn btn-primary' : 'btn'}
            aria-pressed={days === period}
            onClick={() => setPeriod(days)}
            data-testid={`stats-period-${days}`}
          >
            {t('admin.stats.days', { days })}
          </button>
        ))}
        {stats.isFetching && !stats.isPending && <Spinner />}
      </div>
      {stats.isPending ? (
        <Spinner />
      ) : stats.isError ? (
        <ErrorPanel
          testId="stats-failed"
          message={t('admin.stats.failed')}
          action={
            <button type="button" className="btn" onClick={() => void stats.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : isEmpty(stats.data) ? (
        <p className="admin-empty card" data-testid="stats-empty">
          {t('admin.stats.empty')}
        </p>
      ) : (
        // The last period stays on screen, dimmed and busy, until the chosen one arrives.
        <div
          className="stats-body"
          aria-busy={stats.isPlaceholderData}
          data-days={stats.data.days.length}
        >
          <Tiles stats={stats.data} />
          <UsersChart stats={stats.data} />
          <SpendChart
            id="tools"
            title={t('admin.stats.charts.tools')}
            days={stats.data.days}
            series={stats.data.spendByTool.map((row) => ({ name: row.tool, credits: row.credits }))}
          />
          <SpendChart
            id="models"
            title={t('admin.stats.charts.models')}
            days={stats.data.days}
            series={stats.data.spendByModel.map((row) => ({
              name: row.model,
              credits: row.credits,
            }))}
          />
          <FailuresChart stats={stats.data} />
          <MarginTable margins={stats.data.margins} />
        </div>
      )}
    </div>
  );
}
