// Replies sent today (each account's own day), exactly as the send log has them: the count and the list.
import { useTranslation } from 'react-i18next';
import { useDouyinToday } from '../../../queries/douyin';
import { viewStatus } from '../../../queries/view-status';
import { EventList } from './EventList';

export function RepliesToday(props: { accountId: string | undefined }) {
  const { t } = useTranslation();
  const query = useDouyinToday(props.accountId);
  const status = viewStatus(query);
  return (
    <section className="douyin-today" data-testid="douyin-today">
      <h2>{t('douyin.page.today.title')}</h2>
      {status === 'loading' && <span className="spinner" role="status" aria-label={t('app.loading')} />}
      {status === 'error' && (
        <p role="alert">
          {t('douyin.page.today.failed')}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        </p>
      )}
      {query.data && (
        <>
          <p data-testid="douyin-today-count">{t('douyin.page.today.count', { count: query.data.count })}</p>
          {query.data.list.length === 0 ? (
            <p className="douyin-hint">{t('douyin.page.today.empty')}</p>
          ) : (
            <EventList events={query.data.list} testId="douyin-today-list" />
          )}
        </>
      )}
    </section>
  );
}
