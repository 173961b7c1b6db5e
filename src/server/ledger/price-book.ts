// The price table in force: the newest version admins published in the console, else the shipped file (or
// PRICE_TABLE). Quotes and holds read `current` when they are made; an answer keeps the table its hold was
// taken with (see chat/start.ts).
import { priceTableSchema, type PriceTable } from '@shared/billing/prices';
import { createVersionedDocument, type VersionedDocument } from '../config-versions';
import type { Database } from '../db/client';

const REQUIRED_PLANS = ['basic', 'standard', 'pro'] as const;

export type PriceBook = VersionedDocument<PriceTable>;

/** The table when it is valid, else its first problem as `path: problem`. */
export function priceTableProblem(value: unknown): { value?: PriceTable; problem?: string } {
  const parsed = priceTableSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || '(table)'}: ${issue?.message ?? 'invalid'}` };
  }
  for (const id of REQUIRED_PLANS)
    if (!parsed.data.plans.some((plan) => plan.id === id))
      return { problem: `plans: no plan "${id}"` };
  return { value: parsed.data };
}

export function createPriceBook(db: Database, shipped: PriceTable, now: () => Date): PriceBook {
  return createVersionedDocument({
    db,
    kind: 'prices',
    shipped,
    check: priceTableProblem,
    invalidKey: 'admin.prices.invalid',
    action: 'prices.publish',
    now,
  });
}
