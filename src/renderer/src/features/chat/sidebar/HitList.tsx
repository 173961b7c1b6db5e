// Messages found by a full-text search, or starred: the part around the match, its conversation, and a link
// that opens the conversation at that message.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMessageHits } from '../../../queries/chat';
import { uniqueItems } from '../../../queries/paged-lists';
import { shortWhen } from './relative-day';

/** The snippet with each occurrence of the search words marked. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const words = query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}

export function HitList(props: {
  /** The search words; without them, the starred messages. */
  query?: string;
  empty: string;
  testId: string;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const found = useMessageHits(props.query);
  const hits = uniqueItems(found.data?.pages, (hit) => hit.message.id);
  const failed = found.isError && !found.isFetching;
  const status = failed ? 'error' : found.isFetching ? 'loading' : 'loaded';

  return (
    <div className="hit-list" data-testid={props.testId}>
      {status === 'loaded' && hits.length === 0 && <p className="side-empty">{props.empty}</p>}
      <ul>
        {hits.map((hit) => (
          <li key={hit.message.id}>
            <Link
              className="hit"
              data-testid="hit"
              to={`/chat?conversation=${hit.conversation.id}&message=${hit.message.id}`}
              onClick={props.onOpen}
            >
              <span className="conv-top">
                <span className="conv-title">
                  {hit.conversation.title || t('chat.sidebar.untitled')}
                </span>
                <time className="conv-time" dateTime={hit.message.createdAt}>
                  {shortWhen(hit.message.createdAt, i18n.language)}
                </time>
              </span>
              <span className="hit-snippet">
                <span className="hit-role">
                  {hit.message.role === 'user'
                    ? t('chat.message.you')
                    : (hit.conversation.character?.name ?? t('chat.message.assistant'))}
                  :{' '}
                </span>
                <Highlighted text={hit.snippet} query={props.query ?? ''} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {status === 'loading' && <SideSkeleton rows={hits.length ? 1 : 4} />}
      {status === 'error' && (
        <div className="side-error" role="alert">
          <span>{t('chat.sidebar.loadFailed')}</span>
          <button
            type="button"
            className="btn-link"
            onClick={() => void (hits.length ? found.fetchNextPage() : found.refetch())}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {status === 'loaded' && found.hasNextPage && (
        <button type="button" className="btn side-more" onClick={() => void found.fetchNextPage()}>
          {t('chat.sidebar.loadMore')}
        </button>
      )}
    </div>
  );
}

export function SideSkeleton({ rows }: { rows: number }) {
  return (
    <ul className="side-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index}>
          <span className="skeleton-circle" />
          <span className="skeleton-lines">
            <span />
            <span />
          </span>
        </li>
      ))}
    </ul>
  );
}
