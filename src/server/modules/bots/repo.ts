// The queries of a user's own bots. Every query names the owner, and a deleted bot is gone for every call:
// another user's id, a deleted bot's and an id naming nothing are all simply not found.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { botSources, bots, tasks, type BotRow } from '../../db/schema';

export type BotFields = Omit<
  typeof bots.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

/** What a bot's page shows of its knowledge beside the bot itself. */
export interface BotCounts {
  total: number;
  ready: number;
  failed: number;
  working: number;
  chunks: number;
}

const own = (ownerId: string, id: string) =>
  and(eq(bots.id, id), eq(bots.ownerId, ownerId), isNull(bots.deletedAt));

export async function insertBot(
  db: Database,
  ownerId: string,
  values: BotFields,
  now: Date,
): Promise<BotRow> {
  const [row] = await db
    .insert(bots)
    .values({ ...values, ownerId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function ownBot(db: Database, ownerId: string, id: string) {
  const [row] = await db.select().from(bots).where(own(ownerId, id));
  return row;
}

export async function updateOwnBot(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<BotFields>,
  now: Date,
): Promise<BotRow | undefined> {
  const [row] = await db
    .update(bots)
    .set({ ...values, updatedAt: now })
    .where(own(ownerId, id))
    .returning();
  return row;
}

/**
 * Deletes the bot with its sources and chunks (cascading from the bot's row) in one statement, so a widget
 * or a link stops answering at once and nothing of its knowledge stays searchable.
 */
export async function deleteOwnBot(db: Database, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(bots).where(own(ownerId, id)).returning({ id: bots.id });
  return deleted.length > 0;
}

export async function ownBots(db: Database, ownerId: string, page: number, pageSize: number) {
  const mine = and(eq(bots.ownerId, ownerId), isNull(bots.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bots)
      .where(mine)
      .orderBy(desc(bots.updatedAt), desc(bots.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(bots).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Sources by status and chunks, per bot, for the bots given (one round trip for a page of bots). */
export async function countsOf(db: Database, botIds: string[]): Promise<Map<string, BotCounts>> {
  const counts = new Map<string, BotCounts>(
    botIds.map((id) => [id, { total: 0, ready: 0, failed: 0, working: 0, chunks: 0 }]),
  );
  if (!botIds.length) return counts;
  const ids = sql`ARRAY[${sql.join(
    botIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  // A source's state is its task's: the row's own status column is not kept up to date.
  const sources = await db
    .select({
      botId: botSources.botId,
      total: count(),
      ready: sql<number>`count(*) FILTER (WHERE ${tasks.status} = 'succeeded')`.mapWith(Number),
      failed:
        sql<number>`count(*) FILTER (WHERE ${tasks.status} IN ('failed', 'canceled'))`.mapWith(
          Number,
        ),
      chunks: sql<number>`coalesce(sum(${botSources.chunkCount}), 0)`.mapWith(Number),
    })
    .from(botSources)
    .leftJoin(tasks, eq(tasks.id, botSources.taskId))
    .where(sql`${botSources.botId} = ANY(${ids})`)
    .groupBy(botSources.botId);
  for (const row of sources) {
    const entry = counts.get(row.botId)!;
    Object.assign(entry, {
      total: row.total,
      ready: row.ready,
      failed: row.failed,
      working: row.total - row.ready - row.failed,
      chunks: row.chunks,
    });
  }
  return counts;
}
