// Recall of bots' retrieval on the labelled set (./knowledge-recall-set.ts), per language: each language's
// documents go to a bot of their own through the same extraction, chunking and word splitting as a source,
// then every question is searched as a bot's answer searches it, and a question counts as found at k when a
// passage holding its answer is among the first k. Chunks are cut at about a sentence here (the product cuts
// up to 400 tokens, which would make each of these short documents one chunk and every rank trivial).
// Each question is searched twice in the same run: by keywords alone (keyword and trigram searches, as a
// server without an embeddings model), and hybrid (the same plus embeddings, fused by rank), with chunks and
// questions embedded through the real embeddings client by the loopback embeddings API of the tests
// (tests/fakes/embeddings.ts: hashed counts of words and characters, not a language model, so the hybrid
// figure measures the pipeline with a stand-in, not any real model's quality). PGlite in memory.
// Run: `npx tsx --tsconfig tsconfig.tools.json bench/knowledge-recall.ts`.
import { randomUUID } from 'node:crypto';
import { openPglite } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { bots, botSources, users } from '../src/server/db/schema';
import { chunkText } from '../src/server/knowledge/chunk';
import { extractText } from '../src/server/knowledge/extract/extract-text';
import { queryTerms, searchTerms } from '../src/server/knowledge/search-terms';
import { insertChunks, searchChunks, SEARCH_DEFAULTS } from '../src/server/knowledge-store';
import { createEmbedder } from '../src/server/providers/embeddings';
import { startFakeEmbeddings } from '../tests/fakes/embeddings';
import { CHINESE, ENGLISH, type LabelledSet } from './knowledge-recall-set';

const CHUNKS = { maxTokens: 24, overlapTokens: 0 };
const AT = [1, 3, 5] as const;
/** The shipped catalogue's default model and size. */
const MODEL = 'text-embedding-3-small';

const handle = await openPglite(undefined);
await handle.migrate(migrationsFolder());
const { db } = handle;
const fake = await startFakeEmbeddings();
const embedder = createEmbedder({ baseURL: fake.url, apiKey: fake.apiKey, model: MODEL });
const [owner] = await db
  .insert(users)
  .values({ email: `${randomUUID()}@example.com`, name: 'recall' })
  .returning({ id: users.id });

async function botWith(set: LabelledSet): Promise<{ id: string; chunks: number }> {
  const [bot] = await db
    .insert(bots)
    .values({ ownerId: owner!.id, name: set.language, modelId: 'gpt-4o-mini' })
    .returning({ id: bots.id });
  let chunks = 0;
  for (const document of set.documents) {
    const [source] = await db
      .insert(botSources)
      .values({ botId: bot!.id, ownerId: owner!.id, kind: 'file', name: document.name })
      .returning({ id: botSources.id });
    const extracted = await extractText({
      bytes: Buffer.from(document.text),
      fileName: document.name,
    });
    const cut = chunkText(extracted.pages, CHUNKS);
    const { embeddings } = await embedder.embed(cut.map((chunk) => chunk.text));
    const rows = cut.map((chunk, position) => ({
      ordinal: chunk.index,
      text: chunk.text,
      tokens: chunk.tokens,
      page: chunk.page ?? null,
      terms: searchTerms(chunk.text),
      embedding: embeddings[position],
      embeddingModel: MODEL,
    }));
    chunks += await insertChunks(db, { botId: bot!.id, sourceId: source!.id }, rows);
  }
  return { id: bot!.id, chunks };
}

/** Recall at 1, 3 and 5 of one way of searching, and the questions it missed at 5. */
async function recall(set: LabelledSet, botId: string, hybrid: boolean) {
  const found = new Map<number, number>(AT.map((k) => [k, 0]));
  const missed: string[] = [];
  for (const { question, answer } of set.questions) {
    const embedding = hybrid ? (await embedder.embed([question])).embeddings[0] : undefined;
    const top = await searchChunks(db, {
      botId,
      queryTerms: queryTerms(question),
      queryText: question,
      ...(embedding && { queryEmbedding: embedding, embeddingModel: MODEL }),
      limit: 5,
      tokenBudget: 100_000,
      // A bot's default strictness ("balanced").
      minSimilarity: SEARCH_DEFAULTS.minSimilarity,
    });
    const rank = top.findIndex((chunk) => chunk.text.includes(answer));
    for (const k of AT) if (rank >= 0 && rank < k) found.set(k, found.get(k)! + 1);
    if (rank < 0) missed.push(question);
  }
  const share = (k: number) => (found.get(k)! / set.questions.length).toFixed(2);
  return { at: AT.map(share), missed };
}

console.log(`Embeddings: ${MODEL} by the loopback fake (tests/fakes/embeddings.ts).\n`);
console.log(
  '| language | search | chunks | questions | recall@1 | recall@3 | recall@5 | missed at 5 |',
);
console.log(
  '|----------|--------|--------|-----------|----------|----------|----------|-------------|',
);
for (const set of [ENGLISH, CHINESE]) {
  const bot = await botWith(set);
  for (const hybrid of [false, true]) {
    const { at, missed } = await recall(set, bot.id, hybrid);
    console.log(
      `| ${set.language} | ${hybrid ? 'hybrid' : 'keywords'} | ${bot.chunks} | ${set.questions.length} | ${at.join(' | ')} | ${missed.join(' / ') || '-'} |`,
    );
  }
}
await fake.close();
await handle.close();
