// The lot-level steps every ledger operation is made of, each run inside the caller's transaction: the
// account lock, spendable lots in spend order, and moving amounts in or out of lots with their entries.
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditEntries, creditLots } from '../db/schema';
import type { Bucket } from '@shared/billing/credits';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type EntryType = (typeof creditEntries.$inferInsert)['type'];

/**
 * The reasons the ledger writes on the entries that end credits: a lot past its end, and a bucket replaced by
 * a new grant (the subscription allowance at renewal). The expense log reads them back to say why.
 */
export const EXPIRED_REASON = 'expired';
export const REPLACED_REASON_PREFIX = 'replaced by ';

export interface LotSlice {
  lotId: string;
  bucket: Bucket;
  amount: number;
}

/**
 * Takes the user's ledger lock for the rest of the transaction (credit_lock in migration 0004, the same lock
 * the hold and close functions take), so no operation of one user interleaves with another of the same user.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select credit_lock(${userId}::uuid)`);
}

const bucketRank = sql`CASE ${creditLots.bucket} WHEN 'subscription' THEN 0 WHEN 'topup' THEN 1 ELSE 2 END`;

/** Lots that can be spent at `now`, in spend order: subscription, then bought lots by expiry, then the rest. */
export function spendableLots(tx: Tx, userId: string, now: Date) {
  return tx
    .select({ id: creditLots.id, bucket: creditLots.bucket, remaining: creditLots.remaining })
    .from(creditLots)
    .where(
      and(
        eq(creditLots.userId, userId),
        gt(creditLots.remaining, 0),
        or(isNull(creditLots.expiresAt), gt(creditLots.expiresAt, now)),
      ),
    )
    .orderBy(bucketRank, sql`${creditLots.expiresAt} ASC NULLS LAST`, asc(creditLots.createdAt));
}

/** Slices of `amount` from lots in order; undefined when they do not cover it. */
export function allocate(
  lots: ReadonlyArray<{ id: string; bucket: Bucket; remaining: number }>,
  amount: number,
): LotSlice[] | undefined {
  const slices: LotSlice[] = [];
  let left = amount;
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(left, lot.remaining);
    slices.push({ lotId: lot.id, bucket: lot.bucket, amount: take });
    left -= take;
  }
  return left > 0 ? undefined : slices;
}

/**
 * Adds `sign * slice.amount` to each lot's remaining and writes one entry per slice, in two statements
 * whatever the number of lots. The table's check keeps remaining within 0..granted, so a bug here fails the
 * transaction instead of creating or losing credits.
 */
export async function moveSlices(
  tx: Tx,
  userId: string,
  slices: readonly LotSlice[],
  sign: 1 | -1,
  entry: { type: EntryType; holdId?: string; reason?: string; actorId?: string; at: Date },
): Promise<void> {
  const moved = slices.filter((slice) => slice.amount > 0);
  if (!moved.length) return;
  const values = sql.join(
    moved.map((slice) => sql`(${slice.lotId}::uuid, ${sign * slice.amount}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${creditLots} SET remaining = ${creditLots.remaining} + v.delta
    FROM (VALUES ${values}) AS v(id, delta)
    WHERE ${creditLots.id} = v.id`);
  await tx.insert(creditEntries).values(
    moved.map((slice) => ({
      userId,
      lotId: slice.lotId,
      type: entry.type,
      amount: sign * slice.amount,
      holdId: entry.holdId,
      reason: entry.reason,
      actorId: entry.actorId,
      createdAt: entry.at,
    })),
  );
}

/** How much of a charge came from the subscription balance and how much from the rest. */
export function splitByBucket(slices: readonly LotSlice[]) {
  let subscriptionAmount = 0;
  let topupAmount = 0;
  for (const slice of slices) {
    if (slice.bucket === 'subscription') subscriptionAmount += slice.amount;
    else topupAmount += slice.amount;
  }
  return { subscriptionAmount, topupAmount };
}

/**
 * Ends a user's lots of one bucket now (the subscription balance at renewal or after a failed payment). Their
 * expiry moves to now as well, so credits a later release returns to them are swept, not revived.
 */
export async function clearBucket(
  tx: Tx,
  userId: string,
  bucket: Bucket,
  at: Date,
  reason: string,
): Promise<void> {
  const lots = await tx
    .update(creditLots)
    .set({ expiresAt: at })
    .where(
      and(
        eq(creditLots.userId, userId),
        eq(creditLots.bucket, bucket),
        or(isNull(creditLots.expiresAt), gt(creditLots.expiresAt, at)),
      ),
    )
    .returning({ id: creditLots.id, remaining: creditLots.remaining });
  await moveSlices(
    tx,
    userId,
    lots.map((lot) => ({ lotId: lot.id, bucket, amount: lot.remaining })),
    -1,
    { type: 'expire', reason, at },
  );
}

/** Ends every lot past its expiry that still has credits (the sweeper's half for lots). */
export async function expireDueLots(tx: Tx, at: Date): Promise<number> {
  const due = await tx
    .select({
      id: creditLots.id,
      userId: creditLots.userId,
      bucket: creditLots.bucket,
      remaining: creditLots.remaining,
    })
    .from(creditLots)
    .where(and(gt(creditLots.remaining, 0), lte(creditLots.expiresAt, at)))
    .limit(1000)
    .for('update', { skipLocked: true });
  const byUser = new Map<string, LotSlice[]>();
  for (const lot of due) {
    const slices = byUser.get(lot.userId) ?? [];
    slices.push({ lotId: lot.id, bucket: lot.bucket, amount: lot.remaining });
    byUser.set(lot.userId, slices);
  }
  for (const [userId, slices] of byUser) {
    await moveSlices(tx, userId, slices, -1, { type: 'expire', reason: EXPIRED_REASON, at });
  }
  return due.length;
}
