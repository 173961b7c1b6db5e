// Ledger checks the credit tests share: the invariants every state must keep, and a user made directly.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditCharges, creditEntries, creditLots, users } from '../../../src/server/db/schema';
import type { TestApp } from './test-app';

/** The entries of a user sum to the remaining of their lots, and no lot is below zero or above its grant. */
export async function expectLedgerConsistent(t: TestApp, userId: string): Promise<number> {
  const { db } = t.app.deps;
  const [entries] = await db
    .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  const lots = await db.select().from(creditLots).where(eq(creditLots.userId, userId));
  const remaining = lots.reduce((total, lot) => total + lot.remaining, 0);
  expect(Number(entries?.total)).toBe(remaining);
  for (const lot of lots) {
    expect(lot.remaining).toBeGreaterThanOrEqual(0);
    expect(lot.remaining).toBeLessThanOrEqual(lot.granted);
  }
  return remaining;
}

let counter = 0;
/** A user row without signing in (and so without sign-up credits), for ledger-only tests. */
export async function createUser(t: TestApp, label = 'ledger'): Promise<string> {
  counter += 1;
  const [row] = await t.app.deps.db
    .insert(users)
    .values({ email: `${label}-${counter}-${Date.now()}@example.com`, name: label })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

/** A user's charges, as the ledger wrote them. */
export function chargesOf(t: TestApp, userId: string) {
  return t.app.deps.db.select().from(creditCharges).where(eq(creditCharges.userId, userId));
}
