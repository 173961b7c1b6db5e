// Writing and reading a source's chunks. Words arrive already split by the app (`terms`, a space-separated
// string) and become the tsvector here with the 'simple' configuration: no stemming or stop words of one
// language, so Chinese words split by jieba and English words are kept as given.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queries } from '../db/client';
import { botChunks } from '../db/schema';
import { hasEmbeddings, vectorLiteral } from './embedding-column';

export interface NewChunk {
  ordinal: number;
  text: string;
  tokens: number;
  page?: number | null;
  /** The chunk's words, space-separated, as the app's word splitter made them. */
  terms: string;
  /** Left out (or ignored on a database without pgvector): the chunk is found by keyword only. */
  embedding?: readonly number[] | null;
  /** The model that made `embedding`: searches compare a question only with chunks of its own model. */
  embeddingModel?: string | null;
}

export interface StoredChunk {
  id: number;
  sourceId: string;
  ordinal: number;
  text: string;
  tokens: number;
  page: number | null;
}

/** Rows per INSERT: 9 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 500;

/** Adds chunks of one source; answers how many were written. */
export async function insertChunks(
  db: Queries,
  target: { botId: string; sourceId: string },
  chunks: readonly NewChunk[],
): Promise<number> {
  const withEmbeddings = await hasEmbeddings(db);
  for (let start = 0; start < chunks.length; start += BATCH) {
    const rows = chunks.slice(start, start + BATCH).map((chunk) => {
      const base = sql`${target.botId}::uuid, ${target.sourceId}::uuid, ${chunk.ordinal}, ${chunk.text}, ${chunk.tokens}, ${chunk.page ?? null}::int, to_tsvector('simple', ${chunk.terms})`;
      if (!withEmbeddings) return sql`(${base})`;
      const embedding = chunk.embedding ? vectorLiteral(chunk.embedding) : null;
      const model = chunk.embedding ? (chunk.embeddingModel ?? null) : null;
      return sql`(${base}, ${embedding}::vector, ${model}::text)`;
    });
    const columns = withEmbeddings
      ? sql`(bot_id, source_id, ordinal, text, tokens, page, terms, embedding, embedding_model)`
      : sql`(bot_id, source_id, ordinal, text, tokens, page, terms)`;
    await db.execute(sql`INSERT INTO bot_chunks ${columns} VALUES ${sql.join(rows, sql`, `)}`);
  }
  return chunks.length;
}

/** Whether any chunk of the bot was embedded by `model`: otherwise a question need not be embedded at all. */
export async function hasEmbeddedChunks(db: Queries, botId: string, model: string) {
  const [row] = await db
    .select({ id: botChunks.id })
    .from(botChunks)
    .where(and(eq(botChunks.botId, botId), eq(botChunks.embeddingModel, model)))
    .limit(1);
  return row !== undefined;
}

/** Removes every chunk of a source (before reading it again, or when it is deleted); answers how many. */
export async function deleteSourceChunks(db: Queries, sourceId: string): Promise<number> {
  const gone = await db
    .delete(botChunks)
    .where(eq(botChunks.sourceId, sourceId))
    .returning({ id: botChunks.id });
  return gone.length;
}

/** Removes one chunk of a bot; false when the bot has no such chunk. */
export async function deleteChunk(db: Queries, botId: string, chunkId: number): Promise<boolean> {
  const gone = await db
    .delete(botChunks)
    .where(and(eq(botChunks.botId, botId), eq(botChunks.id, chunkId)))
    .returning({ id: botChunks.id });
  return gone.length > 0;
}

/** A source's chunks in their order, a page at a time, with the source's total. */
export async function listSourceChunks(
  db: Queries,
  sourceId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: StoredChunk[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: botChunks.id,
        sourceId: botChunks.sourceId,
        ordinal: botChunks.ordinal,
        text: botChunks.text,
        tokens: botChunks.tokens,
        page: botChunks.page,
      })
      .from(botChunks)
      .where(eq(botChunks.sourceId, sourceId))
      .orderBy(asc(botChunks.ordinal))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(botChunks).where(eq(botChunks.sourceId, sourceId)),
  ]);
  return { rows: rows.map((row) => ({ ...row, id: Number(row.id) })), total: total?.total ?? 0 };
}

/** Chunks and their tokens per source of a bot (sources without chunks are left out). */
export async function countChunksBySource(
  db: Queries,
  botId: string,
): Promise<Array<{ sourceId: string; chunks: number; tokens: number }>> {
  const rows = await db
    .select({
      sourceId: botChunks.sourceId,
      chunks: count(),
      tokens: sql<string>`coalesce(sum(${botChunks.tokens}), 0)`,
    })
    .from(botChunks)
    .where(eq(botChunks.botId, botId))
    .groupBy(botChunks.sourceId);
  return rows.map((row) => ({ ...row, tokens: Number(row.tokens) }));
}
