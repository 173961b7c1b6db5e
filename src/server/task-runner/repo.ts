// The task runner's statements. Every change a worker makes is conditioned on its own claim (`locked_by` and
// status running): a worker that lost its lease (it stalled past it and another process took the task over)
// changes nothing, so one task never finishes twice.
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedFor, typed } from '../db/prepared';
import { tasks, type TaskResultImage } from '../db/schema';
import type { UploadValues } from '../files/repo';

export type TaskRow = typeof tasks.$inferSelect;

const mine = (id: string, workerId: string) =>
  and(eq(tasks.id, id), eq(tasks.lockedBy, workerId), eq(tasks.status, 'running'));

const released = { lockedBy: null, leaseUntil: null } as const;
const placeholder = sql.placeholder;

/** The columns of a task this worker runs from `now`: its claim, with a lease to renew. */
export function claimedBy(workerId: string, now: Date, leaseMs: number) {
  return {
    status: 'running',
    lockedBy: workerId,
    leaseUntil: new Date(now.getTime() + leaseMs),
  } as const;
}

/**
 * Up to `limit` queued tasks of `provider` that are due at the placeholder `now`, oldest first, locked for the
 * claim.
 */
const dueTasks = (provider: SQL, limit: SQL) => sql`
  select ${tasks.id} as id from ${tasks}
  where ${tasks.status} = 'queued' and ${tasks.provider} = ${provider}
    and ${tasks.runAfter} <= ${typed('now', 'timestamptz')}
  order by ${tasks.createdAt} limit ${limit}
  for update skip locked`;

/**
 * What a claim sets, from the placeholders `workerId`, `leaseUntil` and `now`: the worker's lease, one more
 * attempt, the first start kept. Every claim is a prepared statement.
 */
const CLAIM_SET = {
  status: 'running' as const,
  lockedBy: typed('workerId', 'text'),
  leaseUntil: typed('leaseUntil', 'timestamptz'),
  attempt: sql`${tasks.attempt} + 1`,
  startedAt: sql`coalesce(${tasks.startedAt}, ${typed('now', 'timestamptz')})`,
};

/**
 * Takes, for every provider with room, up to that many queued tasks that are due, oldest first, for this
 * worker: one statement however many providers (each provider's queue is read by its own lateral pick).
 */
export async function claimTasks(
  db: Database,
  input: {
    workerId: string;
    room: Array<{ provider: string; limit: number }>;
    now: Date;
    leaseMs: number;
  },
): Promise<TaskRow[]> {
  if (!input.room.length) return [];
  const { leaseUntil } = claimedBy(input.workerId, input.now, input.leaseMs);
  return claimDueTasks(db).execute({
    providers: input.room.map((room) => room.provider),
    rooms: input.room.map((room) => room.limit),
    workerId: input.workerId,
    leaseUntil: leaseUntil.toISOString(),
    now: input.now.toISOString(),
  });
}

// Prepared: every runner asks once a second, most often finding nothing.
const claimDueTasks = preparedFor((db) => {
  const due = sql`(select due.id
    from unnest(${typed('providers', 'text[]')}, ${typed('rooms', 'int[]')}) as room(provider, room)
    cross join lateral (${dueTasks(sql`room.provider`, sql`room.room`)}) as due)`;
  return db
    .update(tasks)
    .set(CLAIM_SET)
    .where(and(inArray(tasks.id, due), eq(tasks.status, 'queued')))
    .returning()
    .prepare('claim_due_tasks');
});

/**
 * The claim of the next due task of the provider `claimProvider` (none when it is null) by `workerId`, made
 * in the statement that ends this worker's run of another (`when`: only if that end was written). The run's
 * place goes to the next task without a claim statement of its own.
 */
export function claimNextTask(db: Database, when: SQL) {
  const due = dueTasks(typed('claimProvider', 'text'), sql`1`);
  return db
    .update(tasks)
    .set(CLAIM_SET)
    .where(and(sql`${tasks.id} = (${due})`, eq(tasks.status, 'queued'), when))
    .returning();
}

/** Extends the lease; answers whether the owner asked to cancel, or undefined when the claim is lost. */
export async function heartbeat(
  db: Database,
  id: string,
  workerId: string,
  leaseUntil: Date,
): Promise<{ cancelRequested: boolean } | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ leaseUntil })
    .where(mine(id, workerId))
    .returning({ cancelRequested: tasks.cancelRequested });
  return row;
}

export async function saveProgress(db: Database, id: string, workerId: string, progress: number) {
  await db
    .update(tasks)
    .set({ progress: sql`greatest(${tasks.progress}, ${progress})` })
    .where(mine(id, workerId));
}

export async function saveUpstreamId(
  db: Database,
  id: string,
  workerId: string,
  upstreamId: string,
) {
  await db.update(tasks).set({ upstreamId }).where(mine(id, workerId));
}

/** How a run ended, as its row records it. */
export type TaskEnd =
  | {
      status: 'succeeded';
      results: TaskResultImage[];
      /** The rows of the results' files, written with the end (their bytes are stored already). */
      files: UploadValues[];
      buttons: TaskRow['buttons'];
      /** What the work cost; the row keeps at most what is held (its price, raised by a hold taken in the run). */
      charged: number;
      now: Date;
    }
  | {
      status: 'failed' | 'canceled';
      code?: string;
      params?: Record<string, string | number>;
      now: Date;
    };

const succeeded = sql`${placeholder('status')}::task_status = 'succeeded'`;

/**
 * The statement that ends a task this worker runs, answering what its hold is closed with; it changes nothing
 * (and answers no row) when the claim was lost. One text for every end: what differs is in its values
 * (`endValues`), so a statement around it is prepared once. A success records its results, buttons and charge
 * (at most its price) and clears any error; a failure or a cancel records its error and keeps the rest.
 */
export function endTask(db: Database) {
  return db
    .update(tasks)
    .set({
      ...released,
      status: sql`${placeholder('status')}::task_status`,
      finishedAt: sql`${placeholder('now')}::timestamptz`,
      progress: sql`case when ${succeeded} then 100 else ${tasks.progress} end`,
      results: sql`coalesce(${placeholder('results')}::jsonb, ${tasks.results})`,
      buttons: sql`coalesce(${placeholder('buttons')}::jsonb, ${tasks.buttons})`,
      charged: sql`case when ${succeeded} then least(${tasks.price}, ${placeholder('charged')}::bigint) else ${tasks.charged} end`,
      errorCode: sql`${placeholder('errorCode')}::text`,
      errorParams: sql`${placeholder('errorParams')}::jsonb`,
    })
    .where(
      and(
        eq(tasks.id, placeholder('id')),
        eq(tasks.lockedBy, placeholder('workerId')),
        eq(tasks.status, 'running'),
      ),
    )
    .returning({
      holdId: tasks.holdId,
      userId: tasks.userId,
      status: tasks.status,
      charged: tasks.charged,
    });
}

/** The values of `endTask`'s placeholders for this end of task `id` by `workerId`. */
export function endValues(id: string, workerId: string, end: TaskEnd) {
  const success = end.status === 'succeeded';
  return {
    id,
    workerId,
    status: end.status,
    now: end.now.toISOString(),
    results: success ? JSON.stringify(end.results) : null,
    buttons: success ? JSON.stringify(end.buttons) : null,
    charged: success ? Math.max(0, Math.round(end.charged)) : 0,
    errorCode: success ? null : (end.code ?? null),
    errorParams: !success && end.params ? JSON.stringify(end.params) : null,
  };
}

/**
 * Puts the task back in the queue: after a transient error (`runAfter` later, the error kept for the
 * record) or at shutdown (`refundAttempt`: the stop was not the task's fault). The upstream id stays, so
 * the next run resumes waiting for the provider's job.
 */
export async function requeue(
  db: Database,
  id: string,
  workerId: string,
  input: { runAfter: Date; code?: string; refundAttempt?: boolean },
): Promise<void> {
  await db
    .update(tasks)
    .set({
      ...released,
      status: 'queued',
      runAfter: input.runAfter,
      ...(input.code ? { errorCode: input.code } : {}),
      ...(input.refundAttempt ? { attempt: sql`greatest(${tasks.attempt} - 1, 0)` } : {}),
    })
    .where(mine(id, workerId));
}

/**
 * Tasks whose worker stopped renewing its lease (its process died): queued again while attempts remain,
 * otherwise failed as interrupted. Answers the failed ones, whose holds the caller releases.
 */
export async function recoverLapsed(db: Database, now: Date): Promise<TaskRow[]> {
  const lapsed = and(eq(tasks.status, 'running'), lt(tasks.leaseUntil, now));
  await db
    .update(tasks)
    .set({ ...released, status: 'queued', runAfter: now })
    .where(and(lapsed, lt(tasks.attempt, tasks.maxAttempts)));
  return db
    .update(tasks)
    .set({ ...released, status: 'failed', errorCode: 'SERVER_RESTARTED', finishedAt: now })
    .where(lapsed)
    .returning();
}

/** A queued task is canceled at once; a running one is flagged for its worker. */
export async function cancelTask(
  db: Database,
  id: string,
  userId: string,
  now: Date,
): Promise<{ canceled?: TaskRow; flagged?: TaskRow }> {
  const owned = and(eq(tasks.id, id), eq(tasks.userId, userId));
  const [canceled] = await db
    .update(tasks)
    .set({ ...released, status: 'canceled', finishedAt: now })
    .where(and(owned, eq(tasks.status, 'queued')))
    .returning();
  if (canceled) return { canceled };
  const [flagged] = await db
    .update(tasks)
    .set({ cancelRequested: true })
    .where(and(owned, eq(tasks.status, 'running')))
    .returning();
  return { flagged };
}
