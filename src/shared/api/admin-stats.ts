// The admin console's Stats: daily figures over the last 7, 30 or 90 UTC days (today included, every day
// present with zeros where nothing happened), each series an array aligned with `days`, and the margin of
// every model over the whole period. Credits are hundredths, as everywhere; money is in the currency's minor
// unit (cents), one series per currency.
import * as z from 'zod/mini';
import { defineRoute } from './http';

export const STATS_PERIODS = ['7', '30', '90'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

const counts = z.array(z.int());

export const adminStats = z.object({
  /** `YYYY-MM-DD`, oldest first; the last is today (UTC). */
  days: z.array(z.string()),
  signups: counts,
  /**
   * Distinct users who started paid work (took a credit hold: a chat answer, a task, a bot's reading) or whose
   * session was last used that day. A session keeps only its last use, so a user seen on several days by
   * their session alone counts on the last of them.
   */
  active: counts,
  /** Subscription orders paid that day (first purchases: renewals are Stripe invoices, not orders). */
  subscriptions: counts,
  /**
   * Paid orders (first subscriptions, top-ups, recharges) by the day they were paid, per currency. Renewals
   * are Stripe invoices, not orders: they are not in it.
   */
  revenue: z.array(z.object({ currency: z.string(), amounts: counts })),
  /** Credits charged (settled holds; admin deductions left out) per tool: chat, helper, bot, imagine… */
  spendByTool: z.array(z.object({ tool: z.string(), credits: counts })),
  /** The same charges per model (a task's catalogue model, an answer's chat model; else the tool). */
  spendByModel: z.array(z.object({ model: z.string(), credits: counts })),
  /** Tasks that ended per provider: failed out of finished (succeeded or failed; canceled ones left out). */
  failures: z.array(z.object({ provider: z.string(), failed: counts, finished: counts })),
  /**
   * Per model over the period: credits charged, and what the provider billed for the same usage converted to
   * credits at the recharge rate. `cost` and `margin` (charged − cost, over charged) are null when the
   * catalogue gives the model no cost: unknown, never zero.
   */
  margins: z.array(
    z.object({
      model: z.string(),
      tool: z.string(),
      credits: z.int(),
      cost: z.nullable(z.int()),
      margin: z.nullable(z.number()),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStats>;

export const adminStatsApi = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/admin/stats',
    query: z.object({
      days: z._default(z.enum(STATS_PERIODS, { error: 'admin.stats.errors.days' }), '30'),
    }),
    data: adminStats,
    auth: 'admin',
  }),
} as const;
