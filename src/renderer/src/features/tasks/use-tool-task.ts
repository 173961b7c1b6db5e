// What a tool page does with its tasks, in one hook: submit a create call (one press, one task), show the
// task it made and follow it, cancel it, try it again, show a past one; refresh the balance and the history
// when something changes, and tell the user through a system notification when it finishes out of sight.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@shared/api/tasks';
import { refreshCredits } from '../../queries/credits';
import { refreshTaskHistory } from '../../queries/tasks';
import type { TaskCalls } from '@shared/api/tasks';
import { tasksService } from '../../api/tasks';
import { askNotifyPermission, notifyIfHidden } from './notify';
import { messageOf } from './use-image-slot';
import { useSubmitTask } from './use-submit-task';
import { useTask } from './use-task';

/**
 * `inputs` names what the form holds now (e.g. the chosen image's id): a problem with the input ("Please
 * upload an image first.") is about the form as it was, so it goes away once the user changes the form.
 */
export function useToolTask(calls: TaskCalls, toolName: string, inputs = '') {
  const { t } = useTranslation();
  const submitter = useSubmitTask();
  const { forgetInputProblem } = submitter;
  const inputsSeen = useRef(inputs);
  useEffect(() => {
    if (inputsSeen.current === inputs) return;
    inputsSeen.current = inputs;
    forgetInputProblem(inputs);
  }, [inputs, forgetInputProblem]);
  const [shown, setShown] = useState<TaskView>();
  const [canceling, setCanceling] = useState(false);
  const [cancelProblem, setCancelProblem] = useState<string>();
  /** Which button the last press came from: its problem is shown beside it. */
  const [pressedAt, setPressedAt] = useState<'form' | 'again'>('form');
  const reloadHistory = useCallback(() => refreshTaskHistory(calls), [calls]);

  const onFinish = useCallback(
    (task: TaskView) => {
      reloadHistory();
      refreshCredits();
      if (task.status === 'succeeded')
        notifyIfHidden(t('tools.notify.done'), toolName, `atrium-task-${task.id}`);
      else if (task.status === 'failed')
        notifyIfHidden(
          t('tools.notify.failed'),
          task.error?.msg ?? toolName,
          `atrium-task-${task.id}`,
        );
    },
    [reloadHistory, t, toolName],
  );
  const followed = useTask(calls, shown?.id, { initial: shown, onFinish });

  const { submit: send } = submitter;
  /** Sends one press (`request` names it: the same request after a lost answer keeps its key). */
  const start = useCallback(
    async (
      request: unknown,
      create: (clientKey: string) => Promise<TaskView>,
      from: 'form' | 'again' = 'form',
    ) => {
      setPressedAt(from);
      askNotifyPermission();
      const task = await send(request, create);
      if (task) {
        setShown(task);
        setCancelProblem(undefined);
        reloadHistory();
        refreshCredits();
      }
      return task;
    },
    [send, reloadHistory],
  );

  const again = useCallback(
    (task: TaskView) =>
      start(
        { again: task.id },
        (clientKey) => tasksService.again(calls, task.id, clientKey),
        'again',
      ),
    [start, calls],
  );

  const { update, refresh } = followed;
  const cancel = useCallback(
    async (task: TaskView) => {
      setCanceling(true);
      setCancelProblem(undefined);
      try {
        update(await tasksService.cancel(calls, task.id));
        refresh();
      } catch (error) {
        // It may have finished meanwhile: ask where it stands, and say why the cancel did not happen.
        setCancelProblem(messageOf(error, t));
        refresh();
      } finally {
        setCanceling(false);
      }
    },
    [calls, update, refresh, t],
  );

  const open = useCallback((task: TaskView) => {
    setShown(task);
    setCancelProblem(undefined);
  }, []);

  return {
    /** The task shown (followed while unfinished). */
    task: followed.task,
    problem: followed.problem,
    start,
    again,
    cancel,
    canceling,
    cancelProblem,
    open,
    pending: submitter.pending,
    submitProblem: submitter.problem,
    pressedAt,
    /** Shows a problem found before sending (beside the form's button), or clears it. */
    say: (message: string | undefined) => {
      setPressedAt('form');
      submitter.say(message, inputs);
    },
  };
}

export type ToolTask = ReturnType<typeof useToolTask>;
