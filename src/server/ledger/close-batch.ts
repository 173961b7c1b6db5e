// Closes (settle, release, expire) that arrive together go to the database as one statement
// (credit_close_many, migration 0025): a burst costs one round trip and one commit per batch, and only one
// connection at a time, which leaves the rest of the pool to holds, the step a user waits for. A lone close
// goes out at once. A close whose user is busy in another transaction is sent again on its own (credit_close,
// which waits for the lock), so the batch never waits holding other users' locks.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import { groupCommit } from '../db/group-commit';
import { holdFromRow, ledgerError, type Hold } from './hold-row';

export interface Close {
  holdId: string;
  userId: string;
  /** The charge when settling (at most the hold); 0 otherwise. */
  cost: number;
  status: 'settled' | 'released' | 'expired';
  at: Date;
}

/**
 * Each close waits for its whole batch, and the users it frees come back for their next hold together: a few
 * closes per statement already save most of the round trips without making either wait long.
 */
const CLOSES_PER_BATCH = 8;

type Closed = { hold: Hold } | { error: string };

/**
 * One row per close: the hold's fields, or the close's refusal code ('busy': user locked). Named and built
 * once, like the hold (ledger.ts): each connection parses and plans it once.
 */
const closeManyQuery = preparedFor((db) =>
  db
    .select({
      place: sql<number>`place`,
      error: sql<string | null>`error`,
      id: sql<string>`(hold).id`,
      user_id: sql<string>`(hold).user_id`,
      amount: sql<string>`(hold).amount`,
      status: sql<string>`(hold).status`,
      charged: sql<string>`(hold).charged`,
    })
    .from(sql`credit_close_many(${sql.placeholder('closes')}::jsonb)`)
    .prepare('credit_close_many'),
);

async function closeMany(db: Database, closes: Close[]): Promise<Closed[]> {
  const json = JSON.stringify(
    closes.map((close, place) => ({
      place,
      hold_id: close.holdId,
      user_id: close.userId,
      cost: Math.round(close.cost),
      status: close.status,
      closed_at: close.at.toISOString(),
    })),
  );
  const rows = await closeManyQuery(db).execute({ closes: json });
  const answers: Closed[] = [];
  for (const row of rows)
    answers[row.place] = row.error ? { error: row.error } : { hold: holdFromRow(row) };
  return answers;
}

/**
 * Answers `close` through the batch; `closeAlone` closes one hold in its own statement, waiting for its
 * user's lock (for a close the batch found busy).
 */
export function createCloseBatch(
  db: Database,
  closeAlone: (close: Close) => Promise<Hold>,
): (close: Close) => Promise<Hold> {
  const batch = groupCommit((closes: Close[]) => closeMany(db, closes), CLOSES_PER_BATCH);
  return async (close) => {
    const closed = await batch.add(close);
    if ('hold' in closed) return closed.hold;
    if (closed.error === 'busy') return closeAlone(close);
    throw ledgerError(closed.error) ?? new Error(`credit close refused: ${closed.error}`);
  };
}
