// A finished task's hold: settled with what the task charged, or released. Done right after the task row
// ends; if the process dies in between, `reconcileHolds` (run with recovery) finishes it, and settling or
// releasing twice changes nothing, so credits are neither lost nor charged twice.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps';
import { creditHolds, tasks } from '../db/schema';
import { AppError } from '../http/app-error';
import type { TaskRow } from './repo';

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
