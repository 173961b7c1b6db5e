// A finished task's hold: settled with what the task charged, or released. The runner ends a task and closes
// its hold in one statement; a hold the ledger will not close then (the sweeper gave it back meanwhile), a
// queued task canceled and a dead process's task are closed after their row ends, and if the process dies in
// between, `reconcileHolds` (run with recovery) finishes it. Settling or releasing twice changes nothing, so
// credits are neither lost nor charged twice.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../deps';
import { creditHolds, tasks } from '../db/schema';
import { isLedgerRefusal } from '../db/errors';
import { AppError } from '../http/app-error';
import { insertUploadsIf } from '../files/repo';
import { endTask, type TaskEnd, type TaskRow } from './repo';

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
 * Ends a task this worker runs and closes its hold in the same statement (credit_close, the ledger's close in
 * migration 0004): settled with what the row charges on success, released otherwise. A success writes its
 * results' rows in it too, only when the end is written. False when the claim was lost (another process
 * owns the task now, and its end is theirs).
 */
export async function finishTask(
  deps: Deps,
  id: string,
  workerId: string,
  end: TaskEnd,
): Promise<boolean> {
  const files = end.status === 'succeeded' ? end.files : [];
  const stored = files.length
    ? sql`, stored as (${insertUploadsIf(files, sql`exists (select 1 from ended)`)})`
    : sql``;
  /** The end (and its results' rows), answering with `select` from `ended`. */
  const ending = async (select: SQL) => {
    const statement = sql`with ended(hold_id, user_id, status, charged) as (
        ${endTask(deps.db, id, workerId, end).getSQL()}
      )${stored} ${select}`;
    // Both drivers answer `{ rows }` for a raw statement.
    const { rows } = (await deps.db.execute(statement)) as unknown as { rows: EndedRow[] };
    return rows;
  };
  const close = end.status === 'succeeded' ? 'settled' : 'released';
  const cost = end.status === 'succeeded' ? sql`ended.charged` : sql`0`;
  try {
    const rows = await ending(
      sql`select case when ended.hold_id is null then null else (
          select closed.status from credit_close(ended.hold_id, ended.user_id, ${cost}::bigint,
            ${close}::credit_hold_status, ${end.now.toISOString()}::timestamptz) as closed
        ) end as hold_status
        from ended`,
    );
    return rows.length > 0;
  } catch (error) {
    // The results' bytes stay: the end may have been written before the answer was lost, and a next
    // attempt (the lease lapses, recovery queues it) writes over them under the same keys.
    if (!isLedgerRefusal(error)) throw error;
    // The ledger would not close the hold, which undid the end too: the task ends alone and its hold is
    // closed as the ledger allows (a hold the sweeper gave back charges nothing).
    const [row] = await ending(sql`select * from ended`);
    if (row)
      await settleTaskHold(deps, {
        holdId: row.hold_id,
        userId: row.user_id,
        status: row.status,
        charged: Number(row.charged),
      });
    return Boolean(row);
  }
}

interface EndedRow {
  hold_id: string | null;
  user_id: string;
  status: TaskRow['status'];
  charged: number | string;
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
