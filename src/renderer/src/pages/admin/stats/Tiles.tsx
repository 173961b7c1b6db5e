// The period's totals above the charts: sign-ups, the busiest day's active users (a user active on several
// days is one person, so daily counts are not added up), new subscriptions, revenue per currency, credits
// spent and the share of ended tasks that failed.
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@shared/api/admin-stats';
import { useFormat } from './format';

const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

export function Tiles({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const failed = sum(stats.failures.flatMap((row) => row.failed));
  const finished = sum(stats.failures.flatMap((row) => row.finished));
  const revenue = stats.revenue.map((row) => format.money(sum(row.amounts), row.currency));
  const tiles = [
    ['signups', format.number(sum(stats.signups))],
    ['active', format.number(Math.max(0, ...stats.active))],
    ['subscriptions', format.number(sum(stats.subscriptions))],
    ['revenue', revenue.length ? revenue.join(' · ') : format.number(0)],
    ['credits', format.credits(sum(stats.spendByTool.flatMap((row) => row.credits)))],
    ['failureRate', finished ? format.percent(failed / finished) : '—'],
  ] as const;
  return (
    <dl className="stats-tiles">
      {tiles.map(([id, value]) => (
        <div key={id} className="card stats-tile" data-testid={`stats-tile-${id}`}>
          <dt>{t(`admin.stats.tiles.${id}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
