// The ledger: spend order, expiry to the second, holds under heavy concurrency, idempotency, the sweeper
// after a crash, and the invariant that entries always sum to the lots' remaining.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Bucket } from '@shared/billing/credits';
import { sweepCredits } from '../../../src/server/ledger/sweeper';
import { createTestApp, type TestApp } from '../support/test-app';
import { chargesOf, createUser, expectLedgerConsistent } from '../support/ledger';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {});
});
afterAll(() => t.close());

const ledger = () => t.app.deps.credits.ledger;
const summary = (userId: string) => t.app.deps.credits.summary(userId);
/** A grant under a fresh key. */
const give = (userId: string, bucket: Bucket, amount: number, expiresAt?: Date) =>
  ledger().grant({
    userId,
    key: `${bucket}-${randomUUID()}`,
    bucket,
    amount,
    source: bucket,
    expiresAt,
  });
const sweep = () => sweepCredits(t.app.deps.db, ledger(), () => t.clock.now);

describe('credits ledger', () => {
  it('spends the subscription first, then bought lots by earliest expiry, then credits that never expire', async () => {
    const userId = await createUser(t);
    const now = t.clock.now.getTime();
    await give(userId, 'forever', 500);
    await give(userId, 'topup', 300, new Date(now + 60 * DAY));
    await give(userId, 'topup', 200, new Date(now + 30 * DAY));
    await give(userId, 'subscription', 100, new Date(now + 20 * DAY));
    const hold = await ledger().hold({
      userId,
      amount: 450,
      service: 'chat',
      event: 'gpt-4o',
      ttlMs: 60_000,
    });
    await ledger().settle(hold, 450);
    const after = await summary(userId);
    // 100 from the subscription, 200 from the lot ending first, 150 from the later lot.
    expect(after.buckets.map((bucket) => [bucket.bucket, bucket.amount])).toEqual([
      ['topup', 150],
      ['forever', 500],
    ]);
    expect(after.total).toBe(650);
    // The charge records where it was paid from.
    const charges = await chargesOf(t, userId);
    expect(charges).toMatchObject([{ credits: 450, subscriptionAmount: 100, topupAmount: 350 }]);
    expect(await expectLedgerConsistent(t, userId)).toBe(650);
  });

  it('ends a bought lot exactly six months after purchase, to the second', async () => {
    const userId = await createUser(t);
    const bought = new Date(t.clock.now);
    const expiresAt = new Date(bought);
    expiresAt.setMonth(expiresAt.getMonth() + 6);
    await ledger().grant({
      userId,
      key: `six-${userId}`,
      bucket: 'topup',
      amount: 1000,
      source: 'topup',
      expiresAt,
    });
    const start = t.clock.now.getTime();
    t.clock.advance(expiresAt.getTime() - start - 1000);
    expect((await summary(userId)).total).toBe(1000);
    await expect(
      ledger()
        .hold({ userId, amount: 1000, service: 'x', event: 'y', ttlMs: 1000 })
        .then((hold) => ledger().release(hold)),
    ).resolves.toMatchObject({ status: 'released' });
    t.clock.advance(1000);
    expect((await summary(userId)).total).toBe(0);
    await expect(
      ledger().hold({ userId, amount: 1, service: 'x', event: 'y', ttlMs: 1000 }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
    await sweep();
    expect(await expectLedgerConsistent(t, userId)).toBe(0);
    t.clock.now = new Date(start);
  });

  it('lets exactly k of 200 parallel holds through when the balance covers k, never below zero', async () => {
    const userId = await createUser(t);
    const k = 37;
    await give(userId, 'forever', k * 7);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        ledger().hold({
          userId,
          amount: 7,
          service: 'chat',
          event: `parallel ${index}`,
          ttlMs: 60_000,
        }),
      ),
    );
    const ok = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(ok).toHaveLength(k);
    for (const result of refused)
      expect(result.reason).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect((await summary(userId)).held).toBe(k * 7);
    expect(await expectLedgerConsistent(t, userId)).toBe(0);
    // Settling them all in parallel, some for less than held, frees exactly the difference.
    await Promise.all(ok.map((result, index) => ledger().settle(result.value, index % 2 ? 7 : 3)));
    const charged = ok.reduce((total, _, index) => total + (index % 2 ? 7 : 3), 0);
    expect(await expectLedgerConsistent(t, userId)).toBe(k * 7 - charged);
    expect((await summary(userId)).held).toBe(0);
  });

  it('settles once: a repeat is a no-op, a different cost is refused, and release after settle changes nothing', async () => {
    const userId = await createUser(t);
    await give(userId, 'forever', 100);
    const hold = await ledger().hold({
      userId,
      amount: 60,
      service: 'image',
      event: 'sdxl',
      ttlMs: 60_000,
      key: 'task-1',
    });
    // The same work asked again ("Again", a retried request) gets the same hold, not a second one.
    const again = await ledger().hold({
      userId,
      amount: 60,
      service: 'image',
      event: 'sdxl',
      ttlMs: 60_000,
      key: 'task-1',
    });
    expect(again.id).toBe(hold.id);
    await expect(
      ledger().hold({
        userId,
        amount: 90,
        service: 'image',
        event: 'sdxl',
        ttlMs: 60_000,
        key: 'task-1',
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await ledger().settle(hold, 500)).toMatchObject({ status: 'settled', charged: 60 });
    expect(await ledger().settle(hold, 500)).toMatchObject({ status: 'settled', charged: 60 });
    await expect(ledger().settle(hold, 10)).rejects.toMatchObject({ code: 'HOLD_CLOSED' });
    await expect(ledger().release(hold)).rejects.toMatchObject({ code: 'HOLD_CLOSED' });
    expect(await expectLedgerConsistent(t, userId)).toBe(40);
  });

  it('grants once per key and refuses the same key with other parameters', async () => {
    const userId = await createUser(t);
    const grant = {
      userId,
      key: `g-${userId}`,
      bucket: 'forever' as const,
      amount: 250,
      source: 'admin',
    };
    expect(await ledger().grant(grant)).toMatchObject({ created: true });
    expect(await ledger().grant(grant)).toMatchObject({ created: false });
    await expect(ledger().grant({ ...grant, amount: 251 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await expectLedgerConsistent(t, userId)).toBe(250);
  });

  it('releases, after a restart, a hold whose process died before settling', async () => {
    const userId = await createUser(t);
    await give(userId, 'forever', 100);
    await ledger().hold({
      userId,
      amount: 80,
      service: 'image',
      event: 'flux',
      ttlMs: 10 * 60_000,
    });
    expect((await summary(userId)).total).toBe(20);
    // A second server process on the same database, started after the hold's limit: its start-up sweep frees it
    // (a moment after the start, once the start's own requests have had their turn).
    const restarted = await createTestApp(
      {},
      { database: t.database, start: new Date(t.clock.now.getTime() + 11 * 60_000) },
    );
    try {
      await expect
        .poll(async () => (await restarted.app.deps.credits.summary(userId)).total, {
          timeout: 5_000,
        })
        .toBe(100);
      expect((await restarted.app.deps.credits.summary(userId)).held).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await expectLedgerConsistent(t, userId)).toBe(100);
  });
});
