// One chart of the Stats section: its title and what it counts, the chart (hidden from screen readers, which
// get the CSV and the totals instead), and a button that downloads the chart's data as a CSV file.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, type CsvTable } from './csv';

export interface ChartCardProps {
  id: string;
  title: string;
  hint?: string;
  /** The chart's data, built when the button is pressed. */
  csv: () => CsvTable;
  /** Nothing to draw: the card says so instead of an empty chart. */
  empty?: boolean;
  children: ReactNode;
}

export function ChartCard({ id, title, hint, csv, empty, children }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <section
      className="card stats-card"
      aria-labelledby={`stats-${id}-title`}
      data-testid={`stats-${id}`}
    >
      <header className="stats-card-head">
        <div>
          <h3 id={`stats-${id}-title`}>{title}</h3>
          {hint && <p className="muted stats-hint">{hint}</p>}
        </div>
        <button
          type="button"
          className="btn stats-csv"
          aria-label={t('admin.stats.csvLabel', { chart: title })}
          onClick={() => downloadCsv(`atrium-${id}`, csv())}
          data-testid={`stats-${id}-csv`}
        >
          {t('admin.stats.csv')}
        </button>
      </header>
      {empty ? <p className="admin-empty">{t('admin.stats.noData')}</p> : children}
    </section>
  );
}
