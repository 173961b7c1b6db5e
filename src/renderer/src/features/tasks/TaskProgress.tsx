// Where a task stands: waiting, working (a progress bar and the time so far), done (what it cost), failed
// (the reason, translated by the server, and Try Again) or canceled. Cancel while it waits or works.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@shared/api/tasks';
import { PathIcon } from '../../components/StrokeIcon';
import { secondsBetween, useTaskFormat } from './task-format';
import type { PollProblem } from './use-task';
import './task-panel.css';

/** Seconds since `from`, ticking every second while `active`. */
function useElapsed(from: string | undefined, active: boolean): number | undefined {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  if (!active || !from || now === undefined) return undefined;
  return Math.max(0, (now - Date.parse(from)) / 1000);
}

export function TaskProgress(props: {
  task: TaskView;
  problem?: PollProblem;
  /** Shown while it waits or works. */
  onCancel?: () => void;
  canceling?: boolean;
  /** Shown when it failed or was canceled. */
  onAgain?: () => void;
  againPending?: boolean;
  /** A tool's own words for a failure code; the server's translated reason otherwise. */
  failureText?: (code: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const fmt = useTaskFormat();
  const { task } = props;
  const waiting = task.status === 'queued';
  const working = task.status === 'running';
  const elapsed = useElapsed(
    working ? (task.startedAt ?? task.createdAt) : task.createdAt,
    waiting || working,
  );
  const took = secondsBetween(task.startedAt ?? task.createdAt, task.finishedAt);
  const progress = Math.min(100, Math.max(0, task.progress));

  return (
    <section
      className={`task-progress is-${task.status}`}
      data-testid="task-progress"
      data-status={task.status}
      data-task-id={task.id}
      aria-label={t('tools.task.label')}
    >
      <div className="task-progress-head" role="status" aria-live="polite">
        <StatusIcon status={task.status} />
        <strong className="task-progress-title" data-testid="task-status">
          {t(`tools.task.status.${task.status}`)}
        </strong>
        {elapsed !== undefined && (
          <span className="task-progress-time" data-testid="task-elapsed">
            {t('tools.task.elapsed', { time: fmt.duration(elapsed) })}
          </span>
        )}
        {!waiting && !working && took !== undefined && (
          <span className="task-progress-time">
            {t('tools.task.took', { time: fmt.duration(took) })}
          </span>
        )}
      </div>

      {waiting && <p className="task-progress-text">{t('tools.task.queuedText')}</p>}
      {working && (
        <div className="task-bar-wrap">
          <div
            className="task-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('tools.task.progress')}
          >
            <span className="task-bar-fill" style={{ inlineSize: `${Math.max(progress, 3)}%` }} />
          </div>
          <span className="task-bar-value">{t('tools.task.percent', { value: progress })}</span>
        </div>
      )}
      {task.status === 'succeeded' && (
        <p className="task-progress-text" data-testid="task-charged">
          {task.credits.charged > 0
            ? t('tools.task.charged', { amount: fmt.credits(task.credits.charged) })
            : t('tools.task.free')}
        </p>
      )}
      {task.status === 'failed' && (
        <div className="task-failure" role="alert">
          <p data-testid="task-error" data-code={task.error?.code}>
            {(task.error && props.failureText?.(task.error.code)) ??
              task.error?.msg ??
              t('tools.task.failedText')}
          </p>
          <p className="task-progress-text">{t('tools.task.refunded')}</p>
        </div>
      )}
      {task.status === 'canceled' && (
        <p className="task-progress-text">{t('tools.task.canceledText')}</p>
      )}
      {props.problem === 'lost' && (
        <p className="task-progress-note" data-testid="task-lost">
          {t('tools.task.lost')}
        </p>
      )}
      {props.problem === 'missing' && (
        <p className="task-progress-note" role="alert">
          {t('tools.task.missing')}
        </p>
      )}

      <div className="task-progress-actions">
        {(waiting || working) && props.onCancel && (
          <button
            type="button"
            className="btn"
            data-testid="task-cancel"
            disabled={props.canceling}
            onClick={props.onCancel}
          >
            {props.canceling ? t('tools.task.canceling') : t('tools.task.cancel')}
          </button>
        )}
        {(task.status === 'failed' || task.status === 'canceled') && props.onAgain && (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="task-again"
            aria-busy={props.againPending}
            onClick={props.onAgain}
          >
            {t('tools.task.again')}
          </button>
        )}
      </div>
    </section>
  );
}

function StatusIcon({ status }: { status: TaskView['status'] }) {
  if (status === 'queued' || status === 'running')
    return <span className="spinner task-spinner" aria-hidden="true" />;
  const path =
    status === 'succeeded'
      ? 'm5 12 5 5 9-10'
      : status === 'failed'
        ? 'M12 7v6M12 17h.01'
        : 'M6 6l12 12M18 6 6 18';
  return <PathIcon className="task-status-icon" size={20} strokeWidth={2.4} d={[path]} />;
}
