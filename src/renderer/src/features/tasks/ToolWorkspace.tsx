// A tool's working area: its form beside the task it made (TaskPanel), and its history below, wired to the
// tool's task state. Every image tool page fills it with its own form and words.
import type { ReactNode } from 'react';
import type { TaskView } from '@shared/api/tasks';
import type { TaskCalls } from '@shared/api/tasks';
import { TaskHistory } from './TaskHistory';
import { TaskPanel } from './TaskPanel';
import { ToolLayout } from './ToolPage';
import type { ToolTask } from './use-tool-task';

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
