// The task runner: claims queued tasks (every provider with room, up to its concurrency, in one statement),
// a task as it is created when this process has room for it, and the next due task of a provider in the
// statement that ends a run of it. It runs each with a lease it renews, and ends it: results stored and the
// hold settled, or failed with a reason and the hold released (each in the statement that ends the row), or
// queued again after a transient provider error (with backoff) or at shutdown. Lapsed leases (a process that
// died, whenever it claimed its tasks) are recovered every so often by any process. Nothing a user would miss
// lives only in memory.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { FIRST_UPKEEP_AFTER_MS } from '../upkeep';
import { ProviderError, type RunContext } from '../providers/image/types';
import { claimRequests, type Asked } from './claim-requests';
import { finishTask, reconcileHolds, settleTaskHold } from './settle';
import { storeResults } from './results';
import {
  claimTasks,
  claimedBy,
  heartbeat,
  recoverLapsed,
  requeue,
  saveProgress,
  saveUpstreamId,
  type TaskEnd,
  type TaskRow,
} from './repo';
import type { CreationClaim, ProviderLimits, RunnerOptions, TaskRunner } from './runner-types';

export type {
  CreationClaim,
  ProviderLimits,
  RunOutcome,
  RunnerOptions,
  TaskExecutor,
  TaskRunner,
} from './runner-types';

type StopReason = 'cancel' | 'timeout' | 'shutdown' | 'lost';

interface Running {
  controller: AbortController;
  reason?: StopReason;
  done: Promise<void>;
  /** Its end looked for the next task of its provider: no claim statement is needed after it. */
  handedOn?: boolean;
}

const defaultBackoff = (attempt: number) => Math.min(60_000, 2_000 * 4 ** Math.max(0, attempt - 1));

export function createTaskRunner(deps: Deps, options: RunnerOptions): TaskRunner {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 30_000;
  const backoff = options.backoffMs ?? defaultBackoff;
  const running = new Map<string, Running>();
  const perProvider = new Map<string, number>();
  /** Creations holding a run of this process: stopping waits for each to start its task or give it back. */
  const creating = new Set<Promise<void>>();
  let stopped = true;
  /** Tasks created here and left queued, per provider: a run's end that found none looks again for them. */
  const leftQueued = new Map<string, number>();
  let timers: NodeJS.Timeout[] = [];

  const leaseEnd = () => new Date(deps.now().getTime() + leaseMs);

  const countRunning = (provider: string, change: number) =>
    perProvider.set(provider, (perProvider.get(provider) ?? 0) + change);

  async function tick(asked: Asked): Promise<void> {
    if (stopped) return;
    const room = Object.entries(options.limits)
      .filter(([provider]) => asked === 'all' || asked.has(provider))
      .map(([provider, limit]) => ({
        provider,
        limit: limit.concurrency - (perProvider.get(provider) ?? 0),
      }))
      .filter((free) => free.limit > 0);
    const claimed = await claimTasks(deps.db, { workerId, room, now: deps.now(), leaseMs });
    for (const task of claimed) launch(task, options.limits[task.provider]!);
  }

  function claimAtCreation(provider: string): CreationClaim | undefined {
    const limit = options.limits[provider];
    if (stopped || !limit || (perProvider.get(provider) ?? 0) >= limit.concurrency) return;
    countRunning(provider, 1);
    let ended: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (ended = resolve));
    creating.add(pending);
    const end = () => {
      creating.delete(pending);
      countRunning(provider, -1);
      ended();
    };
    return {
      columns: (now) => ({ ...claimedBy(workerId, now, leaseMs), attempt: 1, startedAt: now }),
      start(task) {
        if (!stopped) launch(task, limit);
        else {
          // Stopping meanwhile: back in the queue, as a running task is at shutdown.
          const requeued = requeue(deps.db, task.id, workerId, {
            runAfter: deps.now(),
            refundAttempt: true,
          }).catch((error: unknown) =>
            options.log.error({ err: error, task: task.id }, 'requeue at shutdown failed'),
          );
          creating.add(requeued);
          void requeued.finally(() => creating.delete(requeued));
        }
        end();
      },
      giveBack() {
        end();
        poke(provider);
      },
    };
  }

  const requests = claimRequests(tick, (error) =>
    options.log.error({ err: error }, 'claiming tasks failed'),
  );
  const poke = (provider?: string) => {
    if (!stopped) requests.ask(provider);
  };

  /** A task created here without a run free for it: a run's end hands its place on (or a tick claims it). */
  function queued(provider: string): void {
    leftQueued.set(provider, (leftQueued.get(provider) ?? 0) + 1);
    poke(provider);
  }

  function launch(task: TaskRow, limit: ProviderLimits): void {
    const controller = new AbortController();
    const entry: Running = { controller, done: Promise.resolve() };
    running.set(task.id, entry);
    countRunning(task.provider, 1);
    const stop = (reason: StopReason) => {
      entry.reason ??= reason;
      controller.abort(new Error(reason));
    };
    const timeout = setTimeout(() => stop('timeout'), limit.timeoutMs);
    const beat = setInterval(() => {
      heartbeat(deps.db, task.id, workerId, leaseEnd())
        .then((state) => {
          if (!state) stop('lost');
          else if (state.cancelRequested) stop('cancel');
        })
        .catch((error: unknown) =>
          options.log.warn({ err: error, task: task.id }, 'heartbeat failed'),
        );
    }, leaseMs / 3);
    entry.done = run(task, entry)
      .catch((error: unknown) =>
        options.log.error({ err: error, task: task.id }, 'task end failed'),
      )
      .finally(() => {
        clearTimeout(timeout);
        clearInterval(beat);
        running.delete(task.id);
        countRunning(task.provider, -1);
        if (!entry.handedOn) poke(task.provider);
      });
  }

  /**
   * Ends the run of `task` (`finishTask`), its place handed to the next due task of its provider in the same
   * statement unless this runner is stopping; that task starts at once, or goes back to the queue when a
   * stop began meanwhile.
   */
  async function end(task: TaskRow, entry: Running, taskEnd: TaskEnd): Promise<void> {
    const claim = stopped ? undefined : { provider: task.provider, leaseUntil: leaseEnd() };
    const before = leftQueued.get(task.provider);
    const { next, lookedForNext } = await finishTask(deps, task.id, workerId, taskEnd, claim);
    // A task created meanwhile may have been written after the end looked: then a tick looks again.
    entry.handedOn = lookedForNext && (!!next || leftQueued.get(task.provider) === before);
    if (!next) return;
    if (!stopped) return launch(next, options.limits[next.provider]!);
    await requeue(deps.db, next.id, workerId, { runAfter: deps.now(), refundAttempt: true });
  }

  async function run(task: TaskRow, entry: Running): Promise<void> {
    const { signal } = entry.controller;
    let lastProgress = 0;
    const context: RunContext = {
      signal,
      upstreamId: task.upstreamId ?? undefined,
      progress: async (percent) => {
        const value = Math.max(0, Math.min(99, Math.round(percent)));
        if (value <= lastProgress) return;
        lastProgress = value;
        await saveProgress(deps.db, task.id, workerId, value);
      },
      accepted: (upstreamId) => saveUpstreamId(deps.db, task.id, workerId, upstreamId),
    };
    try {
      if (task.cancelRequested) throw new Error('cancel');
      const outcome = await options.execute(task, context);
      signal.throwIfAborted();
      // Work that makes no images (a knowledge source) says so by what it charged.
      const { results, files } =
        outcome.charged !== undefined && !outcome.images.length
          ? { results: [], files: [] }
          : await storeResults(deps, task, outcome.images, { target: outcome.target, signal });
      const count = Math.max(1, Number(task.params.count ?? 1));
      // Capped at what is held when the row is written: work may have taken its hold while it ran.
      await end(task, entry, {
        status: 'succeeded',
        results,
        files,
        buttons: outcome.buttons ?? [],
        charged: outcome.charged ?? Math.round((task.price * results.length) / count),
        now: deps.now(),
      });
    } catch (error) {
      await fail(task, entry, error);
    }
  }

  async function fail(task: TaskRow, entry: Running, error: unknown): Promise<void> {
    const reason = entry.reason ?? (task.cancelRequested ? 'cancel' : undefined);
    if (reason === 'lost') return;
    if (reason === 'shutdown') {
      await requeue(deps.db, task.id, workerId, { runAfter: deps.now(), refundAttempt: true });
      return;
    }
    const ending = (
      status: 'failed' | 'canceled',
      code?: string,
      params?: ProviderError['params'],
    ) => end(task, entry, { status, code, params, now: deps.now() });
    if (reason === 'cancel') return ending('canceled');
    if (reason === 'timeout') return ending('failed', 'PROVIDER_TIMEOUT');
    if (error instanceof ProviderError) {
      if (error.kind === 'transient' && task.attempt < task.maxAttempts) {
        options.log.warn(
          { task: task.id, code: error.code, why: error.message },
          'task will be retried',
        );
        const runAfter = new Date(deps.now().getTime() + backoff(task.attempt));
        return requeue(deps.db, task.id, workerId, { runAfter, code: error.code });
      }
      options.log.info({ task: task.id, code: error.code, why: error.message }, 'task failed');
      // A provider still refusing for load after every retry: the "creation is too much" message users know.
      const code = error.code === 'PROVIDER_RATE_LIMITED' ? 'PROVIDER_BUSY' : error.code;
      return ending('failed', code, error.params);
    }
    options.log.error({ err: error, task: task.id }, 'task failed unexpectedly');
    return ending('failed', 'PROVIDER_ERROR');
  }

  async function recover(): Promise<void> {
    const failed = await recoverLapsed(deps.db, deps.now());
    for (const task of failed) await settleTaskHold(deps, task);
    const reconciled = await reconcileHolds(deps);
    if (failed.length || reconciled)
      options.log.info({ failed: failed.length, reconciled }, 'tasks recovered');
    poke();
  }

  return {
    workerId,
    start() {
      if (!stopped) return;
      stopped = false;
      const safeRecover = () =>
        void recover().catch((error: unknown) =>
          options.log.error({ err: error }, 'task recovery failed'),
        );
      timers = [
        // As every upkeep after a start (upkeep.ts): the start's first requests go first.
        setTimeout(safeRecover, FIRST_UPKEEP_AFTER_MS),
        setInterval(() => poke(), pollMs),
        setInterval(safeRecover, options.recoverEveryMs ?? 30_000),
      ];
      for (const timer of timers) timer.unref();
    },
    poke: () => poke(),
    queued,
    claimAtCreation,
    cancelLocal(id) {
      const entry = running.get(id);
      if (!entry) return false;
      entry.reason ??= 'cancel';
      entry.controller.abort(new Error('cancel'));
      return true;
    },
    recover,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await requests.inFlight();
      // A creation may end after this began (its task then goes back to the queue): wait for that too.
      while (creating.size) await Promise.all(creating);
      for (const entry of running.values()) {
        entry.reason ??= 'shutdown';
        entry.controller.abort(new Error('shutdown'));
      }
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}
