// The task runner: claims queued tasks (per provider, up to its concurrency), runs each with a lease it
// renews, and ends it: results stored and the hold settled, or failed with a reason and the hold released
// (each in the statement that ends the row), or queued again after a transient provider error (with backoff)
// or at shutdown. Lapsed leases (a process that died) are recovered every so often by any process. Nothing a
// user would miss lives only in memory.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { ProviderError, type RunContext, type OutputImage } from '../providers/image/types';
import type { MjButton } from '../providers/midjourney/types';
import { finishTask, reconcileHolds, settleTaskHold } from './settle';
import { storeResults } from './results';
import {
  claimTasks,
  heartbeat,
  recoverLapsed,
  requeue,
  saveProgress,
  saveUpstreamId,
  type TaskRow,
} from './repo';

export interface RunOutcome {
  images: OutputImage[];
  buttons?: MjButton[];
  /** The size every result is brought to (a product image keeps its input's resolution). */
  target?: { width: number; height: number };
  /**
   * Hundredths the work actually cost, at most what was held: work that makes no images (reading a knowledge
   * source) says what it used; otherwise the price is charged for the share of the images asked that came.
   */
  charged?: number;
}

/** Runs one task's provider call: each tool's server side (modules/tasks/tools) knows how. */
export type TaskExecutor = (task: TaskRow, context: RunContext) => Promise<RunOutcome>;

export interface ProviderLimits {
  /** Tasks of this provider one process runs at once. */
  concurrency: number;
  /** Longest a run may take before it fails as timed out. */
  timeoutMs: number;
}

export interface RunnerOptions {
  execute: TaskExecutor;
  limits: Record<string, ProviderLimits>;
  log: FastifyBaseLogger;
  /** How often queued work from other processes is looked for. */
  pollMs?: number;
  leaseMs?: number;
  recoverEveryMs?: number;
  /** Backoff before attempt n+1 after a transient error. */
  backoffMs?: (attempt: number) => number;
}

type StopReason = 'cancel' | 'timeout' | 'shutdown' | 'lost';

interface Running {
  controller: AbortController;
  reason?: StopReason;
  done: Promise<void>;
}

export interface TaskRunner {
  readonly workerId: string;
  start(): void;
  /** Looks for work now (a task was just created here). */
  poke(): void;
  /** Aborts a task this process runs; false when it runs elsewhere (its worker sees the flag). */
  cancelLocal(id: string): boolean;
  /** Recovers lapsed tasks and open holds now (also done on a timer). */
  recover(): Promise<void>;
  /** Stops claiming, and puts running tasks back in the queue to resume elsewhere or after restart. */
  stop(): Promise<void>;
}

const defaultBackoff = (attempt: number) => Math.min(60_000, 2_000 * 4 ** Math.max(0, attempt - 1));

export function createTaskRunner(deps: Deps, options: RunnerOptions): TaskRunner {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 30_000;
  const backoff = options.backoffMs ?? defaultBackoff;
  const running = new Map<string, Running>();
  const perProvider = new Map<string, number>();
  let stopped = true;
  let ticking: Promise<void> | undefined;
  let again = false;
  let timers: NodeJS.Timeout[] = [];

  const leaseEnd = () => new Date(deps.now().getTime() + leaseMs);

  async function tick(): Promise<void> {
    for (const [provider, limit] of Object.entries(options.limits)) {
      const free = limit.concurrency - (perProvider.get(provider) ?? 0);
      if (stopped || free <= 0) continue;
      const claimed = await claimTasks(deps.db, {
        workerId,
        provider,
        limit: free,
        now: deps.now(),
        leaseMs,
      });
      for (const task of claimed) launch(task, limit);
    }
  }

  function poke(): void {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = tick()
      .catch((error: unknown) => options.log.error({ err: error }, 'claiming tasks failed'))
      .finally(() => {
        ticking = undefined;
        if (again) {
          again = false;
          poke();
        }
      });
  }

  function launch(task: TaskRow, limit: ProviderLimits): void {
    const controller = new AbortController();
    const entry: Running = { controller, done: Promise.resolve() };
    running.set(task.id, entry);
    perProvider.set(task.provider, (perProvider.get(task.provider) ?? 0) + 1);
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
        perProvider.set(task.provider, (perProvider.get(task.provider) ?? 1) - 1);
        poke();
      });
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
      const results =
        outcome.charged !== undefined && !outcome.images.length
          ? []
          : await storeResults(deps, task, outcome.images, { target: outcome.target, signal });
      const count = Math.max(1, Number(task.params.count ?? 1));
      // Capped at what is held when the row is written: work may have taken its hold while it ran.
      await finishTask(deps, task.id, workerId, {
        status: 'succeeded',
        results,
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
    const end = async (
      status: 'failed' | 'canceled',
      code?: string,
      params?: ProviderError['params'],
    ) => {
      await finishTask(deps, task.id, workerId, { status, code, params, now: deps.now() });
    };
    if (reason === 'cancel') return end('canceled');
    if (reason === 'timeout') return end('failed', 'PROVIDER_TIMEOUT');
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
      return end('failed', code, error.params);
    }
    options.log.error({ err: error, task: task.id }, 'task failed unexpectedly');
    return end('failed', 'PROVIDER_ERROR');
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
      safeRecover();
      timers = [
        setInterval(poke, pollMs),
        setInterval(safeRecover, options.recoverEveryMs ?? 30_000),
      ];
      for (const timer of timers) timer.unref();
    },
    poke,
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
      await ticking;
      for (const entry of running.values()) {
        entry.reason ??= 'shutdown';
        entry.controller.abort(new Error('shutdown'));
      }
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}
