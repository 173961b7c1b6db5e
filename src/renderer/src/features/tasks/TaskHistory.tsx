// The user's past tasks of one tool as a gallery of large previews, newest first, ten a page. A click shows
// the task in the page (an unfinished one is followed again); each tile's second button opens its prompt and
// settings. Asked again after a new task and after one finished.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@shared/api/tasks';
import type { TaskCalls } from '@shared/api/tasks';
import { useTaskHistory } from '../../queries/tasks';
import { viewStatus } from '../../queries/view-status';
import { TaskDetails, type TaskSetting } from './TaskDetails';
import { TaskTile } from './TaskTile';
import './task-history.css';

export function TaskHistory(props: {
  calls: TaskCalls;
  title: string;
  /** What to do to make the first one (the empty state). */
  emptyText: string;
  onOpen: (task: TaskView) => void;
  /** The task shown in the page, marked in the list. */
  activeId?: string;
  /** A line about the task (its style, its scale…). */
  describe?: (task: TaskView) => ReactNode;
  /** The settings it was made with, in the tool's words, for its details. */
  settings?: (task: TaskView) => TaskSetting[];
  /** Only tasks of this model (e.g. `ghibli`). */
  model?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { calls, model } = props;
  const [page, setPage] = useState(1);
  const history = useTaskHistory(calls, page, model);
  const status = viewStatus(history);
  const data = history.data;
  const testId = props.testId ?? 'task-history';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const titleId = `${testId}-title`;
  const [details, setDetails] = useState<TaskView>();

  return (
    <section className="task-history" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{props.title}</h2>
      {status === 'loading' && !data && (
        <p className="task-placeholder" role="status">
          {t('app.loading')}
        </p>
      )}
      {status === 'error' && (
        <div className="task-history-error" role="alert" data-testid={`${testId}-error`}>
          <span>{t('tools.history.failed')}</span>
          <button type="button" className="btn" onClick={() => void history.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {data && data.total === 0 && (
        <p className="task-placeholder" data-testid={`${testId}-empty`}>
          {props.emptyText}
        </p>
      )}
      {data && data.list.length > 0 && (
        <ul
          className="task-gallery"
          aria-busy={status === 'loading'}
          data-testid={`${testId}-list`}
        >
          {data.list.map((task) => (
            <TaskTile
              key={task.id}
              task={task}
              active={task.id === props.activeId}
              describe={props.describe?.(task)}
              testId={testId}
              onOpen={() => props.onOpen(task)}
              onDetails={() => setDetails(task)}
            />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className="task-pager" aria-label={t('tools.history.pages')}>
          <button
            type="button"
            className="btn"
            disabled={page <= 1}
            data-testid={`${testId}-prev`}
            onClick={() => setPage((value) => Math.max(1, value - 1))}
          >
            {t('tools.history.previous')}
          </button>
          <span aria-live="polite">{t('tools.history.page', { page, pages })}</span>
          <button
            type="button"
            className="btn"
            disabled={page >= pages}
            data-testid={`${testId}-next`}
            onClick={() => setPage((value) => Math.min(pages, value + 1))}
          >
            {t('tools.history.next')}
          </button>
        </nav>
      )}
      {details && (
        <TaskDetails
          task={details}
          summary={props.settings ? undefined : props.describe?.(details)}
          settings={props.settings?.(details)}
          onShow={() => {
            props.onOpen(details);
            setDetails(undefined);
          }}
          onClose={() => setDetails(undefined)}
        />
      )}
    </section>
  );
}
