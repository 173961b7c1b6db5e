// The loopback OpenAI chat and Anthropic Messages APIs driven with plain fetch: streamed and whole answers
// with their usage, auth and model errors, HTTP errors, the scripted failures (an error event mid-stream, a
// cut connection), max tokens, and a client abort counted in `stats.aborted`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from './anthropic';
import { startFakeOpenAI, type FakeOpenAI } from './openai-chat';

let fake: FakeOpenAI | FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

interface SseEvent {
  event?: string;
  data: string;
}

/** The events of an SSE body, read to its end (rejects when the connection breaks). */
async function readSse(response: Response): Promise<SseEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
      return event ? { event, data } : { data };
    });
}
/** The fields the tests read from either API's JSON, all optional. */
interface Wire {
  id?: string;
  object?: string;
  choices?: Array<{ delta?: { content?: string }; finish_reason?: string | null }>;
  delta?: { text?: string };
  message?: unknown;
  data?: Array<{ id: string }>;
  error?: { type: string; message: string; code?: string };
}
const json = (events: SseEvent[]) =>
  events.filter((e) => e.data !== '[DONE]').map((e) => JSON.parse(e.data) as Wire);
const body = async (response: Response) => (await response.json()) as Wire;

describe('fake OpenAI chat', () => {
  const start = async (options: Parameters<typeof startFakeOpenAI>[0] = {}) => {
    const openai = await startFakeOpenAI(options);
    fake = openai;
    return openai;
  };
  const chat = (openai: FakeOpenAI, body: object, key = openai.apiKey, signal?: AbortSignal) =>
    fetch(`${openai.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'hello there' }],
        ...body,
      }),
      ...(signal && { signal }),
    });

  it('streams one chunk per token, the finish reason, usage and [DONE]', async () => {
    const openai = await start();
    const response = await chat(openai, { stream: true, stream_options: { include_usage: true } });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = await readSse(response);
    expect(events.at(-1)?.data).toBe('[DONE]');
    const chunks = json(events);
    expect(chunks[0]?.choices?.[0]?.delta).toEqual({ role: 'assistant', content: '' });
    expect(
      chunks.every((c) => c.object === 'chat.completion.chunk' && c.id?.startsWith('chatcmpl-')),
    ).toBe(true);
    const deltas = chunks.slice(1, -2).map((c) => c.choices?.[0]?.delta?.content);
    expect(deltas).toEqual(['You', ' said:', ' hello', ' there']);
    expect(chunks.at(-2)?.choices?.[0]?.finish_reason).toBe('stop');
    // 'hello there' is 11 characters: 3 prompt tokens.
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
    });
    expect(openai.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: { stream: true },
    });
    expect(openai.stats).toEqual({ activeStreams: 0, aborted: 0 });
  });

  it('answers whole, at a base URL without /v1 too, and lists its models', async () => {
    const openai = await start({ reply: () => 'Hi!' });
    const url = openai.url.replace(/\/v1$/, '');
    const response = await fetch(`${url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${openai.apiKey}` },
      body: JSON.stringify({
        model: 'gpt-4o',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'look' },
              { type: 'image_url', image_url: { url: 'data:,' } },
            ],
          },
        ],
      }),
    });
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o',
      choices: [
        { index: 0, message: { role: 'assistant', content: 'Hi!' }, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
    const models = await fetch(`${openai.url}/models`, {
      headers: { authorization: `Bearer ${openai.apiKey}` },
    });
    expect((await body(models)).data?.map((m) => m.id)).toContain('gpt-4.1');
    expect(openai.env).toEqual({ OPENAI_API_KEY: openai.apiKey, OPENAI_BASE_URL: openai.url });
  });

  it('refuses a wrong key, an unknown model, and answers a scripted status', async () => {
    const openai = await start();
    const unauthorized = await chat(openai, {}, 'sk-wrong');
    expect(unauthorized.status).toBe(401);
    expect((await body(unauthorized)).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    });
    const unknown = await chat(openai, { model: 'gpt-9' });
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).error).toMatchObject({
      message: 'The model `gpt-9` does not exist',
      code: 'model_not_found',
    });
    openai.script.status = 429;
    expect((await chat(openai, {})).status).toBe(429);
  });

  it('stops at max tokens with finish_reason length', async () => {
    const openai = await start();
    const whole = (await (await chat(openai, { max_completion_tokens: 2 })).json()) as {
      choices: unknown[];
      usage: { completion_tokens: number };
    };
    expect(whole.choices[0]).toMatchObject({
      message: { content: 'You said:' },
      finish_reason: 'length',
    });
    expect(whole.usage.completion_tokens).toBe(2);
    const chunks = json(await readSse(await chat(openai, { stream: true, max_tokens: 1 })));
    expect(chunks.at(-1)?.choices?.[0]?.finish_reason).toBe('length');
  });

  it('ends with an error event after failAfterTokens, breaks the stream after cutAfterTokens', async () => {
    const openai = await start({ failAfterTokens: 2 });
    const events = await readSse(await chat(openai, { stream: true }));
    expect(events).toHaveLength(4); // role chunk, two tokens, the error
    expect(JSON.parse(events[3]?.data ?? '')).toEqual({
      error: { message: 'upstream overloaded', type: 'server_error' },
    });
    openai.script.failAfterTokens = undefined;
    openai.script.cutAfterTokens = 1;
    await expect(readSse(await chat(openai, { stream: true }))).rejects.toThrow();
    expect(openai.stats).toEqual({ activeStreams: 0, aborted: 0 });
  });

  it('counts a client abort', async () => {
    const openai = await start({ tokenDelayMs: 50 });
    const controller = new AbortController();
    const response = await chat(openai, { stream: true }, openai.apiKey, controller.signal);
    const reader = response.body!.getReader();
    await reader.read();
    expect(openai.stats.activeStreams).toBe(1);
    controller.abort();
    await vi.waitFor(() => expect(openai.stats).toEqual({ activeStreams: 0, aborted: 1 }));
  });
});

describe('fake Anthropic messages', () => {
  const start = async (options: Parameters<typeof startFakeAnthropic>[0] = {}) => {
    const anthropic = await startFakeAnthropic(options);
    fake = anthropic;
    return anthropic;
  };
  const headers = (key: string) => ({ 'x-api-key': key, 'anthropic-version': '2023-06-01' });
  const messages = (
    anthropic: FakeAnthropic,
    body: object,
    key = anthropic.apiKey,
    signal?: AbortSignal,
  ) =>
    fetch(`${anthropic.url}/messages`, {
      method: 'POST',
      headers: { ...headers(key), 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'claude-haiku-4-5',
        max_tokens: 100,
        system: 'Be brief',
        messages: [{ role: 'user', content: [{ type: 'text', text: 'hello' }] }],
        ...body,
      }),
      ...(signal && { signal }),
    });

  it('streams message_start … message_stop with a delta per token and usage', async () => {
    const anthropic = await start();
    const events = await readSse(await messages(anthropic, { stream: true }));
    expect(events.map((e) => e.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const data = json(events);
    // 'Be brief' + 'hello' is 13 characters: 4 input tokens.
    expect(data[0]?.message).toMatchObject({
      type: 'message',
      role: 'assistant',
      usage: { input_tokens: 4, output_tokens: 1 },
    });
    expect(data.slice(3, 6).map((d) => d.delta?.text)).toEqual(['You', ' said:', ' hello']);
    expect(data[7]).toMatchObject({
      delta: { stop_reason: 'end_turn' },
      usage: { output_tokens: 3 },
    });
  });

  it('answers whole, and stops at max_tokens', async () => {
    const anthropic = await start();
    expect(await (await messages(anthropic, {})).json()).toMatchObject({
      type: 'message',
      content: [{ type: 'text', text: 'You said: hello' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 4, output_tokens: 3 },
    });
    const short = await (await messages(anthropic, { max_tokens: 1 })).json();
    expect(short).toMatchObject({ content: [{ text: 'You' }], stop_reason: 'max_tokens' });
    const data = json(await readSse(await messages(anthropic, { stream: true, max_tokens: 2 })));
    expect(data.at(-2)).toMatchObject({
      delta: { stop_reason: 'max_tokens' },
      usage: { output_tokens: 2 },
    });
    expect(anthropic.env.ANTHROPIC_BASE_URL).toMatch(/\/v1$/);
  });

  it('refuses a wrong key, a missing max_tokens, an unknown model, and answers a scripted status', async () => {
    const anthropic = await start();
    const unauthorized = await messages(anthropic, {}, 'sk-wrong');
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({
      type: 'error',
      error: { type: 'authentication_error' },
    });
    const missing = await messages(anthropic, { max_tokens: undefined });
    expect(missing.status).toBe(400);
    expect((await body(missing)).error?.type).toBe('invalid_request_error');
    expect((await messages(anthropic, { model: 'claude-9' })).status).toBe(404);
    anthropic.script.status = 529;
    const overloaded = await messages(anthropic, {});
    expect(overloaded.status).toBe(529);
    expect((await body(overloaded)).error?.type).toBe('overloaded_error');
  });

  it('ends with an error event after failAfterTokens, breaks the stream after cutAfterTokens', async () => {
    const anthropic = await start({ failAfterTokens: 1 });
    const events = await readSse(await messages(anthropic, { stream: true }));
    expect(events.map((e) => e.event).slice(-2)).toEqual(['content_block_delta', 'error']);
    expect(JSON.parse(events.at(-1)?.data ?? '')).toEqual({
      type: 'error',
      error: { type: 'overloaded_error', message: 'upstream overloaded' },
    });
    anthropic.script.failAfterTokens = undefined;
    anthropic.script.cutAfterTokens = 2;
    await expect(readSse(await messages(anthropic, { stream: true }))).rejects.toThrow();
    expect(anthropic.stats.aborted).toBe(0);
  });

  it('counts a client abort', async () => {
    const anthropic = await start({ firstTokenDelayMs: 20, tokenDelayMs: 50 });
    const controller = new AbortController();
    const response = await messages(
      anthropic,
      { stream: true },
      anthropic.apiKey,
      controller.signal,
    );
    await response.body!.getReader().read();
    controller.abort();
    await vi.waitFor(() => expect(anthropic.stats).toEqual({ activeStreams: 0, aborted: 1 }));
  });
});
