// The header's notices: a bell with the unread count (asked every minute and when the window comes back),
// opening a panel of the latest notices, one per picture however many liked it. Opening a notice's picture
// marks it read; "Mark all as read" clears the count.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedNotice } from '@shared/api/feed';
import { fileUrl } from '../../api/upload';
import { PathIcon } from '../../components/StrokeIcon';
import { useDismiss } from '../../components/use-dismiss';
import { readNotices, useNoticeCount, useNotices } from '../../queries/feed';
import { BELL } from './tools';
import './notices.css';

function noticeText(notice: FeedNotice, t: ReturnType<typeof useTranslation>['t']): string {
  if (notice.kind === 'hidden') return t('app.notices.hidden');
  if (!notice.actor) return t('app.notices.likedGone', { count: notice.likes });
  if (notice.likes <= 1) return t('app.notices.liked', { name: notice.actor.name });
  return t('app.notices.likedMany', { name: notice.actor.name, count: notice.likes - 1 });
}

function NoticePanel({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const notices = useNotices(true);
  const list = notices.data?.list ?? [];
  return (
    <div
      className="notice-panel"
      id={id}
      role="region"
      aria-label={t('app.notices.title')}
      data-testid="notice-panel"
    >
      <div className="notice-panel-head">
        <strong>{t('app.notices.title')}</strong>
        {(notices.data?.unread ?? 0) > 0 && (
          <button
            type="button"
            className="btn btn-ghost notice-read-all"
            onClick={() => void readNotices()}
            data-testid="notice-read-all"
          >
            {t('app.notices.readAll')}
          </button>
        )}
      </div>
      {notices.isError ? (
        <p className="notice-panel-empty" role="alert">
          {t('app.notices.loadFailed')}{' '}
          <button type="button" className="btn" onClick={() => void notices.refetch()}>
            {t('app.notices.retry')}
          </button>
        </p>
      ) : notices.isPending ? (
        <p className="notice-panel-empty">{t('app.loading')}</p>
      ) : list.length === 0 ? (
        <p className="notice-panel-empty" data-testid="notice-empty">
          {t('app.notices.empty')}
        </p>
      ) : (
        <ul className="notice-list">
          {list.map((notice) => (
            <li key={notice.id} className={notice.unread ? 'notice-item unread' : 'notice-item'}>
              <Link
                to={`/feed/${notice.item.id}`}
                onClick={() => {
                  if (notice.unread) void readNotices(notice.id);
                  onClose();
                }}
                data-testid="notice-item"
                data-kind={notice.kind}
                data-unread={notice.unread}
              >
                {notice.item.thumbUrl && (
                  <img src={fileUrl(notice.item.thumbUrl)} alt="" width={40} height={40} />
                )}
                <span className="notice-text">{noticeText(notice, t)}</span>
                {notice.unread > 0 && (
                  <span className="notice-unread">
                    {t('app.notices.unread', { count: notice.unread })}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="notice-panel-foot" to="/feed" onClick={onClose}>
        {t('app.notices.all')}
      </Link>
    </div>
  );
}

export function NoticeBell() {
  const { t } = useTranslation();
  const count = useNoticeCount().data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div className="notice-bell" ref={ref}>
      <button
        type="button"
        className="btn btn-ghost notice-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count ? t('app.notices.open', { count }) : t('app.notices.openNone')}
        title={t('app.notices.title')}
        onClick={() => setOpen((value) => !value)}
        data-testid="notice-bell"
        data-unread={count}
      >
        <PathIcon d={BELL} size={20} />
        {count > 0 && (
          <span className="notice-badge" aria-hidden="true" data-testid="notice-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && <NoticePanel id={panelId} onClose={close} />}
    </div>
  );
}
