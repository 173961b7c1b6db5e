// Like or stop liking a picture: shown at once, then as the server counted it (put back, with the reason,
// when it refused). A visitor is offered to sign in and come back here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { FeedItem } from '@shared/api/feed';
import { feedService } from '../../api/feed';
import { toast } from '../../api/toast';
import { PathIcon } from '../../components/StrokeIcon';
import { showLike } from '../../queries/feed';
import { useUserStore } from '../../stores/user';
import { messageOf } from '../tasks/use-image-slot';
import { HEART } from './tools';

export function LikeButton({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((state) => Boolean(state.user));
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const count = t('community.like.count', { count: item.likes });
  if (!signedIn) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <Link
        className="like-button"
        to={`/login?redirect=${back}`}
        title={t('community.like.signIn')}
        aria-label={`${t('community.like.signIn')} (${count})`}
        data-testid="like-sign-in"
      >
        <PathIcon d={HEART} size={18} /> <span>{item.likes}</span>
      </Link>
    );
  }
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const next = !item.liked;
    showLike(item.id, next, Math.max(0, item.likes + (next ? 1 : -1)));
    try {
      const answer = await feedService.like(item.id, next);
      showLike(item.id, answer.liked, answer.likes);
    } catch (error) {
      showLike(item.id, item.liked, item.likes);
      toast('error', messageOf(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={item.liked ? 'like-button liked' : 'like-button'}
      aria-pressed={item.liked}
      aria-label={`${item.liked ? t('community.like.unlike') : t('community.like.like')} (${count})`}
      title={item.liked ? t('community.like.unlike') : t('community.like.like')}
      onClick={() => void toggle()}
      data-testid="like-button"
      data-liked={item.liked}
      data-likes={item.likes}
    >
      <PathIcon d={HEART} size={18} /> <span>{item.likes}</span>
    </button>
  );
}
