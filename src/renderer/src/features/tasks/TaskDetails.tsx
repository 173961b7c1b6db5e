// One past result with everything it was made from: its images at a size worth looking at (each opens full
// size and downloads), the prompt to copy, the settings in the tool's own words, what it cost and when.
// Opened from the gallery with one click, so a result can be understood or made again without opening it.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@shared/api/tasks';
import { Dialog } from '../../components/Dialog';
import { fileUrl } from '../../api/upload';
import { CopyButton } from '../chat/CopyButton';
import { useTaskFormat } from './task-format';
import { TaskResults } from './TaskResults';
import './task-details.css';

/** A line of a result's settings, named in the tool's own words. */
export interface TaskSetting {
  label: string;
  value: ReactNode;
}

export function TaskDetails(props: {
  task: TaskView;
  /** The tool's one-line summary (its style, scale, model…). */
  summary?: ReactNode;
  settings?: TaskSetting[];
  onShow: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useTaskFormat();
  const titleId = useId();
  const { task } = props;
  const negative = typeof task.params.negativePrompt === 'string' ? task.params.negativePrompt : '';
  const rows: TaskSetting[] = [
    ...(props.summary ? [{ label: t('tools.details.settings'), value: props.summary }] : []),
    ...(props.settings ?? []),
    { label: t('tools.details.status'), value: t(`tools.task.status.${task.status}`) },
    {
      label: t('tools.details.made'),
      value: <time dateTime={task.createdAt}>{fmt.dateTime(task.createdAt)}</time>,
    },
    {
      label: t('tools.details.charged'),
      value: task.credits.charged > 0 ? fmt.credits(task.credits.charged) : t('tools.task.free'),
    },
  ];
  return (
    <Dialog labelledBy={titleId} onClose={props.onClose} testId="task-details">
      <div className="dialog-body task-details">
        <h2 id={titleId}>{t('tools.details.title')}</h2>
        {task.images.length > 0 ? (
          <TaskResults task={task} />
        ) : (
          <p data-testid="task-details-no-images">
            {task.error?.msg ?? t('tools.details.noImages')}
          </p>
        )}
        {task.prompt && (
          <PromptBlock
            label={t('tools.details.prompt')}
            copyLabel={t('tools.details.copyPrompt')}
            text={task.prompt}
            testId="prompt"
          />
        )}
        {negative && (
          <PromptBlock
            label={t('tools.details.negative')}
            copyLabel={t('tools.details.copyNegative')}
            text={negative}
            testId="negative"
          />
        )}
        <dl className="task-details-settings" data-testid="task-details-settings">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <bdi>{row.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {task.inputs.length > 0 && (
          <div className="task-details-inputs">
            <h3>{t('tools.details.inputs')}</h3>
            <ul>
              {task.inputs.map((image) => (
                <li key={image.id}>
                  <img src={fileUrl(image.thumbUrl)} alt="" loading="lazy" />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={props.onClose}>
          {t('tools.results.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="task-details-show"
          onClick={props.onShow}
        >
          {t('tools.details.show')}
        </button>
      </div>
    </Dialog>
  );
}

function PromptBlock(props: { label: string; copyLabel: string; text: string; testId: string }) {
  return (
    <div className="task-details-prompt">
      <div className="task-details-prompt-head">
        <h3>{props.label}</h3>
        <CopyButton
          text={() => props.text}
          label={props.copyLabel}
          testId={`task-details-copy-${props.testId}`}
          className="task-icon-btn"
        />
      </div>
      <p dir="auto" data-testid={`task-details-${props.testId}`}>
        {props.text}
      </p>
    </div>
  );
}
