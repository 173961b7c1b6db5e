// The queries behind the console's Stats. `liveDays` aggregates in the database by UTC day from a UTC
// midnight on (four statements, run at once, each served by an index on its time column: migration 0019);
// `keptDays` and `keepDays` read and write the days already over, aggregated once (admin_stats_days).
import { gte, sql, type SQL } from 'drizzle-orm';
import type { Queries } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  adminStatsDays,
  chatMessages,
  creditCharges,
  creditHolds,
  orders,
  sessions,
  tasks,
  users,
  type StatsDayFigures,
} from '../../db/schema';

/** The services whose charges pay for a chat answer (a message row with the hold); the others are tasks'. */
const ANSWERS = sql.raw(`('chat', 'helper', 'bot')`);

/**
 * The UTC day of a timestamp column. Rows are grouped by this date and the date is written out only for the
 * grouped rows: grouping by text would format and compare a string for every row.
 */
const dayOf = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
const named = (day: SQL) => sql`to_char(${day}, 'YYYY-MM-DD')`;

const float = (value: unknown) => Number(value ?? 0);

/** Every day from `from` to `now`: the day's figures, zeros where nothing happened (generate_series). */
export async function liveDays(
  db: Queries,
  from: Date,
  now: Date,
): Promise<Map<string, StatsDayFigures>> {
  const since = sql`${from.toISOString()}::timestamptz`;
  const [counts, revenue, spend, failures] = await Promise.all([
    db.execute(sql`
      with signups as (
        select ${dayOf('created_at')} as d, count(*)::int as n from ${users}
        where created_at >= ${since} group by 1
      ),
      active as (
        -- A set (union, hashed) of (day, user) before counting: no per-day sort of every row.
        select d, count(*)::int as n from (
          select ${dayOf('created_at')} as d, user_id from ${creditHolds} where created_at >= ${since}
          union
          select ${dayOf('last_used_at')}, user_id from ${sessions} where last_used_at >= ${since}
        ) seen group by d
      ),
      subscriptions as (
        select ${dayOf('paid_at')} as d, count(*)::int as n from ${orders}
        where paid_at >= ${since} and status = 'paid' and kind = 'subscription' group by 1
      )
      select ${named(sql`days.d`)} as day, coalesce(signups.n, 0) as signups,
        coalesce(active.n, 0) as active, coalesce(subscriptions.n, 0) as subscriptions
      from generate_series(${since} at time zone 'UTC', ${now.toISOString()}::timestamptz at time zone 'UTC',
          interval '1 day') as series
        cross join lateral (select series::date as d) days
        left join signups using (d)
        left join active using (d)
        left join subscriptions using (d)
      order by days.d`),
    db.execute(sql`
      select ${named(dayOf('paid_at'))} as day, lower(currency) as currency, sum(amount)::float8 as amount
      from ${orders} where paid_at >= ${since} and status = 'paid'
      group by ${dayOf('paid_at')}, lower(currency)`),
    // A charge's model is its task's catalogue model or its answer's chat model, found by the hold; each
    // lookup is tried only for the services that have one. Admin deductions are no one's spending.
    db.execute(sql`
      select ${named(dayOf('c.created_at'))} as day, c.service as tool,
        coalesce(t.model, m.model, c.service) as model, sum(c.credits)::float8 as credits,
        sum(m.input_tokens)::float8 as input, sum(m.output_tokens)::float8 as output,
        sum(jsonb_array_length(t.results))::float8 as images
      from ${creditCharges} c
        left join ${tasks} t on c.service not in ${ANSWERS} and t.hold_id = c.hold_id
        left join ${chatMessages} m
          on c.service in ${ANSWERS} and m.hold_id = c.hold_id and m.role = 'assistant'
      where c.created_at >= ${since} and c.service <> 'admin'
      group by ${dayOf('c.created_at')}, c.service, coalesce(t.model, m.model, c.service)`),
    db.execute(sql`
      select ${named(dayOf('finished_at'))} as day, provider,
        count(*) filter (where status = 'failed')::int as failed, count(*)::int as finished
      from ${tasks} where finished_at >= ${since} and status in ('succeeded', 'failed')
      group by ${dayOf('finished_at')}, provider`),
  ]);

  const days = new Map<string, StatsDayFigures>();
  for (const row of rowsOf<{ day: string; signups: number; active: number; subscriptions: number }>(
    counts,
  ))
    days.set(row.day, { ...row, revenue: {}, spend: [], failures: [] });
  for (const row of rowsOf<{ day: string; currency: string; amount: unknown }>(revenue)) {
    const figures = days.get(row.day);
    if (figures) figures.revenue[row.currency] = float(row.amount);
  }
  for (const row of rowsOf<Record<string, unknown>>(spend))
    days.get(String(row.day))?.spend.push({
      tool: String(row.tool),
      model: String(row.model),
      credits: float(row.credits),
      inputTokens: float(row.input),
      outputTokens: float(row.output),
      images: float(row.images),
    });
  for (const row of rowsOf<{ day: string; provider: string; failed: number; finished: number }>(
    failures,
  ))
    days.get(row.day)?.failures.push({
      provider: row.provider,
      failed: row.failed,
      finished: row.finished,
    });
  return days;
}

/** The days from `fromDay` (`YYYY-MM-DD`) already aggregated and kept. */
export async function keptDays(db: Queries, fromDay: string) {
  const rows = await db
    .select({ day: adminStatsDays.day, figures: adminStatsDays.figures })
    .from(adminStatsDays)
    .where(gte(adminStatsDays.day, fromDay));
  return new Map(rows.map((row) => [row.day, row.figures]));
}

/** Keeps days that are over; a day another process kept first stays as it was. */
export async function keepDays(db: Queries, days: Array<[string, StatsDayFigures]>) {
  if (!days.length) return;
  await db
    .insert(adminStatsDays)
    .values(days.map(([day, figures]) => ({ day, figures })))
    .onConflictDoNothing({ target: adminStatsDays.day });
}
