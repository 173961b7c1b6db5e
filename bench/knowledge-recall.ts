// Recall of bots' retrieval on the labelled set (./knowledge-recall-set.ts), per language: each language's
// documents go to a bot of their own through the same extraction, chunking and word splitting as a source,
// then every question is searched as a bot's answer searches it, and a question counts as found at k when a
// passage holding its answer is among the first k. Chunks are cut at about a sentence here (the product cuts
// up to 400 tokens, which would make each of these short documents one chunk and every rank trivial).
// Without an embeddings model this measures the keyword and trigram searches alone, on PGlite in memory.
// Run: `npx tsx --tsconfig tsconfig.tools.json bench/knowledge-recall.ts`.
import { randomUUID } from 'node:crypto';
import { openPglite } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { bots, botSources, users } from '../src/server/db/schema';
import { chunkText } from '../src/server/knowledge/chunk';
import { extractText } from '../src/server/knowledge/extract/extract-text';
import { queryTerms, searchTerms } from '../src/server/knowledge/search-terms';
import { insertChunks, searchChunks } from '../src/server/knowledge-store';
import { CHINESE, ENGLISH, type LabelledSet } from './knowledge-recall-set';

const CHUNKS = { maxTokens: 24, overlapTokens: 0 };
const AT = [1, 3, 5] as const;

const handle = await openPglite(undefined);
await handle.migrate(migrationsFolder());
const { db } = handle;
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
    const rows = chunkText(extracted.pages, CHUNKS).map((chunk) => ({
      ordinal: chunk.index,
      text: chunk.text,
      tokens: chunk.tokens,
      page: chunk.page ?? null,
      terms: searchTerms(chunk.text),
    }));
    chunks += await insertChunks(db, { botId: bot!.id, sourceId: source!.id }, rows);
  }
  return { id: bot!.id, chunks };
}

console.log('| language | chunks | questions | recall@1 | recall@3 | recall@5 | missed at 5 |');
console.log('|----------|--------|-----------|----------|----------|----------|-------------|');
for (const set of [ENGLISH, CHINESE]) {
  const bot = await botWith(set);
  const found = new Map<number, number>(AT.map((k) => [k, 0]));
  const missed: string[] = [];
  for (const { question, answer } of set.questions) {
    const top = await searchChunks(db, {
      botId: bot.id,
      queryTerms: queryTerms(question),
      queryText: question,
      limit: 5,
      tokenBudget: 100_000,
    });
    const rank = top.findIndex((chunk) => chunk.text.includes(answer));
    for (const k of AT) if (rank >= 0 && rank < k) found.set(k, found.get(k)! + 1);
    if (rank < 0) missed.push(question);
  }
  const share = (k: number) => (found.get(k)! / set.questions.length).toFixed(2);
  console.log(
    `| ${set.language} | ${bot.chunks} | ${set.questions.length} | ${share(1)} | ${share(3)} | ${share(5)} | ${missed.join(' / ') || '-'} |`,
  );
}
await handle.close();
