// Follows one task until it finishes: asks `check` after 500 ms, then a little later each time (up to every
// 3 s), one question at a time. A finished task is not asked about again. When the page comes back (the
// computer wakes, the network returns, the tab is shown again) it asks at once and starts from 500 ms again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskView } from '@shared/api/tasks';
import { isFinished } from '@shared/api/tasks';
import { ApiError } from '../../api/errors';
import { platform } from '../../platform';
import type { TaskCalls } from '@shared/api/tasks';
import { tasksService } from '../../api/tasks';

export const POLL = { firstMs: 500, factor: 1.5, maxMs: 3000 } as const;

/** The pause after `ms`: half as long again, at most `POLL.maxMs`. */
export const nextDelay = (ms: number) => Math.min(POLL.maxMs, Math.round(ms * POLL.factor));

/** `lost`: the last question got no answer (asked again later); `missing`: no such task (not asked again). */
export type PollProblem = 'lost' | 'missing';

interface Held {
  id: string;
  task?: TaskView;
  problem?: PollProblem;
}

export interface UseTaskOptions {
  /** What the create call answered: shown at once, and the first question waits its 500 ms. */
  initial?: TaskView;
  /** Called once when a task seen unfinished is seen finished (not for a task that was already done). */
  onFinish?: (task: TaskView) => void;
}

export function useTask(calls: TaskCalls, id: string | undefined, options: UseTaskOptions = {}) {
  const { initial } = options;
  const [held, setHeld] = useState<Held>();
  const onFinish = useRef(options.onFinish);
  const initialRef = useRef(initial);
  useEffect(() => {
    onFinish.current = options.onFinish;
    initialRef.current = initial;
  });
  /** Asks now (after a cancel, or when the page comes back); set by the running effect. */
  const askNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    let controller: AbortController | undefined;
    let delay: number = POLL.firstMs;
    const start = initialRef.current?.id === id ? initialRef.current : undefined;
    let current: TaskView | undefined = start;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void ask(), ms);
    };
    const ask = async () => {
      if (stopped || asking) return;
      timer = undefined;
      asking = true;
      controller = new AbortController();
      try {
        const task = await tasksService.check(calls, id, controller.signal);
        if (stopped) return;
        const before = current;
        current = task;
        setHeld({ id, task });
        if (isFinished(task.status)) {
          if (before && !isFinished(before.status)) onFinish.current?.(task);
          return;
        }
        schedule(delay);
        delay = nextDelay(delay);
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setHeld((old) => ({ id, task: old?.id === id ? old.task : current, problem: 'missing' }));
          return;
        }
        // No answer (or a passing server error): keep the last view and ask again at the slowest pace.
        setHeld((old) => ({ id, task: old?.id === id ? old.task : current, problem: 'lost' }));
        schedule(POLL.maxMs);
      } finally {
        asking = false;
      }
    };
    const resume = () => {
      if (stopped || asking || (current && isFinished(current.status))) return;
      clearTimeout(timer);
      delay = POLL.firstMs;
      void ask();
    };
    askNow.current = resume;

    if (!current) void ask();
    else if (!isFinished(current.status)) {
      schedule(delay);
      delay = nextDelay(delay);
    }
    const stopResume = platform.onResume(resume);
    const onVisible = () => {
      if (document.visibilityState === 'visible') resume();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      stopResume();
      document.removeEventListener('visibilitychange', onVisible);
      askNow.current = () => undefined;
    };
  }, [calls, id]);

  /** A newer view from elsewhere (the cancel call's answer); the next question confirms it. */
  const update = useCallback((task: TaskView) => setHeld({ id: task.id, task }), []);
  const refresh = useCallback(() => askNow.current(), []);

  const mine = held?.id === id ? held : undefined;
  const task = mine?.task ?? (initial?.id === id ? initial : undefined);
  return { task, problem: mine?.problem, update, refresh };
}
