// The price table in force: the newest version admins published (price_versions), else the shipped file or
// PRICE_TABLE. Every quote and hold reads `current` when it is made, so a change applies to holds taken after
// it; work already running keeps the table it was priced with. Other processes pick a new version up within
// REFRESH_MS. Publishing checks the whole table first and refuses a stale edit (another admin published
// since the editor opened it): nothing is lost, the second admin is told.
import { desc, eq, sql } from 'drizzle-orm';
import { priceTableSchema, type PriceTable } from '@shared/billing/prices';
import { recordAudit } from '../audit';
import type { Database } from '../db/client';
import { priceVersions, users } from '../db/schema';
import { AppError } from '../http/app-error';

const REFRESH_MS = 5_000;
const REQUIRED_PLANS = ['basic', 'standard', 'pro'] as const;

/** What is wrong with a table, as `path problem` (undefined: nothing). */
export function priceTableProblem(value: unknown): { table?: PriceTable; problem?: string } {
  const parsed = priceTableSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || '(table)'}: ${issue?.message ?? 'invalid'}` };
  }
  for (const id of REQUIRED_PLANS)
    if (!parsed.data.plans.some((plan) => plan.id === id))
      return { problem: `plans: no plan "${id}"` };
  return { table: parsed.data };
}

export interface PriceBook {
  readonly current: PriceTable;
  /** The version in force; null for the shipped table. */
  readonly version: number | null;
  readonly shipped: PriceTable;
  /** Reads the newest version (at start, then every few seconds). */
  refresh(): Promise<void>;
  publish(input: {
    table: unknown;
    baseVersion: number | null;
    note: string;
    actorId: string;
    rollbackOf?: number;
  }): Promise<number>;
  versions(): Promise<Array<{ id: number; note: string; author: string | null; createdAt: Date }>>;
  versionTable(id: number): Promise<PriceTable | undefined>;
  /** Stops the refresh timer (server shutdown). */
  stop(): void;
}

export function createPriceBook(db: Database, shipped: PriceTable, now: () => Date): PriceBook {
  let current = shipped;
  let version: number | null = null;
  let timer: NodeJS.Timeout | undefined;

  const newest = async () => {
    const [row] = await db
      .select({ id: priceVersions.id, table: priceVersions.table })
      .from(priceVersions)
      .orderBy(desc(priceVersions.id))
      .limit(1);
    return row;
  };
  const take = (row: { id: number; table: unknown } | undefined) => {
    if (!row || row.id === version) return;
    // A stored version passed the same check when it was published.
    const { table } = priceTableProblem(row.table);
    if (table) [current, version] = [table, row.id];
  };

  const book: PriceBook = {
    get current() {
      return current;
    },
    get version() {
      return version;
    },
    shipped,
    async refresh() {
      take(await newest());
      if (!timer) {
        timer = setInterval(() => void newest().then(take, () => undefined), REFRESH_MS);
        timer.unref();
      }
    },
    async publish({ table: value, baseVersion, note, actorId, rollbackOf }) {
      const { table, problem } = priceTableProblem(value);
      if (!table) throw new AppError('VALIDATION', { problem }, 'admin.prices.invalid');
      const published = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atrium:prices'))`);
        const [latest] = await tx
          .select({ id: priceVersions.id, table: priceVersions.table })
          .from(priceVersions)
          .orderBy(desc(priceVersions.id))
          .limit(1);
        if ((latest?.id ?? null) !== baseVersion) throw new AppError('PRICES_STALE');
        const [row] = await tx
          .insert(priceVersions)
          .values({ table, note, authorId: actorId, createdAt: now() })
          .returning({ id: priceVersions.id });
        await recordAudit(
          tx,
          {
            actorId,
            action: 'prices.publish',
            target: { kind: 'prices', id: String(row!.id) },
            before: { version: latest?.id ?? null },
            after: { version: row!.id, ...(rollbackOf ? { rollbackOf } : {}) },
            reason: note,
          },
          now(),
        );
        return row!.id;
      });
      take({ id: published, table });
      return published;
    },
    async versions() {
      return db
        .select({
          id: priceVersions.id,
          note: priceVersions.note,
          author: users.email,
          createdAt: priceVersions.createdAt,
        })
        .from(priceVersions)
        .leftJoin(users, eq(users.id, priceVersions.authorId))
        .orderBy(desc(priceVersions.id))
        .limit(50);
    },
    async versionTable(id) {
      const [row] = await db
        .select({ table: priceVersions.table })
        .from(priceVersions)
        .where(eq(priceVersions.id, id));
      return row ? priceTableProblem(row.table).table : undefined;
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return book;
}
