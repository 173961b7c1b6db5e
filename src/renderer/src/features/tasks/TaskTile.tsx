// One past task in a tool's gallery: a large preview that shows the task in the page, a caption in the tool's
// words, and a button that opens its prompt and settings.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@shared/api/tasks';
import { fileUrl } from '../../api/upload';
import { IMAGE_ICON, PathIcon } from '../../components/StrokeIcon';
import { useTaskFormat } from './task-format';

const INFO_ICON = ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 11v5', 'M12 7.5v.5'];

export function TaskTile(props: {
  task: TaskView;
  active: boolean;
  describe?: ReactNode;
  testId: string;
  onOpen: () => void;
  onDetails: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useTaskFormat();
  const { task, active, testId } = props;
  const image = task.images[0] ?? task.inputs[0];
  const done = task.status === 'succeeded';
  return (
    <li
      className={active ? 'task-tile active' : 'task-tile'}
      data-testid={`${testId}-item`}
      data-status={task.status}
      data-active={active}
    >
      <button
        type="button"
        className="task-tile-open"
        aria-current={active ? 'true' : undefined}
        aria-label={t('tools.history.show', { when: fmt.dateTime(task.createdAt) })}
        data-testid={`${testId}-open`}
        onClick={props.onOpen}
      >
        {image ? (
          <img
            src={fileUrl(image.thumbUrl)}
            alt=""
            loading="lazy"
            className={done ? undefined : 'is-input'}
          />
        ) : (
          <PathIcon size={36} strokeWidth={1.5} d={IMAGE_ICON} />
        )}
        {!done && (
          <span className={`tag task-tag task-tile-status is-${task.status}`}>
            {t(`tools.task.status.${task.status}`)}
          </span>
        )}
        {task.images.length > 1 && (
          <span className="task-tile-count">
            {t('tools.history.images', { count: task.images.length })}
          </span>
        )}
      </button>
      <div className="task-tile-caption">
        <span className="task-tile-text">
          {props.describe && <span className="task-history-what">{props.describe}</span>}
          <span className="task-history-meta">
            <time dateTime={task.createdAt}>{fmt.dateTime(task.createdAt)}</time>
            {task.credits.charged > 0 && <span>{fmt.credits(task.credits.charged)}</span>}
          </span>
        </span>
        <button
          type="button"
          className="task-icon-btn"
          aria-label={t('tools.details.title')}
          title={t('tools.details.title')}
          data-testid={`${testId}-details`}
          onClick={props.onDetails}
        >
          <PathIcon size={18} d={INFO_ICON} />
        </button>
      </div>
    </li>
  );
}
