// What a hold reserved from each lot is read back from its own 'hold' entries (migration 0026): a partial
// settle must charge the first parts first and give each lot back exactly its own rest. And a keyed hold is
// taken once, whatever else the same user holds without a key (their unique index holds keyed holds only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Bucket } from '@shared/billing/credits';
import { creditEntries, creditHolds, creditLots } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { chargesOf, createUser, expectLedgerConsistent } from '../support/ledger';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {});
});
afterAll(() => t.close());

const ledger = () => t.app.deps.credits.ledger;
const give = (userId: string, bucket: Bucket, amount: number, expiresAt?: Date) =>
  ledger().grant({
    userId,
    key: `${bucket}-${randomUUID()}`,
    bucket,
    amount,
    source: bucket,
    expiresAt,
  });
const hold = (userId: string, amount: number, key?: string) =>
  ledger().hold({ userId, amount, service: 'chat', event: 'gpt-4o', ttlMs: 60_000, key });
const lotsOf = async (userId: string) =>
  (
    await t.app.deps.db
      .select({ granted: creditLots.granted, remaining: creditLots.remaining })
      .from(creditLots)
      .where(eq(creditLots.userId, userId))
      .orderBy(asc(creditLots.granted))
  ).map((lot) => [lot.granted, lot.remaining]);

describe('hold parts and keys', () => {
  it('charges a partial settle from the first parts and gives each lot back its own rest', async () => {
    const userId = await createUser(t);
    const now = t.clock.now.getTime();
    await give(userId, 'forever', 500);
    await give(userId, 'topup', 300, new Date(now + 60 * DAY));
    await give(userId, 'subscription', 100, new Date(now + 20 * DAY));
    // Parts in spend order: 100 subscription, 300 topup, 50 forever.
    const held = await hold(userId, 450);
    expect(await lotsOf(userId)).toEqual([
      [100, 0],
      [300, 0],
      [500, 450],
    ]);
    await ledger().settle(held, 250);
    // 100 from the subscription and 150 from the topup are charged; the topup's other 150 and the 50 from
    // the forever lot go back to where they came from.
    expect(await lotsOf(userId)).toEqual([
      [100, 0],
      [300, 150],
      [500, 500],
    ]);
    const charges = await chargesOf(t, userId);
    expect(charges).toMatchObject([{ credits: 250, subscriptionAmount: 100, topupAmount: 150 }]);
    expect(await expectLedgerConsistent(t, userId)).toBe(650);
  });

  it('releases every part of a hold to its own lot', async () => {
    const userId = await createUser(t);
    await give(userId, 'topup', 30, new Date(t.clock.now.getTime() + DAY));
    await give(userId, 'forever', 70);
    const held = await hold(userId, 90);
    await ledger().release(held);
    expect(await lotsOf(userId)).toEqual([
      [30, 30],
      [70, 70],
    ]);
    expect(await expectLedgerConsistent(t, userId)).toBe(100);
  });

  it('takes a keyed hold once, even twenty at once, beside keyless holds of the same user', async () => {
    const userId = await createUser(t);
    await give(userId, 'forever', 1000);
    await hold(userId, 10);
    await hold(userId, 10);
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => hold(userId, 100, 'press-1')),
    );
    expect(new Set(repeats.map((repeat) => repeat.id)).size).toBe(1);
    await expect(hold(userId, 101, 'press-1')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    // The same key is another user's own.
    const other = await createUser(t);
    await give(other, 'forever', 100);
    expect((await hold(other, 100, 'press-1')).id).not.toBe(repeats[0]!.id);
    const keyed = await t.app.deps.db
      .select({ id: creditHolds.id })
      .from(creditHolds)
      .where(and(eq(creditHolds.userId, userId), eq(creditHolds.idempotencyKey, 'press-1')));
    expect(keyed).toHaveLength(1);
    const entries = await t.app.deps.db
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(and(eq(creditEntries.holdId, repeats[0]!.id), eq(creditEntries.type, 'hold')));
    expect(entries).toHaveLength(1);
    // 1000 less two keyless holds of 10 and one keyed hold of 100.
    expect(await expectLedgerConsistent(t, userId)).toBe(880);
  });
});
