// A finished task's hold: settled with what the task charged, or released. The runner ends a task and closes
// its hold in one statement; a hold the ledger will not close then (the sweeper gave it back meanwhile), a
// queued task canceled and a dead process's task are closed after their row ends, and if the process dies in
// between, `reconcileHolds` (run with recovery) finishes it. Settling or releasing twice changes nothing, so
// credits are neither lost nor charged twice.
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { creditHolds, tasks } from '../db/schema';
import { isLedgerRefusal } from '../db/errors';
import { AppError } from '../http/app-error';
import { insertUploadsIf, uploadsRecords } from '../files/repo';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import { claimNextTask, endTask, endValues, type TaskEnd, type TaskRow } from './repo';

type Finished = Pick<TaskRow, 'holdId' | 'userId' | 'status' | 'charged'>;

export async function settleTaskHold(deps: Deps, task: Finished): Promise<void> {
  if (!task.holdId) return;
  const hold = { id: task.holdId, userId: task.userId };
  try {
    if (task.status === 'succeeded') await deps.credits.ledger.settle(hold, task.charged);
    else await deps.credits.ledger.release(hold);
  } catch (error) {
    // The sweeper already gave an overdue hold back: nothing is charged for this task.
    if (error instanceof AppError && error.code === 'HOLD_CLOSED') return;
    throw error;
  }
}

/**
 * The end of a task (`endTask`) as `ended`, and its results' rows, written only when the end is (`stored`).
 * The statements around them are prepared once per database: only their values differ from one task to the
 * next.
 */
function endingParts(db: Database) {
  const ended = db
    .$with('ended', {
      hold_id: sql<string | null>`hold_id`.as('hold_id'),
      user_id: sql<string>`user_id`.as('user_id'),
      status: sql<TaskRow['status']>`status`.as('status'),
      charged: sql<number | string>`charged`.as('charged'),
    })
    .as(sql`${endTask(db).getSQL()}`);
  const written = sql`exists (select 1 from ended)`;
  const stored = db
    .$with('stored', {})
    .as(insertUploadsIf(sql`${sql.placeholder('files')}`, written));
  return { ended, stored, written };
}

/**
 * The end; its hold closed in the same statement (credit_close, the ledger's close in migration 0004); and
 * the next due task of the provider the values name claimed for this worker (`claimNextTask`), as `next`.
 */
const endAndClose = preparedFor((db) => {
  const { ended, stored, written } = endingParts(db);
  const claimed = db.$with('claimed').as(claimNextTask(db, written));
  // The claimed row's columns, read back as a task's (a CTE's columns keep their table's decoding).
  const next = Object.fromEntries(
    Object.keys(getTableColumns(tasks)).map((key) => [key, claimed[key as keyof typeof claimed]]),
  ) as unknown as ReturnType<typeof getTableColumns<typeof tasks>>;
  return db
    .with(ended, stored, claimed)
    .select({
      hold_status: sql<string | null>`case when ended.hold_id is null then null else (
      select closed.status from credit_close(ended.hold_id, ended.user_id,
        (case when ended.status = 'succeeded' then ended.charged else 0 end)::bigint,
        (case when ended.status = 'succeeded' then 'settled' else 'released' end)::credit_hold_status,
        ${sql.placeholder('now')}::timestamptz) as closed
    ) end`,
      next,
    })
    .from(ended)
    .leftJoin(claimed, sql`true`)
    .prepare('finish_task');
});

/** The end alone, answering what its hold is to be closed with. */
const endAlone = preparedFor((db) => {
  const { ended, stored } = endingParts(db);
  return db
    .with(ended, stored)
    .select({
      hold_id: sql<string | null>`ended.hold_id`,
      user_id: sql<string>`ended.user_id`,
      status: sql<TaskRow['status']>`ended.status`,
      charged: sql<number | string>`ended.charged`,
    })
    .from(ended)
    .prepare('finish_task_alone');
});

/** A run's end may hand its place to the next due task of its provider for this worker. */
export interface NextClaim {
  provider: string;
  leaseUntil: Date;
}

export interface Finish {
  /** False when the claim was lost (another process owns the task now, and its end is theirs). */
  ended: boolean;
  /** The task claimed in the end's statement, for this worker to run now. */
  next?: TaskRow;
  /** Whether the end looked for a next task (the queue had none when `next` is missing). */
  lookedForNext: boolean;
}

/**
 * Ends a task this worker runs and closes its hold in the same statement: settled with what the row charges on
 * success, released otherwise. A success writes its results' rows in it too, only when the end is written.
 * With `claim`, the same statement takes the next due task of that provider for this worker.
 */
export async function finishTask(
  deps: Deps,
  id: string,
  workerId: string,
  end: TaskEnd,
  claim?: NextClaim,
): Promise<Finish> {
  const values = {
    ...endValues(id, workerId, end),
    files: uploadsRecords(end.status === 'succeeded' ? end.files : []),
  };
  try {
    const rows = await endAndClose(deps.db).execute({
      ...values,
      claimProvider: claim?.provider ?? null,
      leaseUntil: (claim?.leaseUntil ?? end.now).toISOString(),
    });
    return { ended: rows.length > 0, next: rows[0]?.next ?? undefined, lookedForNext: !!claim };
  } catch (error) {
    // The results' bytes stay: the end may have been written before the answer was lost, and a next
    // attempt (the lease lapses, recovery queues it) writes over them under the same keys.
    if (!isLedgerRefusal(error)) throw error;
    // The ledger would not close the hold, which undid the end too: the task ends alone and its hold is
    // closed as the ledger allows (a hold the sweeper gave back charges nothing).
    const [row] = await endAlone(deps.db).execute(values);
    if (row)
      await settleTaskHold(deps, {
        holdId: row.hold_id,
        userId: row.user_id,
        status: row.status,
        charged: Number(row.charged),
      });
    return { ended: Boolean(row), lookedForNext: false };
  }
}

/** Finished tasks whose hold is still open (their process died between the two steps). */
export async function reconcileHolds(deps: Deps, limit = 100): Promise<number> {
  const open = await deps.db
    .select({
      holdId: tasks.holdId,
      userId: tasks.userId,
      status: tasks.status,
      charged: tasks.charged,
    })
    .from(tasks)
    .innerJoin(creditHolds, eq(creditHolds.id, tasks.holdId))
    .where(
      and(
        eq(creditHolds.status, 'held'),
        inArray(tasks.status, ['succeeded', 'failed', 'canceled']),
      ),
    )
    .limit(limit);
  for (const task of open) await settleTaskHold(deps, task);
  return open.length;
}
