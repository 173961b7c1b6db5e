// The embeddings client against the loopback OpenAI embeddings API: batches in order with their tokens
// added up, the size asked for, the time limit, and the provider's errors.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmbedder } from '../../../../src/server/providers/embeddings';
import { fakeEmbedding, startFakeEmbeddings, type FakeEmbeddings } from '../../../fakes/embeddings';

let fake: FakeEmbeddings;
beforeAll(async () => {
  fake = await startFakeEmbeddings();
});
afterAll(() => fake?.close());

const config = () => ({ baseURL: fake.url, apiKey: fake.apiKey, model: 'text-embedding-3-small' });

it('embeds many texts in batches, in order, with the tokens counted', async () => {
  fake.requests.length = 0;
  const texts = Array.from({ length: 7 }, (_, index) => `text number ${index} about routers`);
  const embedder = createEmbedder({ ...config(), dimensions: 256, batchSize: 3 });
  const { embeddings, tokens } = await embedder.embed(texts);
  expect(fake.requests.filter((call) => call.path === '/v1/embeddings')).toHaveLength(3);
  expect(embeddings).toHaveLength(7);
  expect(embeddings[4]).toEqual(fakeEmbedding(texts[4]!, 256));
  expect(tokens).toBe(7 * 6);
  expect((fake.requests[0]?.body as { dimensions?: number }).dimensions).toBe(256);
});

it('uses the model’s own size when none is asked for', async () => {
  const { embeddings } = await createEmbedder(config()).embed(['hello']);
  expect(embeddings[0]).toHaveLength(1536);
});

it('gives up after its time limit', async () => {
  fake.script.delayMs = 500;
  try {
    const embedder = createEmbedder({ ...config(), timeoutMs: 100, maxRetries: 0 });
    await expect(embedder.embed(['slow'])).rejects.toThrow();
  } finally {
    fake.script.delayMs = 0;
  }
});

it('passes the provider’s error on', async () => {
  fake.script.status = 500;
  try {
    await expect(createEmbedder({ ...config(), maxRetries: 0 }).embed(['x'])).rejects.toThrow(
      /server had an error/,
    );
  } finally {
    fake.script.status = undefined;
  }
  const wrongKey = createEmbedder({ ...config(), apiKey: 'sk-wrong', maxRetries: 0 });
  await expect(wrongKey.embed(['x'])).rejects.toThrow(/Incorrect API key/);
});
