// The received comments and messages of every account (or one), filtered by kind, state and words, ten a
// page, the page shown kept while the next comes; then today's replies.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DouyinAccount, EVENT_KINDS, EVENT_STATES } from '@shared/api/douyin';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { DOUYIN_PAGE_SIZE, useDouyinData } from '../../../queries/douyin';
import { viewStatus } from '../../../queries/view-status';
import { DataFilters, type DataFilter } from './DataFilters';
import { EventList } from './EventList';
import { RepliesToday } from './RepliesToday';

const NO_FILTER: DataFilter = { accountId: '', kind: '', state: '', q: '' };

export function DataSection(props: { accounts: DouyinAccount[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filter.q.trim(), 300);
  const query = useDouyinData({
    page,
    pageSize: DOUYIN_PAGE_SIZE,
    accountId: filter.accountId || undefined,
    kind: (filter.kind || undefined) as (typeof EVENT_KINDS)[number] | undefined,
    state: (filter.state || undefined) as (typeof EVENT_STATES)[number] | undefined,
    q: q || undefined,
  });
  const status = viewStatus(query);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / DOUYIN_PAGE_SIZE));
  const filtered = Object.values(filter).some((value) => value.trim() !== '');

  let body;
  if (status === 'error')
    body = (
      <ErrorPanel
        testId="douyin-data-error"
        message={t('douyin.page.data.failed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  else if (status === 'loading' || !query.data) body = <Spinner />;
  else if (query.data.list.length === 0)
    body = (
      <p className="douyin-hint" data-testid="douyin-data-empty">
        {filtered ? t('douyin.page.data.noMatch') : t('douyin.page.data.empty')}
      </p>
    );
  else body = <EventList events={query.data.list} testId="douyin-data-list" />;

  return (
    <div className="douyin-data">
      <h2>{t('douyin.page.data.title')}</h2>
      <DataFilters
        accounts={props.accounts}
        value={filter}
        onChange={(changes) => {
          setFilter((old) => ({ ...old, ...changes }));
          setPage(1);
        }}
      />
      {body}
      {pages > 1 && (
        <nav className="douyin-pager" aria-label={t('douyin.page.data.title')}>
          <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('douyin.page.data.previous')}
          </button>
          <span aria-live="polite">{t('douyin.page.data.page', { page, pages })}</span>
          <button
            type="button"
            className="btn"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="douyin-data-next"
          >
            {t('douyin.page.data.next')}
          </button>
        </nav>
      )}
      <RepliesToday accountId={filter.accountId || undefined} />
    </div>
  );
}
