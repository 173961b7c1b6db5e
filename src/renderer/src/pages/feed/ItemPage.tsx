// One published picture (/feed/:id): full size, who made it and when, its likes, how it was made as far as
// its owner shows it, Remix (its tool with the same settings, the price shown before Generate) and Report.
// Its owner also sees where it stands with moderation and may take it out of the feed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { FeedItem } from '@shared/api/feed';
import { feedService } from '../../api/feed';
import { toast } from '../../api/toast';
import { fileUrl } from '../../api/upload';
import { useConfirm } from '../../components/Confirm';
import { useDateText } from '../../features/community/format';
import { LikeButton } from '../../features/community/LikeButton';
import { MadeWith } from '../../features/community/MadeWith';
import { ReportDialog } from '../../features/community/ReportDialog';
import { remixPath, toolOf } from '../../features/community/tools';
import { refreshCreations } from '../../queries/creations';
import { refreshFeed, useFeedItem } from '../../queries/feed';
import { useUserStore } from '../../stores/user';
import '../../features/community/community.css';

function OwnerPanel({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const unpublish = () =>
    confirm({
      title: t('community.item.unpublishTitle'),
      content: t('community.item.unpublishText'),
      okText: t('community.item.unpublish'),
      okTestId: 'unpublish-confirm',
      onOk: async () => {
        await feedService.unpush(item.id).catch((error: unknown) => {
          toast('error', error instanceof Error ? error.message : t('errors.requestError'));
          throw error;
        });
        toast('success', t('community.item.unpublished'));
        refreshFeed();
        refreshCreations();
        void navigate('/creations');
      },
    });
  return (
    <div
      className={`feed-status status-${item.status}`}
      data-testid="feed-status"
      data-status={item.status}
    >
      <strong>{t(`community.item.status.${item.status}`)}</strong>
      {item.status !== 'public' && <p>{t(`community.item.statusText.${item.status}`)}</p>}
      <button type="button" className="btn" onClick={unpublish} data-testid="unpublish">
        {t('community.item.unpublish')}
      </button>
    </div>
  );
}

export default function FeedItemPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const item = useFeedItem(id);
  const signedIn = useUserStore((state) => Boolean(state.user));
  const dateText = useDateText();
  const [reporting, setReporting] = useState(false);
  const back = (
    <Link className="community-back" to="/feed">
      ← {t('community.item.back')}
    </Link>
  );
  if (item.isPending) return <p className="community-status">{t('app.loading')}</p>;
  if (!item.data)
    return (
      <div className="community-page">
        {back}
        <div className="card community-empty" role="alert" data-testid="feed-item-missing">
          <p>{t('community.item.notFound')}</p>
        </div>
      </div>
    );
  const shown = item.data;
  const tool = t(`${toolOf(shown.kind).messages}.nav`);
  const howShown = shown.prompt || shown.model || Object.keys(shown.settings ?? {}).length;
  return (
    <div className="community-page feed-item-page" data-testid="feed-item" data-id={shown.id}>
      {back}
      <div className="feed-item-layout">
        <figure className="feed-item-figure">
          <img
            src={fileUrl(shown.url)}
            alt={shown.prompt ?? ''}
            width={shown.width}
            height={shown.height}
          />
        </figure>
        <section className="feed-item-side card">
          <h1 className="feed-item-author">
            {t('community.feed.by', { name: shown.author.name })}
          </h1>
          <p className="feed-item-date">
            {t('community.item.published', { date: dateText(shown.publishedAt) })}
          </p>
          <div className="feed-item-actions">
            <LikeButton item={shown} />
            <Link className="btn btn-primary" to={remixPath(shown)} data-testid="remix">
              {t('community.item.remix')}
            </Link>
            {signedIn && !shown.mine && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setReporting(true)}
                data-testid="report"
              >
                {t('community.item.report')}
              </button>
            )}
          </div>
          <p className="feed-item-hint">{t('community.item.remixHint', { tool })}</p>
          {shown.mine && <OwnerPanel item={shown} />}
          <MadeWith
            kind={shown.kind}
            model={shown.model}
            modelLabel={shown.modelLabel}
            prompt={shown.prompt}
            settings={shown.settings}
          />
          {!howShown && <p className="feed-item-hint">{t('community.item.hiddenChoices')}</p>}
        </section>
      </div>
      {reporting && <ReportDialog kind="feed" id={shown.id} onClose={() => setReporting(false)} />}
    </div>
  );
}
