// The loopback embeddings API with plain fetch: vectors that carry meaning, sizes per model, usage, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEmbedding, startFakeEmbeddings, type FakeEmbeddings } from './embeddings';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

describe('fake embeddings', () => {
  let fake: FakeEmbeddings;
  beforeAll(async () => {
    fake = await startFakeEmbeddings();
  });
  afterAll(() => fake.close());

  const post = (body: object, key = fake.apiKey) =>
    fetch(`${fake.url}/embeddings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('puts similar texts closer than unrelated ones, in English and Chinese', () => {
    const refund = fakeEmbedding('How do I get a refund for my order?', 512);
    const refundAgain = fakeEmbedding('Refund rules for an order you returned', 512);
    const weather = fakeEmbedding('Sunny weather with light winds tomorrow', 512);
    expect(cosine(refund, refundAgain)).toBeGreaterThan(cosine(refund, weather) + 0.2);
    const zh = fakeEmbedding('退款政策是什么', 512);
    expect(cosine(zh, fakeEmbedding('关于退款政策的说明', 512))).toBeGreaterThan(
      cosine(zh, fakeEmbedding('明天天气晴朗', 512)),
    );
    // Chinese words split as the keyword search splits them, their characters bringing 借书 near 借阅图书.
    const borrow = fakeEmbedding('怎么借书？', 512);
    expect(cosine(borrow, fakeEmbedding('借阅图书', 512))).toBeGreaterThan(0.15);
    expect(cosine(borrow, fakeEmbedding('游泳池每天下午清洁消毒。', 512))).toBe(0);
    expect(Math.hypot(...refund)).toBeCloseTo(1, 10);
    expect(fakeEmbedding('same words', 64)).toEqual(fakeEmbedding('Same words!', 64));
  });

  it('answers OpenAI’s list with usage, at the size asked for', async () => {
    const response = await post({
      model: 'text-embedding-3-small',
      input: ['hello world', '你好世界'],
      dimensions: 256,
    });
    const body = (await response.json()) as {
      object: string;
      data: Array<{ object: string; index: number; embedding: number[] }>;
      usage: { prompt_tokens: number; total_tokens: number };
    };
    expect(body.object).toBe('list');
    expect(body.data.map((item) => [item.object, item.index, item.embedding.length])).toEqual([
      ['embedding', 0, 256],
      ['embedding', 1, 256],
    ]);
    expect(body.usage.prompt_tokens).toBeGreaterThan(2);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens);
    const whole = await post({ model: 'text-embedding-3-large', input: 'one' });
    const large = (await whole.json()) as { data: Array<{ embedding: number[] }> };
    expect(large.data[0]?.embedding).toHaveLength(3072);
  });

  it('answers base64 floats when asked', async () => {
    const response = await post({
      model: 'text-embedding-3-small',
      input: 'hello',
      dimensions: 8,
      encoding_format: 'base64',
    });
    const body = (await response.json()) as { data: Array<{ embedding: string }> };
    const bytes = Buffer.from(body.data[0]!.embedding, 'base64');
    const floats = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    expect([...floats].map((value) => Number(value.toFixed(5)))).toEqual(
      fakeEmbedding('hello', 8).map((value) => Number(value.toFixed(5))),
    );
  });

  it('refuses as OpenAI does', async () => {
    expect((await post({ model: 'text-embedding-3-small', input: 'x' }, 'sk-bad')).status).toBe(
      401,
    );
    expect((await post({ model: 'nope', input: 'x' })).status).toBe(404);
    const ada = await post({ model: 'text-embedding-ada-002', input: 'x', dimensions: 64 });
    expect(ada.status).toBe(400);
    expect((await post({ model: 'text-embedding-3-small', input: [] })).status).toBe(400);
    fake.script.status = 429;
    const limited = await post({ model: 'text-embedding-3-small', input: 'x' });
    fake.script.status = undefined;
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe(
      'rate_limit_exceeded',
    );
  });
});
