// Streamed answers against a real loopback server: an accepted request answers an event stream, a refused
// one an ordinary envelope; both must come through the same call, with the same headers.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { chatApi } from '@shared/api/chat';
import { formatEvent } from '@shared/api/event-stream';
import type { ChatEvent } from '@shared/api/chat';
import { platform } from '../platform';
import { ApiError } from './errors';
import { callStream, StreamBrokenError } from './stream';
import { setApiBase } from './client';
import { json, startLoopback } from '../test/loopback';

const message = {
  id: '6f1c1b9e-8c1a-4d7e-9a53-0d6f3f1f2a10',
  conversationId: '0b7d1c77-5d1f-4b45-9a0f-6a4f3b1f2e20',
  role: 'assistant' as const,
  content: '',
  images: [],
  status: 'streaming' as const,
  error: null,
  model: 'gpt-4o-mini',
  inputTokens: 10,
  outputTokens: 0,
  credits: 0,
  starred: false,
  feedback: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const body = {
  model: 'gpt-4o-mini',
  text: 'Hello',
  images: [],
  clientKey: 'abcdefgh12345678',
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(handler: Parameters<typeof startLoopback>[0]) {
  const server = await startLoopback(handler);
  close = server.close;
  setApiBase(server.url);
  return server;
}

function openSse(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
}

describe('callStream', () => {
  it('reads an event stream, even with events split across chunks, sending the usual headers', async () => {
    platform.setSession({ token: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 });
    const events: ChatEvent[] = [
      {
        type: 'start',
        conversationId: message.conversationId,
        userMessage: null,
        message,
        held: 5,
      },
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo, 世界' },
      { type: 'done', message: { ...message, content: 'Hello, 世界', status: 'done' } },
    ];
    const server = await serve((_req, _body, res) => {
      openSse(res);
      const wire = Buffer.from(events.map(formatEvent).join(''));
      // Cut mid-event and mid-character: the reader must put them back together.
      res.write(wire.subarray(0, 37));
      setTimeout(() => {
        res.write(wire.subarray(37, 150));
        res.end(wire.subarray(150));
      }, 20);
    });
    const seen: ChatEvent[] = [];
    const answer = await callStream(chatApi.push, {
      body,
      onEvent: (event) => seen.push(event),
      signal: new AbortController().signal,
    });
    expect(answer).toEqual({ kind: 'stream' });
    expect(seen).toEqual(events);
    expect(server.requests[0]?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-atrium-locale': 'en-US',
      'x-atrium-version': '1.0.0',
      accept: 'text/event-stream, application/json',
      'content-type': 'application/json',
    });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual(body);
  });

  it('throws the envelope’s refusal (402 with the translated message) without reading a stream', async () => {
    platform.setSession({ token: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 });
    await serve((_req, _body, res) =>
      json(res, 402, {
        success: false,
        code: 'INSUFFICIENT_CREDITS',
        msg: 'Your credits are not enough.',
      }),
    );
    const seen: ChatEvent[] = [];
    const error = await callStream(chatApi.push, {
      body,
      onEvent: (event) => seen.push(event),
      signal: new AbortController().signal,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).code).toBe('INSUFFICIENT_CREDITS');
    expect((error as ApiError).message).toBe('Your credits are not enough.');
    expect(seen).toEqual([]);
  });

  it('answers a JSON success as data (a route whose contract has data for it)', async () => {
    await serve((_req, _body, res) =>
      json(res, 200, { success: true, data: { ...message, status: 'done', content: 'Hi' } }),
    );
    const answer = await callStream(chatApi.act, {
      body: { action: 'like', messageId: message.id },
      onEvent: () => undefined,
      signal: new AbortController().signal,
    });
    expect(answer).toEqual({ kind: 'data', data: { ...message, status: 'done', content: 'Hi' } });
  });

  it('says the stream broke when the connection drops midway', async () => {
    await serve((req, _body, res) => {
      openSse(res);
      res.write(formatEvent({ type: 'delta', text: 'partial' }));
      setTimeout(() => req.socket.destroy(), 20);
    });
    const seen: ChatEvent[] = [];
    const error = await callStream(chatApi.push, {
      body,
      onEvent: (event) => seen.push(event),
      signal: new AbortController().signal,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StreamBrokenError);
    expect(seen).toEqual([{ type: 'delta', text: 'partial' }]);
  });

  it('lets the caller’s abort through as an abort', async () => {
    await serve((_req, _body, res) => {
      openSse(res);
      res.write(formatEvent({ type: 'delta', text: 'a' }));
    });
    const controller = new AbortController();
    const pending = callStream(chatApi.push, {
      body,
      onEvent: () => controller.abort(),
      signal: controller.signal,
    });
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(StreamBrokenError);
    expect(controller.signal.aborted).toBe(true);
  });
});
