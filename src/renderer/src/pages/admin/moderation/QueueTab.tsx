// The queue: what waits for a decision (the longest waiting first) or what was decided (newest first), of
// one kind or every kind, a page at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MODERATION_KINDS,
  MODERATION_STATES,
  type ModerationState,
} from '@shared/api/admin-moderation';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useModerationQueue } from '../../../queries/admin';
import { QueueCard } from './QueueCard';

type Kind = (typeof MODERATION_KINDS)[number];

export function QueueTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('all');
  const [state, setState] = useState<ModerationState>('waiting');
  const [page, setPage] = useState(1);
  const queue = useModerationQueue({ kind, state, page });
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;
  // A decision empties the last page's last row: show the page before instead of an empty one.
  const shown = Math.min(page, pages);
  if (shown !== page && queue.data && !queue.isFetching) setPage(shown);
  return (
    <div data-testid="moderation-queue">
      <div className="admin-toolbar">
        <select
          value={state}
          aria-label={t('admin.moderation.state')}
          onChange={(event) => {
            setState(event.target.value as ModerationState);
            setPage(1);
          }}
          data-testid="moderation-state"
        >
          {MODERATION_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.moderation.states.${value}`)}
            </option>
          ))}
        </select>
        <select
          value={kind}
          aria-label={t('admin.moderation.kind')}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            setPage(1);
          }}
          data-testid="moderation-kind"
        >
          {MODERATION_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.moderation.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError ? (
        <ErrorPanel
          testId="moderation-failed"
          message={t('admin.moderation.failed')}
          action={
            <button type="button" className="btn" onClick={() => void queue.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : queue.data.list.length === 0 ? (
        <p className="admin-empty card" data-testid="moderation-empty">
          {state === 'waiting' ? t('admin.moderation.empty') : t('admin.moderation.emptyDone')}
        </p>
      ) : (
        <>
          <ul className="moderation-list">
            {queue.data.list.map((row) => (
              <QueueCard
                key={
                  row.decided ? `${row.kind}:${row.id}:${row.decided.at}` : `${row.kind}:${row.id}`
                }
                row={row}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="moderation-pages" aria-label={t('admin.moderation.title')}>
              <button
                type="button"
                className="btn"
                disabled={shown <= 1}
                onClick={() => setPage(shown - 1)}
              >
                {t('admin.moderation.previous')}
              </button>
              <span>{t('admin.moderation.page', { page: shown, pages })}</span>
              <button
                type="button"
                className="btn"
                disabled={shown >= pages}
                onClick={() => setPage(shown + 1)}
                data-testid="moderation-next"
              >
                {t('admin.moderation.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
