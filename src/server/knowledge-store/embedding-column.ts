// Whether this database stores embeddings: migration 0009 adds `bot_chunks.embedding` only where pgvector
// exists. Asked once per database handle; without it every search is by keyword only.
import { sql } from 'drizzle-orm';
import type { Queries } from '../db/client';

/** The sizes with an HNSW index of their own (migration 0009); any other size is searched exactly. */
export const INDEXED_DIMENSIONS = [256, 512, 768, 1024, 1536] as const;
/** pgvector's own limit for a `vector` value. */
export const MAX_DIMENSIONS = 16_000;

const known = new WeakMap<object, Promise<boolean>>();

export function hasEmbeddings(db: Pick<Queries, 'execute'>): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = db
      .execute(
        sql`SELECT EXISTS (
          SELECT 1 FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'bot_chunks' AND column_name = 'embedding'
        ) AS present`,
      )
      .then(
        (result) => (result as unknown as { rows: Array<{ present: boolean }> }).rows[0]!.present,
      );
    // A failed check is asked again next time rather than remembered.
    answer.catch(() => known.delete(db));
    known.set(db, answer);
  }
  return answer;
}

/**
 * An embedding as pgvector's text form. Checked here because it is spliced into SQL as a parameter the
 * server parses: a NaN or an empty list would fail the whole statement with a less useful message.
 */
export function vectorLiteral(embedding: readonly number[]): string {
  if (embedding.length === 0 || embedding.length > MAX_DIMENSIONS)
    throw new RangeError(
      `An embedding has 1 to ${MAX_DIMENSIONS} dimensions, not ${embedding.length}`,
    );
  if (!embedding.every(Number.isFinite))
    throw new RangeError('An embedding holds finite numbers only');
  return `[${embedding.join(',')}]`;
}
