// Holds left open across the upgrade to migration 0026 (their parts were credit_hold_parts rows, now read from
// their 'hold' entries) settle and release exactly as before: nothing lost, nothing charged twice.
import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { creditCharges, creditEntries, creditLots, users } from '../../../src/server/db/schema';
import { createLedger, type Hold } from '../../../src/server/ledger/ledger';
import { holdFromRow } from '../../../src/server/ledger/hold-row';
import { upgradeAcross } from '../support/migrations-before';

const upgrade = upgradeAcross('0026_credit_hold_entries');

describe('migration 0026', () => {
  it('settles and releases holds taken before it from the parts they had', async () => {
    const { db } = upgrade;
    const now = new Date();
    const ledger = createLedger(db, () => now);
    const [user] = await db
      .insert(users)
      .values({ email: `upgrade-${Date.now()}@example.com`, name: 'upgrade' })
      .returning({ id: users.id });
    const userId = user!.id;
    const expiresAt = new Date(now.getTime() + 86_400_000);
    await ledger.grant({
      userId,
      key: `t-${userId}`,
      bucket: 'topup',
      amount: 30,
      source: 'topup',
      expiresAt,
    });
    await ledger.grant({
      userId,
      key: `f-${userId}`,
      bucket: 'forever',
      amount: 70,
      source: 'admin',
    });
    // Taken by 0025's function, which wrote the parts table: 30 topup + 10 forever, then 20 forever.
    const holdBefore = async (amount: number): Promise<Hold> => {
      const result = (await db.execute(
        sql`select * from credit_hold(${userId}::uuid, ${amount}::bigint, 'chat', 'gpt-4o', null, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz, false, null)`,
      )) as unknown as { rows: unknown[] };
      return holdFromRow(result.rows[0]);
    };
    const first = await holdBefore(40);
    const second = await holdBefore(20);

    await upgrade.migrateAll();
    await ledger.settle(first, 35);
    await ledger.release(second);

    const lots = await db
      .select({ bucket: creditLots.bucket, remaining: creditLots.remaining })
      .from(creditLots)
      .where(eq(creditLots.userId, userId))
      .orderBy(asc(creditLots.granted));
    // The charge takes the 30 topup first, then 5 of the forever part; 5 + 20 go back to the forever lot.
    expect(lots).toEqual([
      { bucket: 'topup', remaining: 0 },
      { bucket: 'forever', remaining: 65 },
    ]);
    const charges = await db.select().from(creditCharges).where(eq(creditCharges.userId, userId));
    expect(charges).toMatchObject([{ credits: 35, subscriptionAmount: 0, topupAmount: 35 }]);
    const [entries] = await db
      .select({ total: sql<string>`sum(${creditEntries.amount})` })
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId));
    expect(Number(entries!.total)).toBe(65);
  });
});
