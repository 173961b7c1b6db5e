// The margin of each model over the period: credits charged, the provider's bill for the same usage in
// credits, and the share of the charge left. A model whose catalogue entry has no cost shows "unknown" in
// both (never 0, which would read as all profit).
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@shared/api/admin-stats';
import { CENTICREDITS } from '@shared/billing/credits';
import { ChartCard } from './ChartCard';
import { useFormat } from './format';

export function MarginTable({ margins }: { margins: AdminStats['margins'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const unknown = t('admin.stats.margin.unknown');
  const columns = ['model', 'tool', 'charged', 'cost', 'margin'] as const;
  return (
    <ChartCard
      id="margins"
      title={t('admin.stats.charts.margins')}
      hint={t('admin.stats.charts.marginsHint')}
      empty={margins.length === 0}
      csv={() => ({
        header: columns.map((column) => t(`admin.stats.margin.${column}`)),
        rows: margins.map((row) => [
          row.model,
          row.tool,
          row.credits / CENTICREDITS,
          row.cost === null ? null : row.cost / CENTICREDITS,
          row.margin,
        ]),
      })}
    >
      <div className="admin-table-wrap">
        <table className="admin-table stats-margins">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`admin.stats.margin.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {margins.map((row) => (
              <tr key={`${row.tool}:${row.model}`} data-testid="stats-margin-row">
                <td>{row.model}</td>
                <td>{row.tool}</td>
                <td className="stats-number">{format.credits(row.credits)}</td>
                <td className="stats-number">
                  {row.cost === null ? unknown : format.credits(row.cost)}
                </td>
                <td className="stats-number">
                  {row.margin === null ? unknown : format.percent(row.margin)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartCard>
  );
}
