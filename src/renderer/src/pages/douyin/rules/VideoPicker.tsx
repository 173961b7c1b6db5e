// The videos a rule is kept to (none: every video), each with its cover, title and comment count. Image
// posts take no comment replies, so they are shown but cannot be chosen. More come on request.
import { useTranslation } from 'react-i18next';
import { DOUYIN_LIMITS } from '@shared/api/douyin';
import { ErrorText, type FieldError } from '../../../components/Field';
import { useDouyinVideos } from '../../../queries/douyin';
import { viewStatus } from '../../../queries/view-status';

export function VideoPicker(props: {
  id: string;
  accountId: string;
  value: string[];
  error?: FieldError;
  onChange(videoIds: string[]): void;
}) {
  const { t } = useTranslation();
  const query = useDouyinVideos(props.accountId);
  const status = viewStatus(query);
  const videos = query.data?.pages.flatMap((page) => page.list) ?? [];
  const full = props.value.length >= DOUYIN_LIMITS.videos;
  const toggle = (itemId: string, on: boolean) =>
    props.onChange(on ? [...props.value, itemId] : props.value.filter((id) => id !== itemId));

  return (
    <fieldset
      className="form-field"
      aria-describedby={`${props.id}-hint`}
      id={props.id}
      tabIndex={-1}
    >
      <legend>{t('douyin.page.form.videos')}</legend>
      <span className="form-hint" id={`${props.id}-hint`}>
        {t('douyin.page.form.videosHint')}
      </span>
      {status === 'loading' && (
        <span className="spinner" role="status" aria-label={t('app.loading')} />
      )}
      {status === 'error' && (
        <p className="form-error" role="alert">
          {t('douyin.page.form.videosFailed')}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        </p>
      )}
      {status === 'loaded' && videos.length === 0 && (
        <p className="douyin-hint">{t('douyin.page.form.videosEmpty')}</p>
      )}
      {videos.length > 0 && (
        <ul className="douyin-videos" data-testid="douyin-videos">
          {videos.map((video) => {
            const checked = props.value.includes(video.itemId);
            return (
              <li key={video.itemId}>
                <label className={video.replies ? 'douyin-video' : 'douyin-video douyin-video-off'}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!video.replies || (full && !checked)}
                    onChange={(event) => toggle(video.itemId, event.target.checked)}
                    data-testid="douyin-video"
                  />
                  {video.cover ? (
                    <img src={video.cover} alt="" referrerPolicy="no-referrer" loading="lazy" />
                  ) : (
                    <span className="douyin-video-blank" aria-hidden="true" />
                  )}
                  <span className="douyin-video-text">
                    <bdi dir="auto">{video.title}</bdi>
                    <small>
                      {video.replies
                        ? t('douyin.page.form.videoComments', { count: video.comments })
                        : t('douyin.page.form.imagePost')}
                    </small>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="btn"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('app.loading') : t('douyin.page.form.videosMore')}
        </button>
      )}
      <ErrorText id={props.id} error={props.error} />
    </fieldset>
  );
}
