// A streamed answer from the client's side, against a loopback server: a connection that breaks midway is
// followed again (the server kept writing), and Stop asks the server and stops reading.
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/api/chat';
import { chatService } from '../../../api/chat';
import { setApiBase } from '../../../api/client';
import { formatEvent } from '@shared/api/event-stream';
import { json, startLoopback } from '../../../test/loopback';
import { AnswerRun } from './answer-run';

const answer: ChatMessage = {
  id: '6f1c1b9e-8c1a-4d7e-9a53-0d6f3f1f2a10',
  conversationId: '0b7d1c77-5d1f-4b45-9a0f-6a4f3b1f2e20',
  role: 'assistant',
  content: '',
  images: [],
  status: 'streaming',
  error: null,
  model: 'gpt-4o-mini',
  inputTokens: 10,
  outputTokens: 0,
  credits: 0,
  starred: false,
  feedback: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const body = { model: 'gpt-4o-mini', text: 'Hi', images: [], clientKey: 'abcdefgh12345678' };
const frames = {
  request: (callback: () => void) => setTimeout(callback, 0) as unknown as number,
  cancel: clearTimeout,
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

function track() {
  const state = { text: '', message: undefined as ChatMessage | undefined, started: false };
  return {
    state,
    handlers: {
      onStart: () => (state.started = true),
      onMessage: (message: ChatMessage) => {
        state.message = message;
        state.text = message.content;
      },
      onAppend: (_id: string, text: string) => (state.text += text),
      onFailure: () => undefined,
    },
  };
}

describe('AnswerRun', () => {
  it('follows the answer again when the connection breaks, and ends with the stored answer', async () => {
    const server = await startLoopback((req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (req.url?.startsWith('/api/user/chat/push')) {
        res.write(
          formatEvent({
            type: 'start',
            conversationId: answer.conversationId,
            userMessage: null,
            message: answer,
            held: 9,
          }),
        );
        res.write(formatEvent({ type: 'delta', text: 'Hello' }));
        setTimeout(() => req.socket.destroy(), 30);
      } else {
        res.write(formatEvent({ type: 'snapshot', message: { ...answer, content: 'Hello, wor' } }));
        res.write(formatEvent({ type: 'delta', text: 'ld' }));
        res.end(
          formatEvent({
            type: 'done',
            message: { ...answer, content: 'Hello, world', status: 'done', credits: 3 },
          }),
        );
      }
    });
    close = server.close;
    setApiBase(server.url);
    const { state, handlers } = track();
    const run = new AnswerRun(
      (onEvent, signal) => chatService.push(body, onEvent, signal),
      handlers,
      frames,
    );
    await expect(run.done).resolves.toBe('ended');
    expect(state.started).toBe(true);
    expect(state.message?.status).toBe('done');
    expect(state.text).toBe('Hello, world');
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/user/chat/push',
      `/api/user/chat/follow?messageId=${answer.id}`,
    ]);
  });

  it('stops: asks the server, shows the stopped answer, stops reading', async () => {
    const server = await startLoopback((req, _body, res) => {
      if (req.url?.startsWith('/api/user/chat/act'))
        return json(res, 200, {
          success: true,
          data: { ...answer, content: 'Par', status: 'stopped' },
        });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(
        formatEvent({
          type: 'start',
          conversationId: answer.conversationId,
          userMessage: null,
          message: answer,
          held: 9,
        }),
      );
      res.write(formatEvent({ type: 'delta', text: 'Par' }));
      // The stream stays open: without the stop, this answer would never end.
    });
    close = server.close;
    setApiBase(server.url);
    const { state, handlers } = track();
    const run = new AnswerRun(
      (onEvent, signal) => chatService.push(body, onEvent, signal),
      handlers,
      frames,
    );
    await new Promise((resolve) => setTimeout(resolve, 80));
    await run.stop();
    await expect(run.done).resolves.toBe('ended');
    expect(state.message?.status).toBe('stopped');
    expect(JSON.parse(server.requests[1]?.body ?? '{}')).toEqual({
      action: 'stop',
      messageId: answer.id,
    });
  });

  it('passes a refusal to the caller without following', async () => {
    const server = await startLoopback((_req, _body, res) =>
      json(res, 403, {
        success: false,
        code: 'MODEL_LOCKED',
        msg: 'Free accounts cannot use GPT-4.',
      }),
    );
    close = server.close;
    setApiBase(server.url);
    const { handlers } = track();
    const run = new AnswerRun(
      (onEvent, signal) => chatService.push(body, onEvent, signal),
      handlers,
      frames,
    );
    await expect(run.done).rejects.toMatchObject({
      code: 'MODEL_LOCKED',
      message: 'Free accounts cannot use GPT-4.',
    });
    expect(server.requests).toHaveLength(1);
  });
});
