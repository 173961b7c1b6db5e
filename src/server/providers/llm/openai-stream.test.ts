// The OpenAI-style stream reader against the loopback OpenAI API: the text in order with the usage at the
// end, the request body each kind of model gets, HTTP errors with their status, the API's error event and a
// connection cut mid-answer (both failures, with the text so far kept by the sink), and an abort.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../tests/fakes/openai-chat';
import { APICallError } from '@ai-sdk/provider';
import type { StreamCall } from './chat-streamer';
import { compatibleModelRules, openAIModelRules } from './openai-chat-body';
import { openAIStreamer } from './openai-stream';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.script, {
    reply: () => 'one two three',
    tokenDelayMs: 0,
    firstTokenDelayMs: 0,
    failAfterTokens: undefined,
    cutAfterTokens: undefined,
    status: undefined,
  });
});

function recorder() {
  const sink = {
    text: '',
    deltas: 0,
    reported: undefined as [number | undefined, number | undefined] | undefined,
    delta(text: string) {
      sink.text += text;
      sink.deltas++;
    },
    usage(input: number | undefined, output: number | undefined) {
      sink.reported = [input, output];
    },
  };
  return sink;
}

const call = (overrides: Partial<StreamCall> = {}): StreamCall => ({
  prompt: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: [{ type: 'text', text: 'hi' }] },
  ],
  maxOutputTokens: 100,
  temperature: 0.3,
  abortSignal: new AbortController().signal,
  ...overrides,
});

const stream = (model = 'gpt-4o-mini', apiKey = fake.apiKey) =>
  openAIStreamer({ baseURL: fake.url, apiKey, model, rules: openAIModelRules(model) });

describe('openAIStreamer', () => {
  it('hands over every token in order, then the usage', async () => {
    const sink = recorder();
    await stream()(call(), sink);
    expect(sink.text).toBe('one two three');
    expect(sink.deltas).toBeGreaterThan(1);
    expect(sink.reported?.[0]).toBeGreaterThan(0);
    expect(sink.reported?.[1]).toBeGreaterThan(0);
    const body = fake.requests.at(-1)!.body;
    expect(body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 100,
      temperature: 0.3,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'hi' },
      ],
    });
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('sends pictures as data URLs beside the text', async () => {
    const sink = recorder();
    const picture = new Uint8Array([1, 2, 3]);
    const prompt: StreamCall['prompt'] = [
      {
        role: 'user',
        content: [
          { type: 'text', text: 'what is it?' },
          { type: 'file', data: picture, mediaType: 'image/png' },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'a dot' }] },
      { role: 'user', content: [{ type: 'text', text: 'sure?' }] },
    ];
    await stream()(call({ prompt }), sink);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'what is it?' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AQID' } },
          ],
        },
        { role: 'assistant', content: 'a dot' },
        { role: 'user', content: 'sure?' },
      ],
    });
  });

  it('gives a reasoning model its own fields and a relay the common ones', async () => {
    fake.script.models.push('o3-mini');
    await stream('o3-mini')(call(), recorder());
    const reasoning = fake.requests.at(-1)!.body as Record<string, unknown>;
    expect(reasoning).toMatchObject({ max_completion_tokens: 100 });
    expect(reasoning.messages).toContainEqual({ role: 'developer', content: 'Be brief.' });
    expect(reasoning).not.toHaveProperty('temperature');
    expect(reasoning).not.toHaveProperty('max_tokens');
    const relay = openAIStreamer({
      baseURL: `${fake.url}/`,
      apiKey: fake.apiKey,
      model: 'o3-mini',
      rules: compatibleModelRules(),
    });
    await relay(call(), recorder());
    expect(fake.requests.at(-1)!.body).toMatchObject({ max_tokens: 100, temperature: 0.3 });
  });

  it('fails with the HTTP status, for the user to read the right error', async () => {
    fake.script.status = 429;
    const failure = await stream()(call(), recorder()).catch((error: unknown) => error);
    expect(APICallError.isInstance(failure)).toBe(true);
    expect((failure as APICallError).statusCode).toBe(429);
    fake.script.status = undefined;
    const refused = await stream('gpt-4o', 'sk-wrong')(call(), recorder()).catch((e: unknown) => e);
    expect((refused as APICallError).statusCode).toBe(401);
  });

  it('fails on the API’s error event and on a cut connection, after the tokens that came', async () => {
    fake.script.failAfterTokens = 2;
    const failed = recorder();
    await expect(stream()(call(), failed)).rejects.toThrow();
    expect(failed.text).toBe('one two');
    fake.script.failAfterTokens = undefined;
    // The cut follows the second token at once; the first had time to arrive.
    fake.script.tokenDelayMs = 20;
    fake.script.cutAfterTokens = 2;
    const cut = recorder();
    await expect(stream()(call(), cut)).rejects.toThrow();
    expect(cut.text).toMatch(/^one/);
    expect(cut.reported).toBeUndefined();
  });

  it('drops the upstream call on an abort', async () => {
    fake.script.tokenDelayMs = 50;
    const controller = new AbortController();
    const sink = recorder();
    const running = stream()(call({ abortSignal: controller.signal }), {
      ...sink,
      delta: (text) => {
        sink.delta(text);
        controller.abort();
      },
    });
    await expect(running).rejects.toThrow();
    await expect.poll(() => fake.stats.aborted).toBeGreaterThan(0);
    expect(sink.deltas).toBe(1);
  });
});
