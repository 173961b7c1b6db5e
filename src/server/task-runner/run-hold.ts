// Work whose price is known only once it runs (a knowledge source: its tokens are counted after it is read)
// holds it then, before the part that costs, and the hold becomes the task's own: the runner settles it with
// what the work charged or releases it, exactly as a hold taken when the task was created, and a process that
// dies leaves it to recovery (a finished task's open hold) or to the sweeper (a hold past its time).
import { and, eq } from 'drizzle-orm';
import type { PriceQuery } from '@shared/billing/prices';
import type { Deps } from '../deps';
import { creditHolds, tasks } from '../db/schema';
import type { Hold } from '../ledger/ledger';
import type { TaskRow } from './repo';

export interface RunHold {
  /** The expense log's service and event. */
  service: string;
  event: string;
  /** How long the rest of the work may take, retries included: past it the sweeper gives it back. */
  ttlMs: number;
  /** What the hold pays for, where a service lists its charges (`bot:<id>`). */
  subject?: string;
}

/**
 * Holds the price of `query` for the running task (refused like any hold: not enough credits, nothing
 * written). An earlier attempt's hold that still covers it is kept; a smaller one is given back first.
 */
export async function holdDuringRun(
  deps: Deps,
  task: Pick<TaskRow, 'id' | 'userId' | 'holdId'>,
  query: PriceQuery,
  work: RunHold,
): Promise<Hold> {
  if (task.holdId) {
    const [earlier] = await deps.db
      .select({
        id: creditHolds.id,
        userId: creditHolds.userId,
        amount: creditHolds.amount,
        status: creditHolds.status,
        charged: creditHolds.charged,
      })
      .from(creditHolds)
      .where(and(eq(creditHolds.id, task.holdId), eq(creditHolds.userId, task.userId)));
    const wanted = (await deps.credits.quote(task.userId, query)).credits;
    if (earlier?.status === 'held' && earlier.amount >= wanted) return earlier;
    if (earlier?.status === 'held') await deps.credits.ledger.release(earlier);
  }
  // The hold and the task's note of it in one transaction: no hold is left that the runner does not know.
  return deps.db.transaction(async (tx) => {
    const hold = await deps.credits.holdFor(task.userId, query, work, tx);
    await tx
      .update(tasks)
      .set({ holdId: hold.id, price: hold.amount })
      .where(and(eq(tasks.id, task.id), eq(tasks.status, 'running')));
    return hold;
  });
}
