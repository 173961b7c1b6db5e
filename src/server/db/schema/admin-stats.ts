// The admin console's Stats, one row per UTC day once the day is over: what every chart shows of that day,
// aggregated once from the ledger, users, sessions, orders and tasks. The period's charts then read at most
// 90 of these rows and aggregate only today (and any day not kept yet), whatever the size of the ledger.
import { date, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** One day's figures: the day's counts, and its rows per currency, tool and model, and provider. */
export interface StatsDayFigures {
  signups: number;
  active: number;
  subscriptions: number;
  /** Paid orders' amounts in minor units, per lower-case currency. */
  revenue: Record<string, number>;
  /** Settled charges per tool and model, with the usage they paid for. */
  spend: Array<{
    tool: string;
    model: string;
    credits: number;
    inputTokens: number;
    outputTokens: number;
    images: number;
  }>;
  failures: Array<{ provider: string; failed: number; finished: number }>;
}

export const adminStatsDays = pgTable('admin_stats_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  figures: jsonb('figures').$type<StatsDayFigures>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
