// Publishing a picture: the owner chooses what to show besides it (prompt, model, settings; all by default).
// A prompt with checked words is sent for review rather than published, and the dialog says so.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem, FeedShow } from '@shared/api/feed';
import { feedService } from '../../api/feed';
import { toast } from '../../api/toast';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { refreshFeed } from '../../queries/feed';
import { messageOf } from '../tasks/use-image-slot';
import './dialog-forms.css';

const CHOICES: Array<{ key: keyof FeedShow; label: string }> = [
  { key: 'prompt', label: 'community.publish.showPrompt' },
  { key: 'model', label: 'community.publish.showModel' },
  { key: 'settings', label: 'community.publish.showSettings' },
];

export function PublishDialog(props: {
  taskId: string;
  imageId: string;
  onClose(): void;
  onPublished(item: FeedItem): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [show, setShow] = useState<FeedShow>({ prompt: true, model: true, settings: true });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const item = await feedService.push({ taskId: props.taskId, imageId: props.imageId, show });
      toast(
        item.status === 'public' ? 'success' : 'info',
        t(item.status === 'public' ? 'community.publish.done' : 'community.publish.review'),
      );
      refreshFeed();
      props.onPublished(item);
      props.onClose();
    } catch (error) {
      setProblem(messageOf(error, t));
      setBusy(false);
    }
  };
  return (
    <Dialog labelledBy={titleId} onClose={props.onClose} small testId="publish-dialog">
      <div className="dialog-body">
        <h2 id={titleId}>{t('community.publish.title')}</h2>
        <p>{t('community.publish.lead')}</p>
        <div className="publish-choices">
          {CHOICES.map((choice) => (
            <label key={choice.key} className="publish-choice">
              <input
                type="checkbox"
                checked={show[choice.key]}
                onChange={(event) => setShow({ ...show, [choice.key]: event.target.checked })}
                data-testid={`publish-show-${choice.key}`}
              />
              {t(choice.label)}
            </label>
          ))}
        </div>
        {problem && (
          <p className="form-problem" role="alert" data-testid="publish-problem">
            {problem}
          </p>
        )}
      </div>
      <DialogActions
        okText={t('community.publish.submit')}
        busy={busy}
        onCancel={props.onClose}
        onOk={() => void publish()}
        testId="publish-submit"
      />
    </Dialog>
  );
}
