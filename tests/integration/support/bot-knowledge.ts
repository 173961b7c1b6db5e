// A chat world whose bots search by meaning: the loopback embeddings API configured as the server's embeddings
// provider (the shipped catalogue's first model, text-embedding-3-small at 1,536 dimensions, priced by the
// shipped table), and the calls the bots' knowledge tests make: a bot, sources added and followed until read,
// the credits and expense log, and what the database keeps of a source's chunks.
import { sql } from 'drizzle-orm';
import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { DEFAULT_BOT } from '../../../src/shared/api/bots';
import { startFakeEmbeddings, type FakeEmbeddings } from '../../fakes/embeddings';
import { createChatWorld, key, type ChatWorld } from './chat';
import { createTestDatabase } from './database';
import { api } from './test-app';

type Headers = Record<string, string>;

export interface SourceRow {
  id: string;
  status: string;
  tokens: number;
  chunks: number;
  error: { code: string; msg: string } | null;
}

export interface KnowledgeCalls {
  world: ChatWorld;
  embeddings: FakeEmbeddings;
  call(
    method: 'GET' | 'POST',
    url: string,
    headers: Headers,
    payload?: object,
  ): ReturnType<typeof api>;
  createBot(headers: Headers, settings?: object): Promise<string>;
  add(headers: Headers, botId: string, body: object): Promise<SourceRow>;
  list(headers: Headers, botId: string): Promise<{ list: SourceRow[]; search: object }>;
  /** The source once its reading has ended, ready or failed. */
  settled(headers: Headers, botId: string, id: string): Promise<SourceRow>;
  /** Spendable credits, in hundredths. */
  balance(headers: Headers): Promise<number>;
  expenses(
    headers: Headers,
  ): Promise<Array<{ kind: string; service: string; event: string; amount: number }>>;
  /** Each chunk of a source as stored: its size of embedding (null: none) and the model that made it. */
  storedChunks(
    sourceId: string,
  ): Promise<Array<{ dims: number | null; model: string | null; text: string }>>;
  close(): Promise<void>;
}

/** What the loopback API counts (and the provider charges) for embedding `texts`. */
export const providerTokens = (texts: string[]) =>
  texts.reduce((sum, text) => sum + countTokens(text), 0);

export async function createKnowledgeCalls(
  options: { withoutPgvector?: boolean } = {},
): Promise<KnowledgeCalls> {
  const embeddings = await startFakeEmbeddings();
  // As a PostgreSQL server without the extension has it: no embedding column.
  const bare = options.withoutPgvector ? await createTestDatabase() : undefined;
  await bare?.db.execute(sql`ALTER TABLE bot_chunks DROP COLUMN IF EXISTS embedding`);
  const world = await createChatWorld({
    env: { EMBEDDINGS_BASE_URL: embeddings.url, EMBEDDINGS_API_KEY: embeddings.apiKey },
    database: bare,
  });
  const call: KnowledgeCalls['call'] = (method, url, headers, payload) =>
    api(world.t.app, { method, url, headers, payload });
  const list = async (headers: Headers, botId: string) =>
    (await call('GET', `/api/bot/source/list?botId=${botId}`, headers)).body.data;
  return {
    world,
    embeddings,
    call,
    async createBot(headers, settings = {}) {
      const created = await call('POST', '/api/bot/create', headers, {
        ...DEFAULT_BOT,
        name: 'Guide',
        model: 'gpt-4o-mini',
        ...settings,
      });
      return created.body.data.id as string;
    },
    async add(headers, botId, body) {
      const added = await call('POST', '/api/bot/source/add', headers, {
        botId,
        clientKey: key(),
        ...body,
      });
      if (added.status !== 200) throw new Error(`add: ${JSON.stringify(added.body)}`);
      return added.body.data as SourceRow;
    },
    list,
    async settled(headers, botId, id) {
      for (let i = 0; i < 300; i++) {
        const found = ((await list(headers, botId)).list as SourceRow[]).find(
          (source) => source.id === id,
        );
        if (found && (found.status === 'ready' || found.status === 'failed')) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`source ${id} never settled`);
    },
    balance: async (headers) =>
      (await call('GET', '/api/user/credits', headers)).body.data.total as number,
    expenses: async (headers) =>
      (await call('GET', '/api/used/list?pageSize=50', headers)).body.data.list,
    async storedChunks(sourceId) {
      const result = await world.t.app.deps.db.execute(sql`
        SELECT CASE WHEN embedding IS NULL THEN NULL ELSE vector_dims(embedding) END AS dims,
          embedding_model AS model, text
        FROM bot_chunks WHERE source_id = ${sourceId}::uuid ORDER BY ordinal`);
      return (
        result as unknown as {
          rows: Array<{ dims: number | null; model: string | null; text: string }>;
        }
      ).rows;
    },
    async close() {
      await world.close();
      await embeddings.close();
      await bare?.close();
    },
  };
}
