// The queries of a bot's sources. A source is reached only through its bot's owner; its state while it is
// read is its task's (queued, running, its progress and why it failed), so the two never disagree.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import { botChunks, botSources, bots, tasks, type BotSourceRow } from '../../db/schema';

export interface SourceWithTask {
  source: BotSourceRow;
  task: {
    status: (typeof tasks.$inferSelect)['status'];
    progress: number;
    errorCode: string | null;
  } | null;
}

const ownedBy = (ownerId: string) => and(eq(bots.ownerId, ownerId), isNull(bots.deletedAt));

const withTask = {
  source: botSources,
  task: { status: tasks.status, progress: tasks.progress, errorCode: tasks.errorCode },
};

export async function insertSource(
  db: Queries,
  values: typeof botSources.$inferInsert,
): Promise<BotSourceRow> {
  const [row] = await db.insert(botSources).values(values).returning();
  return row!;
}

export async function sourceCount(db: Queries, botId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(botSources).where(eq(botSources.botId, botId));
  return row?.n ?? 0;
}

/** A source of one of the owner's bots, with its task's state. */
export async function ownSource(
  db: Database,
  ownerId: string,
  id: string,
): Promise<SourceWithTask | undefined> {
  const [row] = await db
    .select(withTask)
    .from(botSources)
    .innerJoin(bots, eq(bots.id, botSources.botId))
    .leftJoin(tasks, eq(tasks.id, botSources.taskId))
    .where(and(eq(botSources.id, id), ownedBy(ownerId)));
  return row;
}

export async function sourcesOf(db: Database, botId: string): Promise<SourceWithTask[]> {
  return db
    .select(withTask)
    .from(botSources)
    .leftJoin(tasks, eq(tasks.id, botSources.taskId))
    .where(eq(botSources.botId, botId))
    .orderBy(asc(botSources.createdAt), asc(botSources.id));
}

/** The source a task reads, whoever asks (the runner). */
export async function sourceOfTask(db: Database, id: string): Promise<BotSourceRow | undefined> {
  const [row] = await db.select().from(botSources).where(eq(botSources.id, id));
  return row;
}

export async function updateSource(
  db: Queries,
  id: string,
  values: Partial<typeof botSources.$inferInsert>,
): Promise<void> {
  await db.update(botSources).set(values).where(eq(botSources.id, id));
}

export async function deleteSource(db: Queries, id: string): Promise<void> {
  await db.delete(botSources).where(eq(botSources.id, id));
}

/** One less chunk in its source's count, when the owner removes one. */
export async function chunkRemoved(db: Queries, sourceId: string, tokens: number): Promise<void> {
  await db
    .update(botSources)
    .set({
      chunkCount: sql`greatest(${botSources.chunkCount} - 1, 0)`,
      tokens: sql`greatest(${botSources.tokens} - ${tokens}, 0)`,
    })
    .where(eq(botSources.id, sourceId));
}

/** A chunk of one of the owner's bots: where it belongs and what it weighs. */
export async function ownChunk(db: Database, ownerId: string, id: number) {
  const [row] = await db
    .select({ botId: botChunks.botId, sourceId: botChunks.sourceId, tokens: botChunks.tokens })
    .from(botChunks)
    .innerJoin(bots, eq(bots.id, botChunks.botId))
    .where(and(eq(botChunks.id, id), ownedBy(ownerId)));
  return row;
}
