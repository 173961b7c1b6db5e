// The reads of every balance and quote: an account's plan, what it may spend, its parts by bucket and what it
// has on hold. Built once per database at first use (db/prepared.ts explains why).
import { and, desc, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import { preparedFor } from '../db/prepared';
import { creditHolds, creditLots, subscriptions } from '../db/schema';

const user = sql.placeholder('userId');
/** The user's lots with credits left that have not expired by the `now` placeholder. */
const unexpired = and(
  eq(creditLots.userId, user),
  gt(creditLots.remaining, 0),
  or(
    isNull(creditLots.expiresAt),
    gt(creditLots.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
  ),
);

export const planQuery = preparedFor((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user))
    .orderBy(desc(subscriptions.periodEnd))
    .limit(1)
    .prepare('current_plan'),
);

export const spendableQuery = preparedFor((db) =>
  db
    .select({ total: sum(creditLots.remaining) })
    .from(creditLots)
    .where(unexpired)
    .prepare('spendable_credits'),
);

export const bucketsQuery = preparedFor((db) =>
  db
    .select({
      bucket: creditLots.bucket,
      expiresAt: creditLots.expiresAt,
      amount: sum(creditLots.remaining),
    })
    .from(creditLots)
    .where(unexpired)
    .groupBy(creditLots.bucket, creditLots.expiresAt)
    .orderBy(
      sql`CASE ${creditLots.bucket} WHEN 'subscription' THEN 0 WHEN 'topup' THEN 1 ELSE 2 END`,
      sql`${creditLots.expiresAt} ASC NULLS LAST`,
    )
    .prepare('credit_buckets'),
);

export const heldQuery = preparedFor((db) =>
  db
    .select({ amount: sum(creditHolds.amount), charged: sum(creditHolds.charged) })
    .from(creditHolds)
    .where(and(eq(creditHolds.userId, user), eq(creditHolds.status, 'held')))
    .prepare('held_credits'),
);
