// The price table in force: the newest version admins published in the console, else the shipped file (or
// PRICE_TABLE). Quotes and holds read `current` when they are made; an answer keeps the table its hold was
// taken with (see chat/start.ts).
import { priceTableSchema, type PriceTable } from '@shared/billing/prices';
import { createVersionedDocument, type VersionedDocument } from '../config-versions';
import type { Database } from '../db/client';

const REQUIRED_PLANS = ['basic', 'standard', 'pro'] as const;

/** What a catalogue needs of a table to be published: the problem, else undefined. */
export type PriceDemand = (table: PriceTable) => string | undefined;

export interface PriceBook extends VersionedDocument<PriceTable> {
  /**
   * Adds a catalogue's demand (every model it lists has a price): a table that fails one is refused, so a
   * model can never be left without a price.
   */
  demand(check: PriceDemand): void;
}

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
  const demands: PriceDemand[] = [];
  const document = createVersionedDocument({
    db,
    kind: 'prices',
    shipped,
    check: (value) => {
      const checked = priceTableProblem(value);
      const table = checked.value;
      const problem = table && demands.map((demand) => demand(table)).find(Boolean);
      return problem ? { problem } : checked;
    },
    invalidKey: 'admin.prices.invalid',
    action: 'prices.publish',
    now,
  });
  return Object.assign(document, { demand: (check: PriceDemand) => void demands.push(check) });
}
