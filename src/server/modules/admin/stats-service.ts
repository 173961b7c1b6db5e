// The console's Stats: each day's figures, laid out as series aligned with the period's days (zeros where a
// series had nothing that day), and the margin of each model over the period: what users were charged
// against what the provider bills for the same usage, from the catalogues' optional `cost`.
//
// A day that is over does not change (charges, sign-ups, payments and ended tasks are written with the time
// they happen), so it is aggregated once and kept: a 90-day chart reads the kept days and aggregates only
// from the first day not kept yet, usually today alone. A day is kept once it has been over for KEEP_AFTER_MS,
// so that work finishing at midnight has committed; its active users then count the sessions last used that
// day as they were at that moment (a session records only its last use).
import type { AdminStats, StatsPeriod } from '@shared/api/admin-stats';
import type { Queries } from '../../db/client';
import type { StatsDayFigures } from '../../db/schema';
import { keepDays, keptDays, liveDays } from './stats-repo';

const DAY_MS = 86_400_000;
const KEEP_AFTER_MS = 10 * 60_000;
/** Minor units in one major unit of the price table's currency (cents in a dollar). */
const MINOR_PER_MAJOR = 100;

/** Where the stats come from: the database, the clock and the catalogues' costs (major units). */
export interface StatsSources {
  db: Queries;
  now: () => Date;
  /**
   * Hundredths of a credit a cent buys at the recharge rate of the price table in force: turns the providers'
   * bills into credits.
   */
  creditsPerCent(): number;
  /** A chat model's bill per million tokens read and written, when its catalogue entry says. */
  chatCost: (model: string) => { input: number; output: number } | undefined;
  /** An image model's bill per image, when its catalogue entry says. */
  imageCost: (model: string) => number | undefined;
}

type Usage = StatsDayFigures['spend'][number];

const NOTHING: StatsDayFigures = {
  signups: 0,
  active: 0,
  subscriptions: 0,
  revenue: {},
  spend: [],
  failures: [],
};
const dayName = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One zero-filled series per key from each day's entries, largest total first. */
function seriesBy<E>(
  days: StatsDayFigures[],
  entries: (day: StatsDayFigures) => E[],
  key: (entry: E) => string,
  value: (entry: E) => number,
): Array<[string, number[]]> {
  const series = new Map<string, number[]>();
  days.forEach((day, at) => {
    for (const entry of entries(day)) {
      let values = series.get(key(entry));
      if (!values) series.set(key(entry), (values = new Array<number>(days.length).fill(0)));
      values[at] = (values[at] ?? 0) + value(entry);
    }
  });
  const total = (values: number[]) => values.reduce((sum, n) => sum + n, 0);
  return [...series].sort(([, a], [, b]) => total(b) - total(a));
}

export function createAdminStats(sources: StatsSources) {
  const { db } = sources;

  /** The provider's bill for a model's usage in hundredths of a credit (at the recharge rate), if known. */
  const costOf = (usage: Usage): number | null => {
    const chat = sources.chatCost(usage.model);
    const perImage = chat ? undefined : sources.imageCost(usage.model);
    const major = chat
      ? (usage.inputTokens * chat.input + usage.outputTokens * chat.output) / 1_000_000
      : perImage !== undefined
        ? usage.images * perImage
        : undefined;
    if (major === undefined) return null;
    return Math.round(major * MINOR_PER_MAJOR * sources.creditsPerCent());
  };

  const margins = (days: StatsDayFigures[]): AdminStats['margins'] => {
    const byModel = new Map<string, Usage>();
    for (const usage of days.flatMap((day) => day.spend)) {
      const key = `${usage.tool}\n${usage.model}`;
      const sum = byModel.get(key);
      if (!sum) byModel.set(key, { ...usage });
      else
        for (const field of ['credits', 'inputTokens', 'outputTokens', 'images'] as const)
          sum[field] += usage[field];
    }
    return [...byModel.values()]
      .map((usage) => {
        const cost = costOf(usage);
        return {
          model: usage.model,
          tool: usage.tool,
          credits: usage.credits,
          cost,
          margin:
            cost === null || usage.credits === 0 ? null : (usage.credits - cost) / usage.credits,
        };
      })
      .sort((a, b) => b.credits - a.credits);
  };

  /** Each day of the period's figures: kept ones read, the rest aggregated (and kept once over). */
  const figuresOf = async (period: StatsPeriod) => {
    const now = sources.now();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const starts = Array.from(
      { length: Number(period) },
      (_, at) => today - (Number(period) - 1 - at) * DAY_MS,
    );
    const days = starts.map(dayName);
    const kept = await keptDays(db, days[0]!);
    const firstMissing = starts.find((start) => !kept.has(dayName(start))) ?? today;
    const live = await liveDays(db, new Date(firstMissing), now);
    await keepDays(
      db,
      [...live].filter(
        ([day]) => !kept.has(day) && Date.parse(day) + DAY_MS + KEEP_AFTER_MS <= now.getTime(),
      ),
    );
    return { days, figures: days.map((day) => kept.get(day) ?? live.get(day) ?? NOTHING) };
  };

  return async (period: StatsPeriod): Promise<AdminStats> => {
    const { days, figures } = await figuresOf(period);
    const spend = (day: StatsDayFigures) => day.spend;
    return {
      days,
      signups: figures.map((day) => day.signups),
      active: figures.map((day) => day.active),
      subscriptions: figures.map((day) => day.subscriptions),
      revenue: seriesBy(
        figures,
        (day) => Object.entries(day.revenue),
        ([currency]) => currency,
        ([, amount]) => amount,
      ).map(([currency, amounts]) => ({ currency, amounts })),
      spendByTool: seriesBy(
        figures,
        spend,
        (usage) => usage.tool,
        (usage) => usage.credits,
      ).map(([tool, credits]) => ({ tool, credits })),
      spendByModel: seriesBy(
        figures,
        spend,
        (usage) => usage.model,
        (usage) => usage.credits,
      ).map(([model, credits]) => ({ model, credits })),
      failures: seriesBy(
        figures,
        (day) => day.failures,
        (row) => row.provider,
        (row) => row.finished,
      ).map(([provider, finished]) => ({
        provider,
        failed: figures.map(
          (day) => day.failures.find((row) => row.provider === provider)?.failed ?? 0,
        ),
        finished,
      })),
      margins: margins(figures),
    };
  };
}
