// The result side of a tool: the task shown (where it stands, then its images), or what will appear here.
// And the tool's main button with what stops it (a missing image, the server's refusal).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IMAGE_ICON, PathIcon } from '../../components/StrokeIcon';
import { TaskProgress } from './TaskProgress';
import { ToolAccess, toolBlocked } from './ToolAccess';
import { TaskResults } from './TaskResults';
import type { ToolTask } from './use-tool-task';
import './task-panel.css';

export function TaskPanel(props: {
  tool: ToolTask;
  placeholder: string;
  extra?: ReactNode;
  /** This tool's own words for a failure code (the graffiti's "too busy"); the server's otherwise. */
  failureText?: (code: string) => string | undefined;
}) {
  const { tool } = props;
  const { task } = tool;
  if (!task)
    return (
      <div className="card task-empty" data-testid="task-empty">
        <ImageIcon />
        <p>{props.placeholder}</p>
      </div>
    );
  return (
    <div className="task-panel">
      <TaskProgress
        task={task}
        failureText={props.failureText}
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
      <SubmitProblem tool={tool} at="again" failureText={props.failureText} />
      <TaskResults task={task} />
      {props.extra}
    </div>
  );
}

/** Why the last press did not make a task (shown once, where it was pressed). */
export function SubmitProblem(props: {
  tool: ToolTask;
  at: 'form' | 'again';
  failureText?: (code: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { tool, at } = props;
  const problem = tool.submitProblem;
  if (!problem || tool.pressedAt !== at) return null;
  return (
    <p className="tool-problem" role="alert" data-testid="submit-problem" data-code={problem.code}>
      {props.failureText?.(problem.code) ?? problem.message}
      {problem.code === 'INSUFFICIENT_CREDITS' && (
        <>
          {' '}
          <Link to="/price">{t('tools.access.getCredits')}</Link>
        </>
      )}
      {problem.code === 'NETWORK' && <> {t('tools.submit.networkHint')}</>}
    </p>
  );
}

/**
 * The tool's button. It stays pressable while a request is on its way, so a second press can be told to
 * wait; `blocked` (locked, unavailable, not known yet) disables it.
 */
export function SubmitBar(props: {
  tool: ToolTask;
  label: string;
  blocked: boolean;
  onSubmit: () => void;
  testId: string;
  children?: ReactNode;
  failureText?: (code: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { tool } = props;
  return (
    <div className="tool-submit">
      {props.children}
      <button
        type="button"
        className="btn btn-primary btn-lg"
        data-testid={props.testId}
        disabled={props.blocked}
        aria-busy={tool.pending}
        onClick={props.onSubmit}
      >
        {tool.pending && <span className="spinner btn-spinner" aria-hidden="true" />}
        {tool.pending ? t('tools.submit.sending') : props.label}
      </button>
      <SubmitProblem tool={tool} at="form" failureText={props.failureText} />
    </div>
  );
}

/**
 * A tool page's button with what it costs (or why it cannot be used) above it: blocked until the tool is
 * known, usable and whatever else the page waits for (`waiting`).
 */
export function ToolSubmit(
  props: Omit<Parameters<typeof SubmitBar>[0], 'blocked' | 'children'> & {
    access: Parameters<typeof ToolAccess>[0];
    waiting?: boolean;
  },
) {
  const { access, waiting, ...bar } = props;
  return (
    <SubmitBar {...bar} blocked={toolBlocked(access.tool) || !!waiting}>
      <ToolAccess {...access} />
    </SubmitBar>
  );
}

function ImageIcon() {
  return <PathIcon size={40} strokeWidth={1.5} d={IMAGE_ICON} />;
}
