// One picture of the feed: its thumbnail (opening its page), who made it and its likes.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedItem } from '@shared/api/feed';
import { fileUrl } from '../../api/upload';
import { LikeButton } from './LikeButton';

export function FeedCard({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const name = item.author.name;
  return (
    <article className="feed-card" data-testid="feed-card" data-id={item.id}>
      <Link
        className="feed-card-image"
        to={`/feed/${item.id}`}
        aria-label={t('community.feed.open', { name })}
        data-testid="feed-card-open"
      >
        <img
          src={fileUrl(item.thumbUrl)}
          alt={item.prompt ?? ''}
          width={item.width}
          height={item.height}
          loading="lazy"
        />
      </Link>
      <div className="feed-card-bar">
        <span className="feed-card-author">{t('community.feed.by', { name })}</span>
        <LikeButton item={item} />
      </div>
    </article>
  );
}
