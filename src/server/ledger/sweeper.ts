// Ends what has run out: lots past their expiry and holds past their time limit (work that never settled,
// e.g. because its server process died). Runs at start and then every minute; safe in several processes.
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { creditHolds } from '../db/schema';
import type { Ledger } from './ledger';
import { expireDueLots } from './lots';
import { scheduleUpkeep } from '../upkeep';

export async function sweepCredits(
  db: Database,
  ledger: Ledger,
  now: () => Date,
): Promise<{ lots: number; holds: number }> {
  let lots = 0;
  for (;;) {
    const swept = await db.transaction((tx) => expireDueLots(tx, now()));
    lots += swept;
    if (swept < 1000) break;
  }
  const due = await db
    .select({ id: creditHolds.id, userId: creditHolds.userId })
    .from(creditHolds)
    .where(and(eq(creditHolds.status, 'held'), lte(creditHolds.expiresAt, now())));
  for (const hold of due) await ledger.expire(hold);
  return { lots, holds: due.length };
}

const SWEEP_EVERY_MS = 60_000;

/** Sweeps once after the start (holds of a process that died) and then every minute until the app closes. */
export function registerCreditSweeper(app: FastifyInstance): void {
  scheduleUpkeep(app, {
    run: async () => {
      const { db, credits, now } = app.deps;
      const swept = await sweepCredits(db, credits.ledger, now);
      if (swept.lots || swept.holds) app.log.info(swept, 'credits swept');
    },
    everyMs: SWEEP_EVERY_MS,
    failure: 'credit sweep failed',
  });
}
