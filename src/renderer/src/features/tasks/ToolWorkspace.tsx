// A tool's working area: its form beside the task it made (TaskPanel), and its history below, wired to the
// tool's task state. Every image tool page fills it with its own form and words.
import { useEffect, useRef, type ReactNode } from 'react';
import type { TaskView } from '@shared/api/tasks';
import type { TaskCalls } from '@shared/api/tasks';
import { useTaskHistory } from '../../queries/tasks';
import { TaskHistory } from './TaskHistory';
import { TaskPanel } from './TaskPanel';
import { ToolLayout } from './ToolPage';
import type { ToolTask } from './use-tool-task';

/**
 * Before the first run of this visit the result side shows the user's latest finished result, not an empty
 * panel (page 1 of the history, which the list below asks for anyway).
 */
function useLatestResult(tool: ToolTask, calls: TaskCalls): void {
  const latest = useTaskHistory(calls, 1).data?.list.find((task) => task.status === 'succeeded');
  const { open, task } = tool;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || task || !latest) return;
    done.current = true;
    open(latest);
  }, [latest, open, task]);
}

export function ToolWorkspace(props: {
  tool: ToolTask;
  calls: TaskCalls;
  form: ReactNode;
  /** What the result column says before the first task. */
  placeholder: string;
  history: { title: string; emptyText: string; testId?: string };
  describe?: (task: TaskView) => ReactNode;
  failureText?: (code: string) => string | undefined;
}) {
  const { tool } = props;
  useLatestResult(tool, props.calls);
  return (
    <ToolLayout
      form={props.form}
      result={
        <TaskPanel tool={tool} placeholder={props.placeholder} failureText={props.failureText} />
      }
      history={
        <TaskHistory
          calls={props.calls}
          title={props.history.title}
          emptyText={props.history.emptyText}
          testId={props.history.testId}
          onOpen={tool.open}
          activeId={tool.task?.id}
          describe={props.describe}
        />
      }
    />
  );
}
