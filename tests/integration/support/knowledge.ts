// A knowledge world for the knowledge store's tests: a fresh database, the loopback embeddings API and the
// real embeddings client (text-embedding-3-small shortened to 256, a size with its own HNSW index), and
// helpers that make an owner, bots and sources with chunks split and embedded as the app will.
import { randomUUID } from 'node:crypto';
import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { bots, botSources, users } from '../../../src/server/db/schema';
import { insertChunks } from '../../../src/server/knowledge-store';
import { createEmbedder, type Embedder } from '../../../src/server/providers/embeddings';
import { startFakeEmbeddings, type FakeEmbeddings } from '../../fakes/embeddings';
import { queryTerms, searchTerms } from '../../support/terms';
import { createTestDatabase } from './database';

export const DIMENSIONS = 256;

export interface KnowledgeWorld {
  database: DatabaseHandle;
  fake: FakeEmbeddings;
  embedder: Embedder;
  ownerId: string;
  addBot(name?: string): Promise<string>;
  /** A source of `texts`, one chunk each, embedded unless `embed` is false (by `model`); answers its id. */
  addSource(
    botId: string,
    texts: string[],
    options?: { embed?: boolean; model?: string },
  ): Promise<string>;
  /** What searchChunks needs of a question: its words, its text and its embedding. */
  question(
    text: string,
  ): Promise<{ queryTerms: string[]; queryText: string; queryEmbedding: number[] }>;
  close(): Promise<void>;
}

export async function createKnowledgeWorld(database?: DatabaseHandle): Promise<KnowledgeWorld> {
  const handle = database ?? (await createTestDatabase());
  const fake = await startFakeEmbeddings();
  const embedder = createEmbedder({
    baseURL: fake.url,
    apiKey: fake.apiKey,
    model: 'text-embedding-3-small',
    dimensions: DIMENSIONS,
  });
  const { db } = handle;
  const [owner] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@example.com`, name: 'owner' })
    .returning({ id: users.id });
  const ownerId = owner!.id;
  return {
    database: handle,
    fake,
    embedder,
    ownerId,
    async addBot(name = 'bot') {
      const [bot] = await db
        .insert(bots)
        .values({ ownerId, name, modelId: 'gpt-4o-mini' })
        .returning({ id: bots.id });
      return bot!.id;
    },
    async addSource(botId, texts, options = {}) {
      const [source] = await db
        .insert(botSources)
        .values({ botId, ownerId, kind: 'text', name: 'notes' })
        .returning({ id: botSources.id });
      const embeddings =
        options.embed === false ? undefined : (await embedder.embed(texts)).embeddings;
      await insertChunks(
        db,
        { botId, sourceId: source!.id },
        texts.map((text, ordinal) => ({
          ordinal,
          text,
          tokens: countTokens(text),
          terms: searchTerms(text),
          embedding: embeddings?.[ordinal],
          embeddingModel: options.model,
        })),
      );
      return source!.id;
    },
    async question(text) {
      const [queryEmbedding] = (await embedder.embed([text])).embeddings;
      return { queryTerms: queryTerms(text), queryText: text, queryEmbedding: queryEmbedding! };
    },
    async close() {
      await fake.close();
      if (!database) await handle.close();
    },
  };
}

/** A deterministic filler sentence from a shared vocabulary, so every bot's chunks look alike to a search. */
const VOCABULARY = (
  'account balance battery cable charger delivery device display order payment screen ' +
  'setting shipping signal speaker storage update warranty window wireless customer ' +
  'return service support team manual power button light sound camera'
).split(' ');

export function fillerText(seed: number): string {
  let state = seed * 2654435761;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    return state;
  };
  const length = 12 + (next() % 10);
  return Array.from({ length }, () => VOCABULARY[next() % VOCABULARY.length]).join(' ') + '.';
}
