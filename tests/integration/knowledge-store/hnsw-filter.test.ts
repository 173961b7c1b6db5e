// The bot filter through the HNSW index itself. On a small table the planner rightly reads the bot's rows by
// its btree index and sorts them; on a large one it walks the HNSW graph, whose plain scan stops after
// `hnsw.ef_search` (40) candidates, most of them other bots': a top ten of one bot among many came back short.
// Here the btree index is dropped (inside a transaction rolled back after) so the graph is the only way.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { hasEmbeddings, searchChunks } from '../../../src/server/knowledge-store';
import { createKnowledgeWorld, fillerText, type KnowledgeWorld } from '../support/knowledge';

let world: KnowledgeWorld;
const bots: string[] = [];
const sourceOf = new Map<string, string>();

beforeAll(async () => {
  world = await createKnowledgeWorld();
  let seed = 1;
  for (let index = 0; index < 24; index++) {
    const botId = await world.addBot();
    bots.push(botId);
    const texts = Array.from({ length: 50 }, () => fillerText(seed++));
    sourceOf.set(botId, await world.addSource(botId, texts));
  }
}, 120_000);

afterAll(() => world?.close());

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

it('a bot-filtered top ten through the HNSW index returns ten of that bot’s chunks', async () => {
  const { db } = world.database;
  if (!(await hasEmbeddings(db))) return console.warn('No pgvector on this server: skipped');
  const { queryEmbedding } = await world.question('customer support warranty battery charger');
  const literal = `[${queryEmbedding.join(',')}]`;
  for (const botId of bots.slice(0, 4)) {
    const plain = sql`SELECT id FROM bot_chunks
      WHERE bot_id = ${botId}::uuid AND vector_dims(embedding) = 256
      ORDER BY (embedding::vector(256)) <=> ${literal}::vector(256) LIMIT 10`;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`DROP INDEX bot_chunks_bot_idx`);
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const plan = rowsOf(await tx.execute(sql`EXPLAIN ${plain}`))
          .map((row) => String(row['QUERY PLAN']))
          .join('\n');
        expect(plan).toContain('bot_chunks_embedding_256_idx');
        expect(rowsOf(await tx.execute(plain)).length).toBeLessThan(10);

        const found = await searchChunks(tx, {
          botId,
          queryTerms: [],
          queryText: '',
          queryEmbedding,
          limit: 10,
          tokenBudget: 100_000,
          minSimilarity: 0,
          // Through the graph, not by reading the bot's few rows whole.
          exactScanNumbers: 0,
        });
        expect(found).toHaveLength(10);
        for (const chunk of found) expect(chunk.sourceId).toBe(sourceOf.get(botId));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  }
});
