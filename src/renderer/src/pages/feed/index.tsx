// The feed (/feed): published pictures, newest or most liked first, ten at a time as the reader scrolls. At
// most FEED_MAX_PAGES pages stay in the page: going far down drops the top ones, and going back up asks for
// them again (the button, or reaching the top), so a long scroll never holds thousands of images.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { FeedItem, FeedSort } from '@shared/api/feed';
import { panelId, tabId, Tabs } from '../../components/Tabs';
import { FeedCard } from '../../features/community/FeedCard';
import { useOnVisible } from '../../features/community/use-on-visible';
import { useFeed } from '../../queries/feed';
import { useUserStore } from '../../stores/user';
import '../../features/community/community.css';

/** The pages as one list, each item once (a picture whose likes changed may sit on two popular pages). */
function itemsOf(pages: Array<{ list: FeedItem[] }> | undefined): FeedItem[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.list.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))),
  );
}

function EmptyFeed() {
  const { t } = useTranslation();
  return (
    <div className="card community-empty" data-testid="feed-empty">
      <h2>{t('community.feed.emptyTitle')}</h2>
      <p>{t('community.feed.emptyText')}</p>
      <Link className="btn btn-primary" to="/imagine">
        {t('community.feed.emptyAction')}
      </Link>
    </div>
  );
}

export default function FeedPage() {
  const { t } = useTranslation();
  const signedIn = useUserStore((state) => Boolean(state.user));
  const [params, setParams] = useSearchParams();
  const sort: FeedSort = params.get('sort') === 'popular' ? 'popular' : 'newest';
  const feed = useFeed(sort);
  const items = itemsOf(feed.data?.pages);
  const top = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const idle = !feed.isFetching;
  useOnVisible(bottom, () => void feed.fetchNextPage(), feed.hasNextPage && idle);
  useOnVisible(top, () => void feed.fetchPreviousPage(), feed.hasPreviousPage && idle, '200px');

  return (
    <div className="community-page feed-page" data-testid="feed-page">
      <header className="community-head">
        <div>
          <h1>{t('community.feed.title')}</h1>
          <p className="lead">{t('community.feed.lead')}</p>
        </div>
        {signedIn && (
          <Link className="btn" to="/creations" data-testid="feed-my-creations">
            {t('community.feed.mine')}
          </Link>
        )}
      </header>
      <Tabs
        tabs={[
          { id: 'newest', label: t('community.feed.newest') },
          { id: 'popular', label: t('community.feed.popular') },
        ]}
        active={sort}
        onChange={(next) => setParams(next === 'newest' ? {} : { sort: next }, { replace: true })}
        idPrefix="feed"
        label={t('community.feed.sortLabel')}
        className="segmented"
      />
      <div role="tabpanel" id={panelId('feed', sort)} aria-labelledby={tabId('feed', sort)}>
        <div ref={top} />
        {feed.hasPreviousPage && (
          <button
            type="button"
            className="btn feed-newer"
            onClick={() => void feed.fetchPreviousPage()}
            disabled={feed.isFetchingPreviousPage}
            data-testid="feed-newer"
          >
            {feed.isFetchingPreviousPage
              ? t('community.feed.loadingMore')
              : t('community.feed.newer')}
          </button>
        )}
        {feed.isError && !items.length ? (
          <div className="card community-empty" role="alert" data-testid="feed-error">
            <p>{t('community.feed.loadFailed')}</p>
            <button type="button" className="btn" onClick={() => void feed.refetch()}>
              {t('app.retry')}
            </button>
          </div>
        ) : feed.isPending ? (
          <p className="community-status">{t('app.loading')}</p>
        ) : items.length === 0 ? (
          <EmptyFeed />
        ) : (
          <div className="feed-grid" data-testid="feed-grid">
            {items.map((item) => (
              <FeedCard key={item.id} item={item} />
            ))}
          </div>
        )}
        <div ref={bottom} className="feed-bottom" aria-live="polite">
          {feed.isFetchingNextPage && <span>{t('community.feed.loadingMore')}</span>}
          {feed.isFetchNextPageError && (
            <button type="button" className="btn" onClick={() => void feed.fetchNextPage()}>
              {t('app.retry')}
            </button>
          )}
          {!feed.hasNextPage && items.length > 0 && <span>{t('community.feed.end')}</span>}
        </div>
      </div>
    </div>
  );
}
