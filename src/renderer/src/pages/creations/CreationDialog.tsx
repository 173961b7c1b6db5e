// One of the user's images, opened from My creations: full size with how it was made, and what can be done
// with it: download, use as the input of another tool, publish (or see it in the feed, or take it out), and
// delete behind a confirm.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Creation } from '@shared/api/creations';
import type { ToolId } from '@shared/tools/nav';
import { creationsService } from '../../api/creations';
import { toast } from '../../api/toast';
import { fileUrl } from '../../api/upload';
import { useConfirm } from '../../components/Confirm';
import { Dialog } from '../../components/Dialog';
import { Dropdown } from '../../components/Dropdown';
import { useDateText } from '../../features/community/format';
import { MadeWith } from '../../features/community/MadeWith';
import { PublishDialog } from '../../features/community/PublishDialog';
import { toolOf } from '../../features/community/tools';
import { downloadImage } from '../../features/tasks/download';
import { messageOf } from '../../features/tasks/use-image-slot';
import { refreshCreations } from '../../queries/creations';
import { refreshFeed } from '../../queries/feed';
import { useHandoffStore } from '../../stores/handoff';

/** The tools that start from one picture of the user's (or, for AI drawing, take it as a reference). */
const INPUT_TOOLS: ToolId[] = ['super', 'style', 'goods', 'cosplay', 'doodle', 'imagine'];

export function CreationDialog(props: { creation: Creation; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const dateText = useDateText();
  const hand = useHandoffStore((state) => state.hand);
  const [publishing, setPublishing] = useState(false);
  const { creation } = props;
  const title = t(`${toolOf(creation.kind).messages}.nav`);

  const handTo = (tool: ToolId) => {
    const { id, url, width, height, mime, bytes } = creation;
    hand(tool, { id, url, width, height, mime, bytes });
    void navigate(toolOf(tool).path);
  };
  const remove = () =>
    confirm({
      title: t('community.creations.removeTitle'),
      content: t('community.creations.removeText'),
      okText: t('community.creations.remove'),
      okTestId: 'creation-remove-confirm',
      onOk: async () => {
        try {
          await creationsService.remove(creation.id);
        } catch (error) {
          toast('error', messageOf(error, t));
          throw error;
        }
        toast('success', t('community.creations.removed'));
        refreshCreations();
        if (creation.published) refreshFeed();
        props.onClose();
      },
    });

  return (
    <Dialog
      labelledBy={titleId}
      onClose={props.onClose}
      className="creation-dialog"
      testId="creation-dialog"
    >
      <div className="dialog-body creation-detail">
        <h2 id={titleId}>{title}</h2>
        <img
          className="creation-full"
          src={fileUrl(creation.url)}
          alt={creation.prompt ?? title}
          width={creation.width}
          height={creation.height}
        />
        <div className="creation-info">
          <p className="creation-made">
            {t('community.creations.made', { date: dateText(creation.createdAt) })} ·{' '}
            {creation.width} × {creation.height}
          </p>
          {creation.published && (
            <p
              className={`feed-status status-${creation.published.status}`}
              data-testid="creation-status"
            >
              <strong>{t(`community.item.status.${creation.published.status}`)}</strong>{' '}
              {t('community.creations.likes', { count: creation.published.likes })}
            </p>
          )}
          <MadeWith
            kind={creation.kind}
            model={creation.model}
            modelLabel={creation.modelLabel}
            prompt={creation.prompt}
            settings={creation.settings}
          />
        </div>
      </div>
      <div className="dialog-actions creation-actions">
        <button
          type="button"
          className="btn"
          onClick={() =>
            void downloadImage(fileUrl(creation.url), `atrium-${creation.id.slice(0, 8)}`)
          }
          data-testid="creation-download"
        >
          {t('community.creations.download')}
        </button>
        <Dropdown
          testId="creation-use"
          ariaLabel={t('community.creations.useAsInput')}
          label={t('community.creations.useAsInput')}
          items={INPUT_TOOLS.map((tool) => ({
            key: tool,
            label: t('community.creations.useIn', { tool: t(`${toolOf(tool).messages}.nav`) }),
            testId: `creation-use-${tool}`,
            onSelect: () => handTo(tool),
          }))}
        />
        {creation.published ? (
          <Link
            className="btn"
            to={`/feed/${creation.published.id}`}
            data-testid="creation-in-feed"
          >
            {t('community.creations.viewInFeed')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setPublishing(true)}
            data-testid="creation-publish"
          >
            {t('community.publish.action')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-danger"
          onClick={remove}
          data-testid="creation-remove"
        >
          {t('community.creations.remove')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={props.onClose}
          data-testid="creation-close"
        >
          {t('community.creations.close')}
        </button>
      </div>
      {publishing && (
        <PublishDialog
          taskId={creation.taskId}
          imageId={creation.id}
          onClose={() => setPublishing(false)}
          onPublished={() => refreshCreations()}
        />
      )}
    </Dialog>
  );
}
