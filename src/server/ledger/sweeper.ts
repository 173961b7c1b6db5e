// Ends what has run out: lots past their expiry and holds past their time limit (work that never settled,
// e.g. because its server process died). Runs at start and then every minute; safe in several processes.
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { creditHolds } from '../db/schema';
import type { Ledger } from './ledger';
import { expireDueLots } from './lots';

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

/** Sweeps once at start (holds of a process that died) and then every minute until the app closes. */
export function registerCreditSweeper(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    const { db, credits, now } = app.deps;
    running ??= sweepCredits(db, credits.ledger, now)
      .then((swept) => {
        if (swept.lots || swept.holds) app.log.info(swept, 'credits swept');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'credit sweep failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
  });
  // A sweep in flight finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
