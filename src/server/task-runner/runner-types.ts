// What the task runner is given and what it offers: the work each task kind does, the providers' limits, and
// the runner's own calls (start, stop, claim a run for a task being created).
import type { FastifyBaseLogger } from 'fastify';
import type { MjButton } from '../providers/midjourney/types';
import type { OutputImage, RunContext } from '../providers/image/types';
import type { claimedBy, TaskRow } from './repo';

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

/**
 * A run of one provider this process keeps for a task being created, so the task is written claimed by it
 * (no claim statement after) and starts once stored. Exactly one of `start` and `giveBack` ends it.
 */
export interface CreationClaim {
  /** The task's columns that claim it, leased from `now`. */
  columns(now: Date): ReturnType<typeof claimedBy> & { attempt: number; startedAt: Date };
  /** Runs the task, stored as claimed. */
  start(task: TaskRow): void;
  /** The task was not written claimed (refused, a repeat press, failed): the run is free again. */
  giveBack(): void;
}

export interface TaskRunner {
  readonly workerId: string;
  start(): void;
  /** Looks for work now, for every provider with room. */
  poke(): void;
  /** A task of `provider` was just created here and left queued: claimed now if this process has room. */
  queued(provider: string): void;
  /** A run of `provider` for a task being created, when this process has room for one now. */
  claimAtCreation(provider: string): CreationClaim | undefined;
  /** Aborts a task this process runs; false when it runs elsewhere (its worker sees the flag). */
  cancelLocal(id: string): boolean;
  /** Recovers lapsed tasks and open holds now (also done on a timer). */
  recover(): Promise<void>;
  /** Stops claiming, and puts running tasks back in the queue to resume elsewhere or after restart. */
  stop(): Promise<void>;
}
