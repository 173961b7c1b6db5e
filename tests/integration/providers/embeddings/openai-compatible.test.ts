// The embeddings client against the loopback OpenAI embeddings API: batches in order with their tokens
// added up, the size asked for (or only checked), the time limit, and the provider's errors, told apart into
// those a later try may fix and those it will not.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmbedder, isTransientFailure } from '../../../../src/server/providers/embeddings';
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

it('tells a failure worth trying again from one that is not', async () => {
  const failure = (embedder: ReturnType<typeof createEmbedder>) =>
    embedder.embed(['x']).then(
      () => undefined,
      (error: unknown) => error,
    );
  fake.script.status = 500;
  try {
    expect(
      await isTransientFailure(await failure(createEmbedder({ ...config(), maxRetries: 0 }))),
    ).toBe(true);
  } finally {
    fake.script.status = undefined;
  }
  const wrongKey = createEmbedder({ ...config(), apiKey: 'sk-wrong', maxRetries: 0 });
  expect(await isTransientFailure(await failure(wrongKey))).toBe(false);
  // A model of one size asked nothing: its answer is checked against the size configured.
  fake.requests.length = 0;
  const wrongSize = createEmbedder({ ...config(), dimensions: 256, shorten: false });
  const error = await failure(wrongSize);
  expect((fake.requests[0]?.body as { dimensions?: number }).dimensions).toBeUndefined();
  expect(String(error)).toMatch(/answered 1536 dimensions, not 256/);
  expect(await isTransientFailure(error)).toBe(false);
});
