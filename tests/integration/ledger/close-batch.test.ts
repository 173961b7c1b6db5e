// Closes that arrive together share one statement: each is still answered as it would be alone (a repeat as the
// first, a refusal for that close only), a close whose user is locked elsewhere waits for that lock instead of
// failing, and many users holding and settling at once never overdraw nor lose a credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { testDatabaseKind } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, expectLedgerConsistent } from '../support/ledger';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {});
});
afterAll(() => t.close());

const ledger = () => t.app.deps.credits.ledger;

async function userWith(amount: number): Promise<string> {
  const userId = await createUser(t, 'batch');
  await ledger().grant({
    userId,
    key: `batch-${randomUUID()}`,
    bucket: 'forever',
    amount,
    source: 'admin',
  });
  return userId;
}

const holdOf = (userId: string, amount: number) =>
  ledger().hold({ userId, amount, service: 'chat', event: 'batch', ttlMs: 60_000 });

describe('closes sent together', () => {
  it('answers each as it would be answered alone', async () => {
    const [a, b, c] = await Promise.all([userWith(100), userWith(100), userWith(100)]);
    const [holdA, holdB, holdC] = await Promise.all([
      holdOf(a!, 50),
      holdOf(b!, 50),
      holdOf(c!, 50),
    ]);
    const results = await Promise.allSettled([
      ledger().settle(holdA!, 20),
      // The same settle twice in one batch: the second is a repeat, answered as the first.
      ledger().settle(holdA!, 20),
      // Another cost for a hold settled earlier in the same batch is refused, for this close alone.
      ledger().settle(holdA!, 30),
      ledger().release(holdB!),
      ledger().settle({ id: randomUUID(), userId: c! }, 10),
      ledger().settle(holdC!, 50),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(results[0]).toMatchObject({ value: { status: 'settled', charged: 20 } });
    expect(results[1]).toMatchObject({ value: { status: 'settled', charged: 20 } });
    expect(results[2]).toMatchObject({ reason: { code: 'HOLD_CLOSED' } });
    expect(results[3]).toMatchObject({ value: { status: 'released', charged: 0 } });
    expect(results[4]).toMatchObject({ reason: { code: 'NOT_FOUND' } });
    expect(results[5]).toMatchObject({ value: { status: 'settled', charged: 50 } });
    expect(await expectLedgerConsistent(t, a!)).toBe(80);
    expect(await expectLedgerConsistent(t, b!)).toBe(100);
    expect(await expectLedgerConsistent(t, c!)).toBe(50);
  });

  // PGlite has one connection: another transaction holding a user's lock would hold the whole database.
  it.skipIf(testDatabaseKind !== 'postgres')(
    'closes a hold whose user is locked by another transaction once that transaction ends, without holding up the others',
    async () => {
      const [busy, free] = await Promise.all([userWith(100), userWith(100)]);
      const [busyHold, freeHold] = await Promise.all([holdOf(busy!, 40), holdOf(free!, 40)]);
      let releaseLock!: () => void;
      const lockTaken = new Promise<void>((taken) => {
        void t.app.deps.db.transaction(async (tx) => {
          await tx.execute(sql`select credit_lock(${busy!}::uuid)`);
          taken();
          await new Promise<void>((resolve) => (releaseLock = resolve));
        });
      });
      await lockTaken;
      let busySettled = false;
      const busySettle = ledger()
        .settle(busyHold!, 10)
        .finally(() => (busySettled = true));
      expect(await ledger().settle(freeHold!, 10)).toMatchObject({ status: 'settled' });
      expect(busySettled).toBe(false);
      releaseLock();
      expect(await busySettle).toMatchObject({ status: 'settled', charged: 10 });
      expect(await expectLedgerConsistent(t, busy!)).toBe(90);
    },
  );

  it('keeps 64 users holding and settling at once exact, refusing what their balances do not cover', async () => {
    const rounds = 6;
    const userIds = await Promise.all(Array.from({ length: 64 }, () => userWith(4 * 10)));
    const outcomes = await Promise.all(
      userIds.map(async (userId) => {
        let refused = 0;
        for (let round = 0; round < rounds; round += 1) {
          try {
            const hold = await holdOf(userId, 10);
            await ledger().settle(hold, 10);
          } catch (error) {
            expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
            refused += 1;
          }
        }
        return { userId, refused };
      }),
    );
    for (const { userId, refused } of outcomes) {
      expect(refused).toBe(rounds - 4);
      expect(await expectLedgerConsistent(t, userId)).toBe(0);
    }
  });
});
