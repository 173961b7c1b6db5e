// The ledger's operations, each one transaction: grant, hold, settle, release and deduct. Modelled on
// double-entry with two-phase transfers: a hold reserves from lots (pending), a settle posts the actual cost
// and voids the rest, a release voids it all. Nothing ever takes a lot below zero.
import { and, asc, eq } from 'drizzle-orm';
import type { Bucket } from '@shared/billing/credits';
import { AppError } from '../../http/app-error';
import type { Database } from '../../db/client';
import {
  creditCharges,
  creditGrants,
  creditHoldParts,
  creditHolds,
  creditLots,
} from '../../db/schema';
import {
  allocate,
  clearBucket,
  lockAccount,
  moveSlices,
  spendableLots,
  splitByBucket,
  type LotSlice,
} from './lots';

export interface GrantInput {
  userId: string;
  /** Unique for this grant forever, e.g. `stripe:invoice:in_123`: a repeat returns the first result. */
  key: string;
  /** The new lot replaces the bucket's current credits (the subscription allowance resets at renewal). */
  replacesBucket?: boolean;
  bucket: Bucket;
  amount: number;
  expiresAt?: Date | null;
  source: string;
  reason?: string;
  actorId?: string;
}

export interface HoldInput {
  userId: string;
  amount: number;
  service: string;
  event: string;
  /** How long the work may take; past it the sweeper releases the hold. */
  ttlMs: number;
  /** The caller's key for this piece of work: a repeat answers the first hold instead of reserving again. */
  key?: string;
}

export interface Hold {
  id: string;
  userId: string;
  amount: number;
  status: 'held' | 'settled' | 'released' | 'expired';
  charged: number;
}

export interface Ledger {
  grant(input: GrantInput): Promise<{ grantId: string; created: boolean }>;
  hold(input: HoldInput): Promise<Hold>;
  /** Charges `cost` (at most the hold) and frees the rest; a repeat with the same cost changes nothing. */
  settle(hold: Pick<Hold, 'id' | 'userId'>, cost: number): Promise<Hold>;
  release(hold: Pick<Hold, 'id' | 'userId'>): Promise<Hold>;
  /** The sweeper's release of a hold past its time limit. */
  expire(hold: Pick<Hold, 'id' | 'userId'>): Promise<Hold>;
  /** Ends a bucket's credits now (idempotent): a failed renewal payment clears the subscription balance. */
  clear(userId: string, bucket: Bucket, reason: string): Promise<void>;
  /** Takes credits away at once in spend order (admin), never below zero. */
  deduct(input: {
    userId: string;
    amount: number;
    service: string;
    event: string;
    actorId?: string;
  }): Promise<void>;
}

const sameGrant = (row: typeof creditGrants.$inferSelect, input: GrantInput) =>
  row.userId === input.userId &&
  row.bucket === input.bucket &&
  row.amount === input.amount &&
  row.source === input.source &&
  (row.expiresAt?.getTime() ?? null) === (input.expiresAt?.getTime() ?? null);

const toHold = (row: typeof creditHolds.$inferSelect): Hold => ({
  id: row.id,
  userId: row.userId,
  amount: row.amount,
  status: row.status,
  charged: row.charged,
});

export function createLedger(db: Database, now: () => Date): Ledger {
  const notEnough = () => new AppError('INSUFFICIENT_CREDITS');

  async function closeHold(
    ref: Pick<Hold, 'id' | 'userId'>,
    cost: number,
    status: 'settled' | 'released' | 'expired',
  ): Promise<Hold> {
    return db.transaction(async (tx) => {
      await lockAccount(tx, ref.userId);
      const [row] = await tx
        .select()
        .from(creditHolds)
        .where(and(eq(creditHolds.id, ref.id), eq(creditHolds.userId, ref.userId)));
      if (!row) throw new AppError('NOT_FOUND');
      const charge = status === 'settled' ? Math.min(Math.max(0, cost), row.amount) : 0;
      if (row.status !== 'held') {
        // Settling twice with the same cost is a repeat; anything else would charge twice or un-charge.
        if (row.status === status && row.charged === charge) return toHold(row);
        if (row.status === 'settled' || status === 'settled') throw new AppError('HOLD_CLOSED');
        return toHold(row);
      }
      const parts = await tx
        .select({
          lotId: creditHoldParts.lotId,
          amount: creditHoldParts.amount,
          bucket: creditLots.bucket,
        })
        .from(creditHoldParts)
        .innerJoin(creditLots, eq(creditLots.id, creditHoldParts.lotId))
        .where(eq(creditHoldParts.holdId, row.id))
        .orderBy(asc(creditHoldParts.position));
      // The charge takes from the parts in spend order; what is left of each part goes back to its lot.
      const charged: LotSlice[] = [];
      const returned: LotSlice[] = [];
      let left = charge;
      for (const part of parts) {
        const take = Math.min(left, part.amount);
        left -= take;
        charged.push({ ...part, amount: take });
        returned.push({ ...part, amount: part.amount - take });
      }
      const at = now();
      await moveSlices(tx, ref.userId, returned, 1, {
        type: status === 'settled' ? 'settle' : 'release',
        holdId: row.id,
        at,
      });
      const [closed] = await tx
        .update(creditHolds)
        .set({ status, charged: charge, closedAt: at })
        .where(eq(creditHolds.id, row.id))
        .returning();
      if (charge > 0) {
        await tx.insert(creditCharges).values({
          userId: ref.userId,
          holdId: row.id,
          service: row.service,
          event: row.event,
          credits: charge,
          ...splitByBucket(charged),
          createdAt: at,
        });
      }
      return toHold(closed ?? row);
    });
  }

  return {
    grant: (input) =>
      db.transaction(async (tx) => {
        if (!Number.isInteger(input.amount) || input.amount <= 0)
          throw new Error(`grant amount must be a positive integer: ${input.amount}`);
        await lockAccount(tx, input.userId);
        const at = now();
        const [created] = await tx
          .insert(creditGrants)
          .values({
            userId: input.userId,
            idempotencyKey: input.key,
            bucket: input.bucket,
            amount: input.amount,
            expiresAt: input.expiresAt ?? null,
            source: input.source,
            reason: input.reason,
            actorId: input.actorId,
            createdAt: at,
          })
          .onConflictDoNothing({ target: creditGrants.idempotencyKey })
          .returning();
        if (!created) {
          const [first] = await tx
            .select()
            .from(creditGrants)
            .where(eq(creditGrants.idempotencyKey, input.key));
          if (!first || !sameGrant(first, input)) throw new AppError('IDEMPOTENCY_CONFLICT');
          return { grantId: first.id, created: false };
        }
        if (input.replacesBucket)
          await clearBucket(tx, input.userId, input.bucket, at, `replaced by ${input.source}`);
        const [lot] = await tx
          .insert(creditLots)
          .values({
            userId: input.userId,
            grantId: created.id,
            bucket: input.bucket,
            granted: input.amount,
            remaining: 0,
            expiresAt: input.expiresAt ?? null,
            createdAt: at,
          })
          .returning({ id: creditLots.id });
        if (!lot) throw new Error('lot insert returned nothing');
        await moveSlices(
          tx,
          input.userId,
          [{ lotId: lot.id, bucket: input.bucket, amount: input.amount }],
          1,
          {
            type: 'grant',
            reason: input.reason,
            actorId: input.actorId,
            at,
          },
        );
        return { grantId: created.id, created: true };
      }),

    hold: (input) =>
      db.transaction(async (tx) => {
        if (!Number.isInteger(input.amount) || input.amount < 0)
          throw new Error(`hold amount must be a non-negative integer: ${input.amount}`);
        await lockAccount(tx, input.userId);
        if (input.key) {
          const [first] = await tx
            .select()
            .from(creditHolds)
            .where(
              and(eq(creditHolds.userId, input.userId), eq(creditHolds.idempotencyKey, input.key)),
            );
          if (first) {
            if (first.amount !== input.amount || first.service !== input.service)
              throw new AppError('IDEMPOTENCY_CONFLICT');
            return toHold(first);
          }
        }
        const at = now();
        const slices = allocate(await spendableLots(tx, input.userId, at), input.amount);
        if (!slices) throw notEnough();
        const [hold] = await tx
          .insert(creditHolds)
          .values({
            userId: input.userId,
            idempotencyKey: input.key,
            amount: input.amount,
            service: input.service,
            event: input.event,
            expiresAt: new Date(at.getTime() + input.ttlMs),
            createdAt: at,
          })
          .returning();
        if (!hold) throw new Error('hold insert returned nothing');
        if (slices.length) {
          await tx.insert(creditHoldParts).values(
            slices.map((slice, position) => ({
              holdId: hold.id,
              lotId: slice.lotId,
              position,
              amount: slice.amount,
            })),
          );
          await moveSlices(tx, input.userId, slices, -1, { type: 'hold', holdId: hold.id, at });
        }
        return toHold(hold);
      }),

    settle: (hold, cost) => closeHold(hold, cost, 'settled'),
    release: (hold) => closeHold(hold, 0, 'released'),
    expire: (hold) => closeHold(hold, 0, 'expired'),
    clear: (userId, bucket, reason) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        await clearBucket(tx, userId, bucket, now(), reason);
      }),

    deduct: (input) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, input.userId);
        const at = now();
        const slices = allocate(await spendableLots(tx, input.userId, at), input.amount);
        if (!slices) throw notEnough();
        await moveSlices(tx, input.userId, slices, -1, {
          type: 'deduct',
          reason: input.event,
          actorId: input.actorId,
          at,
        });
        await tx.insert(creditCharges).values({
          userId: input.userId,
          service: input.service,
          event: input.event,
          credits: input.amount,
          ...splitByBucket(slices),
          createdAt: at,
        });
      }),
  };
}
