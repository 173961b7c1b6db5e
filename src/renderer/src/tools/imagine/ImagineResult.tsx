// The result side of /imagine: the task shown (where it stands, then its images) with the line it came from
// ("From task 1a2b3c4d · U2"). A Midjourney grid shows as one image with its U / V / 🔄 buttons below; an
// upscaled image with vary, zoom, vary region and View image; other models' images as a grid of results.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageModelInfo } from '@shared/tools/imagine';
import type { TaskButton, TaskView } from '@shared/api/tasks';
import { fileUrl } from '../../api/upload';
import { downloadImage } from '../../features/tasks/download';
import { ImageViewer } from '../../features/tasks/ImageViewer';
import { SubmitProblem } from '../../features/tasks/TaskPanel';
import { TaskProgress } from '../../features/tasks/TaskProgress';
import { TaskResults } from '../../features/tasks/TaskResults';
import type { ToolTask } from '../../features/tasks/use-tool-task';
import { isGrid, isMidjourney, pressedLabel } from './midjourney-buttons';
import { MidjourneyActions } from './MidjourneyActions';
import '../../features/tasks/task-panel.css';

/** What made this task, for the lineage line and the history: "U2", "Vary (Region)", "Try Again". */
export function useOrigin() {
  const { t } = useTranslation();
  return (task: TaskView): string | undefined => {
    if (!task.parentId) return undefined;
    if (task.action === 'generate') return t('imagine.lineage.retry');
    return (
      pressedLabel(task) ??
      (t(`imagine.actions.${task.action}`, { defaultValue: '' }) || task.action)
    );
  };
}

export const shortId = (id: string) => id.slice(0, 8);

function Lineage(props: { task: TaskView; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const origin = useOrigin();
  const { parentId } = props.task;
  if (!parentId) return null;
  return (
    <p className="imagine-lineage" data-testid="imagine-lineage" data-parent={parentId}>
      <span aria-hidden="true">↳</span> {t('imagine.lineage.from')}{' '}
      <button
        type="button"
        className="link-button"
        data-testid="imagine-lineage-open"
        title={t('imagine.lineage.open')}
        onClick={() => props.onOpen(parentId)}
      >
        {t('imagine.lineage.task', { id: shortId(parentId) })}
      </button>
      {' · '}
      <span data-testid="imagine-lineage-action">{origin(props.task)}</span>
    </p>
  );
}

function MidjourneyImage(props: {
  task: TaskView;
  busy: boolean;
  pressing?: string;
  onPress: (button: TaskButton) => void;
}) {
  const { t } = useTranslation();
  const { task } = props;
  const [open, setOpen] = useState(false);
  const image = task.images[0];
  if (!image) return null;
  const grid = isGrid(task);
  const title = grid ? t('imagine.result.grid') : t('imagine.result.image');
  const save = () => void downloadImage(fileUrl(image.url), `atrium-imagine-${shortId(task.id)}`);
  return (
    <section className="mj-result" aria-label={t('tools.results.label')}>
      <figure className={grid ? 'mj-figure is-grid' : 'mj-figure'} data-testid="mj-image">
        <button
          type="button"
          className="mj-open"
          aria-label={t('imagine.result.open')}
          onClick={() => setOpen(true)}
        >
          <img
            src={fileUrl(image.url)}
            alt={task.prompt ?? title}
            width={image.width}
            height={image.height}
            style={{ aspectRatio: `${image.width} / ${image.height}` }}
          />
        </button>
        <figcaption className="task-result-bar">
          <span className="task-result-size">
            {t('tools.picker.size', { width: image.width, height: image.height })}
          </span>
          <button type="button" className="btn btn-ghost" data-testid="mj-download" onClick={save}>
            {t('tools.results.download')}
          </button>
        </figcaption>
      </figure>
      <MidjourneyActions
        task={task}
        busy={props.busy}
        pressing={props.pressing}
        onPress={props.onPress}
        onView={grid ? undefined : () => setOpen(true)}
      />
      {open && (
        <ImageViewer image={image} title={title} onDownload={save} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}

export function ImagineResult(props: {
  tool: ToolTask;
  models?: readonly ImageModelInfo[];
  /** The button whose press is on its way. */
  pressing?: string;
  onPress: (task: TaskView, button: TaskButton) => void;
  onOpenTask: (id: string) => void;
  /** Why the last "open the task it came from" failed. */
  openProblem?: string;
}) {
  const { t } = useTranslation();
  const { tool } = props;
  const { task } = tool;
  if (!task)
    return (
      <div className="card task-empty" data-testid="task-empty">
        <p>{t('imagine.result.placeholder')}</p>
      </div>
    );
  const model = props.models?.find((candidate) => candidate.id === task.model);
  return (
    <div className="task-panel imagine-panel" data-testid="imagine-result" data-task-id={task.id}>
      <Lineage task={task} onOpen={props.onOpenTask} />
      {props.openProblem && (
        <p className="task-progress-note" role="alert">
          {props.openProblem}
        </p>
      )}
      <TaskProgress
        task={task}
        problem={tool.problem}
        onCancel={() => void tool.cancel(task)}
        canceling={tool.canceling}
        onAgain={() => void tool.again(task)}
        againPending={tool.pending}
      />
      {tool.cancelProblem && (
        <p className="task-progress-note" role="alert">
          {tool.cancelProblem}
        </p>
      )}
      {(task.prompt || model) && (
        <p className="imagine-task-prompt" data-testid="imagine-task-prompt">
          {model && <span className="tag">{model.label}</span>} {task.prompt}
        </p>
      )}
      {task.status === 'succeeded' && isMidjourney(task) ? (
        <MidjourneyImage
          task={task}
          busy={tool.pending}
          pressing={props.pressing}
          onPress={(button) => props.onPress(task, button)}
        />
      ) : (
        <TaskResults task={task} />
      )}
      <SubmitProblem tool={tool} at="again" />
    </div>
  );
}
