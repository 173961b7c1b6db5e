// Writing, paging, counting and deleting chunks; and a database without pgvector (the embedding column
// dropped before first use, as a PostgreSQL server without the extension has it), where chunks are written
// without their embeddings and search answers by keyword.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  countChunksBySource,
  deleteChunk,
  hasEmbeddings,
  listSourceChunks,
  searchChunks,
} from '../../../src/server/knowledge-store';
import { createTestDatabase } from '../support/database';
import { createKnowledgeWorld, fillerText, type KnowledgeWorld } from '../support/knowledge';

let world: KnowledgeWorld;
beforeAll(async () => {
  world = await createKnowledgeWorld();
});
afterAll(() => world?.close());

describe('chunks', () => {
  it('lists a source’s chunks in order, a page at a time, and counts them per source', async () => {
    const botId = await world.addBot();
    const texts = Array.from({ length: 1_203 }, (_, index) => `${index}: ${fillerText(index)}`);
    const big = await world.addSource(botId, texts, { embed: false });
    const small = await world.addSource(botId, ['one', 'two']);
    const page = await listSourceChunks(world.database.db, big, { offset: 1_200, limit: 10 });
    expect(page.total).toBe(1_203);
    expect(page.rows.map((row) => row.ordinal)).toEqual([1_200, 1_201, 1_202]);
    expect(page.rows[0]?.text).toBe(texts[1_200]);
    const counts = await countChunksBySource(world.database.db, botId);
    expect(counts.sort((a, b) => b.chunks - a.chunks).map((row) => row.sourceId)).toEqual([
      big,
      small,
    ]);
    expect(counts[0]?.chunks).toBe(1_203);
    expect(counts[1]?.tokens).toBe(2);
  });

  it('deletes one chunk of its own bot only', async () => {
    const botId = await world.addBot();
    const otherBot = await world.addBot();
    const source = await world.addSource(botId, ['first', 'second']);
    const [first] = (await listSourceChunks(world.database.db, source, { offset: 0, limit: 1 }))
      .rows;
    expect(await deleteChunk(world.database.db, otherBot, first!.id)).toBe(false);
    expect(await deleteChunk(world.database.db, botId, first!.id)).toBe(true);
    const left = await listSourceChunks(world.database.db, source, { offset: 0, limit: 10 });
    expect(left.rows.map((row) => row.text)).toEqual(['second']);
  });
});

describe('without pgvector', () => {
  it('writes chunks without embeddings and searches by keyword', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`ALTER TABLE bot_chunks DROP COLUMN IF EXISTS embedding`);
    const bare = await createKnowledgeWorld(database);
    try {
      expect(await hasEmbeddings(database.db)).toBe(false);
      const botId = await bare.addBot();
      await bare.addSource(botId, ['The XK-4417 router has two antennas.', fillerText(1)]);
      const found = await searchChunks(database.db, {
        botId,
        ...(await bare.question('XK-4417 antennas')),
        limit: 10,
        tokenBudget: 1_000,
      });
      expect(found.map((chunk) => chunk.text)).toEqual(['The XK-4417 router has two antennas.']);
      expect(found[0]?.vector).toBeUndefined();
    } finally {
      await bare.close();
      await database.close();
    }
  });
});
