// Bots' knowledge retrieval at size: 100,000 chunks over 50 bots in one table (256-dimension embeddings, the
// smallest indexed size), then p50/p99 of searchChunks for keyword-only, vector-only and hybrid queries
// against one bot, and whether a bot-filtered vector top ten always returns ten of that bot's chunks (the
// HNSW index with iterative scans). PGlite in memory, and a fresh database (dropped after) on the
// PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL. Goal: p99 under 20 ms on PostgreSQL.
// Not part of `npm run bench` (the PGlite load takes minutes): `npx tsx --tsconfig tsconfig.tools.json
// bench/knowledge-retrieval.ts`; BENCH_KNOWLEDGE_CHUNKS and BENCH_KNOWLEDGE_QUERIES make it smaller, and
// BENCH_KNOWLEDGE_PGLITE=0 leaves PGlite out.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { bots, botSources, users } from '../src/server/db/schema';
import { insertChunks, searchChunks, type NewChunk } from '../src/server/knowledge-store';
import { fakeEmbedding } from '../tests/fakes/embeddings';
import { onBenchPostgres, percentile } from './lib.mjs';

const CHUNKS = Number(process.env.BENCH_KNOWLEDGE_CHUNKS ?? 100_000);
const QUERIES = Number(process.env.BENCH_KNOWLEDGE_QUERIES ?? 200);
const BOTS = 50;
const DIMENSIONS = 256;
const HNSW_INDEX = `bot_chunks_embedding_${DIMENSIONS}_idx`;

/** A seeded generator, so both databases get the same chunks and the same questions. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}
/** Made-up words of two to four syllables: as varied in their trigrams as a real language's. */
const VOCABULARY = (() => {
  const next = random(1);
  const pick = (letters: string) => letters[Math.floor(next() * letters.length)]!;
  const words = new Set<string>();
  while (words.size < 3_000) {
    const syllables = 2 + Math.floor(next() * 3);
    words.add(
      Array.from({ length: syllables }, () => pick('bcdfghklmnprstvz') + pick('aeiou')).join(''),
    );
  }
  return [...words];
})();
/** Words by a Zipf-like law: a few common, most rare, as in real text. */
const word = (next: () => number) => VOCABULARY[Math.floor(VOCABULARY.length * next() ** 3)]!;
const sentence = (next: () => number, words: number) =>
  Array.from({ length: words }, () => word(next)).join(' ');

async function load(handle: DatabaseHandle): Promise<{ botIds: string[]; seconds: number }> {
  const { db } = handle;
  const started = performance.now();
  const [owner] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@example.com`, name: 'bench' })
    .returning({ id: users.id });
  const botIds: string[] = [];
  const sourceIds: string[] = [];
  for (let index = 0; index < BOTS; index++) {
    const [bot] = await db
      .insert(bots)
      .values({ ownerId: owner!.id, name: `bot ${index}`, modelId: 'gpt-4o-mini' })
      .returning({ id: bots.id });
    const [source] = await db
      .insert(botSources)
      .values({ botId: bot!.id, ownerId: owner!.id, kind: 'text', name: 'bench' })
      .returning({ id: botSources.id });
    botIds.push(bot!.id);
    sourceIds.push(source!.id);
  }
  // Loading first and building the graph once after is several times faster than growing it row by row.
  const [definition] = (
    (await db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = ${HNSW_INDEX}`,
    )) as unknown as { rows: Array<{ indexdef: string }> }
  ).rows;
  await db.execute(sql.raw(`DROP INDEX ${HNSW_INDEX}`));
  const next = random(42);
  const perBot = Math.ceil(CHUNKS / BOTS);
  for (let bot = 0; bot < BOTS; bot++) {
    const chunks: NewChunk[] = Array.from({ length: perBot }, (_, ordinal) => {
      const text = sentence(next, 60 + Math.floor(next() * 60));
      return {
        ordinal,
        text,
        tokens: text.split(' ').length * 2,
        terms: text,
        embedding: fakeEmbedding(text, DIMENSIONS),
      };
    });
    await insertChunks(db, { botId: botIds[bot]!, sourceId: sourceIds[bot]! }, chunks);
  }
  await db.execute(sql`SET maintenance_work_mem = '512MB'`);
  await db.execute(sql.raw(definition!.indexdef));
  await db.execute(sql`ANALYZE bot_chunks`);
  return { botIds, seconds: (performance.now() - started) / 1000 };
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate(migrationsFolder());
  const { botIds, seconds } = await load(handle);
  console.log(
    `${label}: ${CHUNKS.toLocaleString('en')} chunks over ${BOTS} bots loaded and indexed in ${seconds.toFixed(1)} s`,
  );
  const next = random(7);
  const questions = Array.from({ length: QUERIES }, () => {
    const text = sentence(next, 3);
    return {
      botId: botIds[Math.floor(next() * BOTS)]!,
      queryTerms: text.split(' '),
      queryText: text,
      queryEmbedding: fakeEmbedding(text, DIMENSIONS),
    };
  });
  const modes = {
    'keyword only': (q: (typeof questions)[number]) => ({ ...q, queryEmbedding: undefined }),
    'words only': (q: (typeof questions)[number]) => ({
      ...q,
      queryText: '',
      queryEmbedding: undefined,
    }),
    'trigram, 1 word': (q: (typeof questions)[number]) => ({
      ...q,
      queryText: q.queryTerms[0]!,
      queryTerms: [],
      queryEmbedding: undefined,
    }),
    'vector only': (q: (typeof questions)[number]) => ({ ...q, queryTerms: [], queryText: '' }),
    hybrid: (q: (typeof questions)[number]) => q,
  };
  const rows: string[] = [];
  for (const [mode, shape] of Object.entries(modes)) {
    const timings: number[] = [];
    let found = 0;
    for (const question of questions) {
      const started = performance.now();
      const result = await searchChunks(handle.db, {
        ...shape(question),
        limit: 10,
        tokenBudget: 4_000,
        minSimilarity: 0,
      });
      timings.push(performance.now() - started);
      found += result.length;
    }
    rows.push(
      `| ${label.padEnd(10)} | ${mode.padEnd(15)} | ${percentile(timings, 50).toFixed(2).padStart(7)} | ${percentile(timings, 99).toFixed(2).padStart(7)} | ${(found / QUERIES).toFixed(1).padStart(9)} |`,
    );
  }
  // The bot filter: every vector top ten is ten chunks, all of the bot asked (the fused result keeps the
  // vector search's order when it is the only search).
  let complete = 0;
  for (const question of questions) {
    const top = await searchChunks(handle.db, {
      ...modes['vector only'](question),
      limit: 10,
      tokenBudget: 1_000_000,
      minSimilarity: 0,
    });
    const owners = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM bot_chunks WHERE bot_id = ${question.botId}::uuid
          AND id IN (${sql.join(
            top.map((chunk) => sql`${chunk.id}`),
            sql`, `,
          )}, -1)`,
    )) as unknown as { rows: Array<{ n: number }> };
    if (top.length === 10 && owners.rows[0]?.n === 10) complete += 1;
  }
  const plan = (
    (await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)`);
      const literal = `[${questions[0]!.queryEmbedding.join(',')}]`;
      return tx.execute(sql`EXPLAIN SELECT id FROM bot_chunks
        WHERE bot_id = ${questions[0]!.botId}::uuid AND vector_dims(embedding) = ${sql.raw(String(DIMENSIONS))}
        ORDER BY (embedding::vector(${sql.raw(String(DIMENSIONS))})) <=> ${literal}::vector(${sql.raw(String(DIMENSIONS))}) LIMIT 10`);
    })) as unknown as { rows: Array<{ 'QUERY PLAN': string }> }
  ).rows
    .map((row) => row['QUERY PLAN'])
    .find((line) => /Index Scan|Seq Scan|Bitmap/.test(line));
  console.log('| database   | search          | p50 ms  | p99 ms  | chunks/q  |');
  console.log('|------------|-----------------|---------|---------|-----------|');
  for (const row of rows) console.log(row);
  console.log(
    `${label}: bot-filtered vector top 10 returned 10 of that bot's chunks in ${complete}/${QUERIES} queries; plan: ${plan?.trim()}`,
  );
  await handle.close();
}

// Loading PGlite takes minutes: BENCH_KNOWLEDGE_PGLITE=0 measures PostgreSQL alone.
if (process.env.BENCH_KNOWLEDGE_PGLITE !== '0') await bench('PGlite', await openPglite(undefined));

await onBenchPostgres('knowledge', async (url) => bench('PostgreSQL', await openPostgres(url)));
