// Hybrid search over many bots in one table: the bot filter with HNSW (iterative scans), keywords an
// embedding misses, Chinese by words and by trigram, fusion, the token budget, the relevance floor, one
// model's embeddings never compared with another's, and that one bot never sees another's chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botChunks, botSources } from '../../../src/server/db/schema';
import {
  deleteSourceChunks,
  hasEmbeddedChunks,
  hasEmbeddings,
  searchChunks,
  type SearchQuery,
} from '../../../src/server/knowledge-store';
import { createKnowledgeWorld, fillerText, type KnowledgeWorld } from '../support/knowledge';

const BOTS = 24;
const CHUNKS_PER_SOURCE = 25;
const ROUTER =
  'The XK-4417 router ships in a grey box with a power cable, a stand, a wall mount kit, two antennas, a ' +
  'printed quick start card and a sticker with the network name and password on the bottom.';
const REFUND = '关于退款政策：购买后三十天内可以申请全额退款，请保留发票。';
const SOLAR_BOTH = 'The SP-900 solar inverter warranty covers ten years of solar inverter repairs.';
const SOLAR_MEANING =
  'Solar inverter repairs: the inverter of a solar roof is repaired under warranty.';

let world: KnowledgeWorld;
let bots: string[] = [];
const sourcesOf = new Map<string, string[]>();
let target: string;
let special: string;

const search = (botId: string, query: Partial<SearchQuery>) =>
  searchChunks(world.database.db, {
    botId,
    queryTerms: [],
    queryText: '',
    limit: 10,
    tokenBudget: 100_000,
    ...query,
  });

beforeAll(async () => {
  world = await createKnowledgeWorld();
  bots = await Promise.all(
    Array.from({ length: BOTS }, (_, index) => world.addBot(`bot ${index}`)),
  );
  let seed = 1;
  for (const botId of bots) {
    const sources: string[] = [];
    for (let source = 0; source < 2; source++) {
      const texts = Array.from({ length: CHUNKS_PER_SOURCE }, () => fillerText(seed++));
      sources.push(await world.addSource(botId, texts));
    }
    sourcesOf.set(botId, sources);
  }
  target = bots[0]!;
  special = await world.addSource(target, [ROUTER, REFUND, SOLAR_BOTH, SOLAR_MEANING]);
  sourcesOf.get(target)!.push(special);
}, 120_000);

afterAll(() => world?.close());

describe('searchChunks', () => {
  it('stores embeddings here (PGlite, or PostgreSQL with pgvector)', async () => {
    const present = await hasEmbeddings(world.database.db);
    if (!present) console.warn('No pgvector on this server: the vector searches below are skipped');
    expect(typeof present).toBe('boolean');
  });

  it('a bot-filtered vector search returns ten chunks, all of that bot, among 24 bots', async () => {
    if (!(await hasEmbeddings(world.database.db))) return;
    const { queryEmbedding } = await world.question('customer support warranty battery charger');
    for (const botId of bots.slice(0, 6)) {
      const found = await search(botId, { queryEmbedding, minSimilarity: 0 });
      expect(found).toHaveLength(10);
      for (const chunk of found) {
        expect(sourcesOf.get(botId)).toContain(chunk.sourceId);
        expect(chunk.vector).toBeDefined();
      }
      const distances = found.map((chunk) => chunk.vector!.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('finds a rare code by keyword that the embedding search misses', async () => {
    const question = await world.question('XK-4417');
    const byKeyword = await search(target, { queryTerms: question.queryTerms });
    expect(byKeyword[0]?.text).toBe(ROUTER);
    expect(byKeyword[0]?.keyword?.score).toBeGreaterThan(0);
    if (await hasEmbeddings(world.database.db)) {
      const byMeaning = await search(target, { queryEmbedding: question.queryEmbedding });
      expect(byMeaning.map((chunk) => chunk.text)).not.toContain(ROUTER);
    }
    const hybrid = await search(target, question);
    expect(hybrid[0]?.text).toBe(ROUTER);
  });

  it('finds a Chinese chunk by its words and by trigram', async () => {
    const question = await world.question('退款政策');
    expect(question.queryTerms).toEqual(['退款', '政策']);
    const byWords = await search(target, { queryTerms: question.queryTerms });
    expect(byWords.map((chunk) => chunk.text)).toEqual([REFUND]);
    const byTrigram = await search(target, { queryText: question.queryText });
    expect(byTrigram.map((chunk) => chunk.text)).toEqual([REFUND]);
    expect(byTrigram[0]?.trigram?.similarity).toBeGreaterThanOrEqual(0.5);
  });

  it('ranks first the chunk that both keyword and meaning find', async () => {
    const found = await search(target, await world.question('SP-900 solar inverter warranty'));
    expect(found[0]?.text).toBe(SOLAR_BOTH);
    expect(found[0]?.keyword).toBeDefined();
    if (await hasEmbeddings(world.database.db)) expect(found[0]?.vector).toBeDefined();
    const scores = found.map((chunk) => chunk.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('cuts the answer to the token budget, not to a count', async () => {
    const question = await world.question('warranty battery charger display');
    const all = await search(target, { ...question, limit: 30 });
    expect(all.length).toBeGreaterThan(5);
    const budget = all.slice(0, 3).reduce((sum, chunk) => sum + chunk.tokens, 0);
    const cut = await search(target, { ...question, limit: 30, tokenBudget: budget });
    expect(cut.reduce((sum, chunk) => sum + chunk.tokens, 0)).toBeLessThanOrEqual(budget);
    expect(cut.length).toBeGreaterThanOrEqual(3);
    expect(cut.slice(0, 3).map((chunk) => chunk.id)).toEqual(all.slice(0, 3).map((c) => c.id));
    expect(await search(target, { ...question, tokenBudget: 5 })).toEqual([]);
  });

  it('finds nothing for a question the knowledge does not cover', async () => {
    const question = await world.question('quantum chromodynamics lattice gluon');
    expect(await search(target, question)).toEqual([]);
  });

  it('never answers with another bot’s chunks', async () => {
    const other = bots[1]!;
    expect(await search(other, await world.question('XK-4417'))).toEqual([]);
    expect(await search(other, await world.question('退款政策'))).toEqual([]);
    const found = await search(other, {
      ...(await world.question('SP-900 solar inverter warranty')),
      limit: 50,
      minSimilarity: 0,
    });
    expect(found.length).toBeGreaterThan(0);
    for (const chunk of found) expect(sourcesOf.get(other)).toContain(chunk.sourceId);
  });

  it('compares a question only with chunks embedded by its own model', async () => {
    if (!(await hasEmbeddings(world.database.db))) return;
    const botId = bots[4]!;
    await world.addSource(botId, ['The QV-77 pump runs on solar power.'], { model: 'model-a' });
    const { queryEmbedding } = await world.question('QV-77 pump on solar power');
    const byMeaning = (embeddingModel: string) =>
      search(botId, { queryEmbedding, embeddingModel, minSimilarity: 0 });
    expect((await byMeaning('model-a')).map((chunk) => chunk.text)).toEqual([
      'The QV-77 pump runs on solar power.',
    ]);
    expect(await byMeaning('model-b')).toEqual([]);
    expect(await hasEmbeddedChunks(world.database.db, botId, 'model-a')).toBe(true);
    expect(await hasEmbeddedChunks(world.database.db, botId, 'model-b')).toBe(false);
  });

  it('takes words with quotes, backslashes and query operators as plain words', async () => {
    const source = await world.addSource(bots[2]!, ["O'Brien & Sons: 50% off (today) | a\\b!"]);
    const found = await search(bots[2]!, {
      queryTerms: ["o'brien", 'a\\b!', '&', '|', '(today)', ':*', "'", '\\', '\u0000'],
    });
    expect(found.map((chunk) => chunk.sourceId)).toEqual([source]);
  });

  it('deleting a source’s chunks, or the source, removes them from search', async () => {
    const botId = bots[3]!;
    const first = await world.addSource(botId, ['The ZQ-1234 valve is made of brass.']);
    const second = await world.addSource(botId, ['The ZQ-5678 valve is made of steel.']);
    const question = await world.question('ZQ-1234 ZQ-5678 valve');
    expect((await search(botId, question)).length).toBe(2);
    expect(await deleteSourceChunks(world.database.db, first)).toBe(1);
    const db = world.database.db;
    await db.delete(botSources).where(eq(botSources.id, second));
    expect(await db.select().from(botChunks).where(eq(botChunks.sourceId, second))).toEqual([]);
    expect(await search(botId, question)).toEqual([]);
  });
});
