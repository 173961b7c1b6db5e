// Streaming answers end to end over real sockets against the fake providers: what the client reads, what is
// stored, and what is charged, when everything goes well and when the client, the user or the provider
// ends an answer early.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { priceOf } from '../../../../src/shared/billing/prices';
import { ownedUploads, readUpload } from '../../../../src/server/files/repo';
import { countPromptTokens, splitTokens, type LlmRequest } from '../../../fakes/llm-common';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import { expectLedgerConsistent } from '../../support/ledger';

let world: ChatWorld;
beforeAll(async () => {
  world = await createChatWorld({ extraFree: ['claude-3', 'gpt-4o'] });
});
afterAll(() => world.close());
beforeEach(() => {
  for (const fake of [world.openai, world.anthropic]) {
    Object.assign(fake.script, {
      tokenDelayMs: 0,
      firstTokenDelayMs: 0,
      failAfterTokens: undefined,
      cutAfterTokens: undefined,
      status: undefined,
      reply: (request: LlmRequest) =>
        `You said: ${request.messages.filter((m) => m.role === 'user').at(-1)?.text ?? ''}`,
    });
  }
});

const balance = (headers: Record<string, string>) => world.balance(headers);
const push = (
  headers: Record<string, string>,
  body: object,
  until?: Parameters<typeof stream>[4],
) => stream(world.base, '/api/user/chat/push', headers, { clientKey: key(), ...body }, until);
const get = async (url: string, headers: Record<string, string>) =>
  (await world.t.app.inject({ method: 'GET', url, headers })).json();
const act = (headers: Record<string, string>, payload: object) =>
  world.t.app.inject({ method: 'POST', url: '/api/user/chat/act', headers, payload });
const prices = () => world.t.app.deps.credits.prices;

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(50);
  }
}

describe('streaming answers', () => {
  it('streams start, deltas and done, stores both messages and charges exactly the usage', async () => {
    const user = await world.user('stream');
    const before = await balance(user.headers);
    const result = await push(user.headers, { model: 'gpt-4o-mini', text: 'Hello there, model' });
    expect(result.status).toBe(200);
    expect(result.events[0]?.type).toBe('start');
    // Tokens that arrive while the answer's rows are being written come together in the first delta.
    expect(result.events.filter((e) => e.type === 'delta').length).toBeGreaterThanOrEqual(1);
    expect(result.text).toBe('You said: Hello there, model');
    const answer = finalMessage(result);
    expect(answer).toMatchObject({ status: 'done', content: result.text, error: null });

    const request = world.openai.requests.at(-1)!.body as { messages: unknown[] };
    expect(request.messages).toHaveLength(1);
    const expectedInput = countPromptTokens({
      system: '',
      messages: [{ role: 'user', text: 'Hello there, model' }],
    } as LlmRequest);
    expect(answer.inputTokens).toBe(expectedInput);
    expect(answer.outputTokens).toBe(splitTokens(result.text).length);
    const cost = priceOf(prices(), {
      kind: 'chat',
      model: 'gpt-4o-mini',
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
    });
    expect(answer.credits).toBe(cost);
    expect(await balance(user.headers)).toBe(before - cost!);
    await expectLedgerConsistent(world.t, user.id);

    const start = result.events[0] as Extract<(typeof result.events)[0], { type: 'start' }>;
    const page = await get(
      `/api/user/chat/messages?conversationId=${start.conversationId}`,
      user.headers,
    );
    expect(page.data.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    const expenses = await get('/api/used/list', user.headers);
    expect(expenses.data.list[0]).toMatchObject({ service: 'chat', credits: cost });
  });

  it('streams from Anthropic the same way and sends the history with the character prompt', async () => {
    const user = await world.user('claude');
    const first = await push(user.headers, { model: 'claude-3', text: 'First question' });
    const conversationId = finalMessage(first).conversationId;
    const second = await push(user.headers, { model: 'claude-3', conversationId, text: 'Second' });
    expect(finalMessage(second)).toMatchObject({ status: 'done', content: 'You said: Second' });
    const sent = world.anthropic.requests.at(-1)!.body as { messages: Array<{ role: string }> };
    expect(sent.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('sends a picture to vision models in each provider’s own image format', async () => {
    const user = await world.user('vision');
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3a6' },
    })
      .png()
      .toBuffer();
    const uploaded = await world.t.app.inject({
      method: 'POST',
      url: '/api/upload64',
      headers: user.headers,
      payload: { purpose: 'chat', data: png.toString('base64'), name: 'dot.png' },
    });
    const imageId = uploaded.json().data.id as string;
    // The server stores the picture re-encoded: compare what arrives with what it kept.
    const stored = await readUpload(
      world.t.app.deps,
      (await ownedUploads(world.t.app.deps, user.id, [imageId]))[0]!,
    );
    const base64 = stored.bytes.toString('base64');

    await push(user.headers, { model: 'gpt-4o', text: 'What is this?', images: [imageId] });
    const toOpenAI = world.openai.requests.at(-1)!.body as {
      messages: Array<{ role: string; content: unknown }>;
    };
    expect(toOpenAI.messages.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'What is this?' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${base64}` } },
      ],
    });

    await push(user.headers, { model: 'claude-3', text: 'And this?', images: [imageId] });
    const toAnthropic = world.anthropic.requests.at(-1)!.body as {
      messages: Array<{ role: string; content: Array<Record<string, unknown>> }>;
    };
    expect(toAnthropic.messages.at(-1)?.content).toEqual([
      expect.objectContaining({ type: 'text', text: 'And this?' }),
      expect.objectContaining({
        type: 'image',
        source: { type: 'base64', media_type: 'image/png', data: base64 },
      }),
    ]);
  });

  it('keeps writing when the client leaves, and a reload follows the rest', async () => {
    const user = await world.user('leave');
    world.openai.script.tokenDelayMs = 40;
    const long = Array.from({ length: 60 }, (_, i) => `n${i}`).join(' ');
    world.openai.script.reply = () => long;
    let messageId = '';
    const left = await push(user.headers, { model: 'gpt-4o-mini', text: 'count' }, (event, all) => {
      if (event.type === 'start') messageId = event.message.id;
      return all.filter((e) => e.type === 'delta').length >= 2;
    });
    expect(left.text.length).toBeGreaterThan(0);
    // The part so far is saved while it grows (about once a second).
    const partial = await waitFor(async () => {
      const page = await get(
        `/api/user/chat/messages?conversationId=${(left.events[0] as { conversationId: string }).conversationId}`,
        user.headers,
      );
      const answer = page.data.messages.at(-1);
      return answer.status === 'streaming' && answer.content ? answer : undefined;
    });
    expect(partial.content.length).toBeGreaterThan(0);
    const followed = await stream(
      world.base,
      `/api/user/chat/follow?messageId=${messageId}`,
      user.headers,
    );
    expect(followed.events[0]?.type).toBe('snapshot');
    expect(followed.text).toBe(long);
    expect(finalMessage(followed).status).toBe('done');
  });

  it('stops at the user’s word: the provider call is aborted and only what was used is charged', async () => {
    const user = await world.user('stop');
    world.openai.script.tokenDelayMs = 50;
    world.openai.script.reply = () => Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const abortedBefore = world.openai.stats.aborted;
    const before = await balance(user.headers);
    let held = 0;
    const result = await push(
      user.headers,
      { model: 'gpt-4o-mini', text: 'long' },
      async (event, all) => {
        if (event.type === 'start') held = event.held;
        if (all.filter((e) => e.type === 'delta').length === 3) {
          const start = all[0] as { message: { id: string } };
          const stopped = await act(user.headers, { action: 'stop', messageId: start.message.id });
          expect(stopped.json().data.status).toBe('stopped');
        }
        return false;
      },
    );
    const answer = finalMessage(result);
    expect(answer.status).toBe('stopped');
    expect(answer.content.length).toBeGreaterThan(0);
    expect(answer.content.length).toBeLessThan(200 * 4);
    await waitFor(async () => (world.openai.stats.aborted > abortedBefore ? true : undefined));
    const cost = priceOf(prices(), {
      kind: 'chat',
      model: 'gpt-4o-mini',
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
    })!;
    expect(answer.credits).toBe(cost);
    expect(cost).toBeLessThan(held);
    expect(await balance(user.headers)).toBe(before - cost);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('keeps and marks the partial answer when the provider fails or cuts the stream midway', async () => {
    const user = await world.user('fail');
    world.openai.script.reply = () => 'alpha beta gamma delta epsilon zeta eta theta';
    world.openai.script.failAfterTokens = 3;
    const failed = await push(user.headers, { model: 'gpt-4o-mini', text: 'x' });
    const last = failed.events.at(-1)!;
    expect(last).toMatchObject({ type: 'error', code: 'STREAM_INTERRUPTED' });
    expect(finalMessage(failed)).toMatchObject({ status: 'failed', content: 'alpha beta gamma' });
    expect(finalMessage(failed).credits).toBeGreaterThan(0);

    world.openai.script.failAfterTokens = undefined;
    world.openai.script.cutAfterTokens = 2;
    // Written tokens reach the client before the socket is destroyed.
    world.openai.script.tokenDelayMs = 20;
    const cut = await push(user.headers, { model: 'gpt-4o-mini', text: 'y' });
    // What arrived before the cut is kept (a token written just before it may be lost with the socket).
    expect(finalMessage(cut)).toMatchObject({
      status: 'failed',
      error: 'errors.streamInterrupted',
    });
    expect(finalMessage(cut).content).toMatch(/^alpha/);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('charges nothing when the provider refuses the call, and says why in the user’s language', async () => {
    const user = await world.user('refused');
    const before = await balance(user.headers);
    world.openai.script.status = 500;
    const failed = await stream(
      world.base,
      '/api/user/chat/push',
      { ...user.headers, 'x-atrium-locale': 'zh-CN' },
      { clientKey: key(), model: 'gpt-4o-mini', text: 'hi' },
    );
    expect(failed.events.at(-1)).toMatchObject({
      type: 'error',
      code: 'PROVIDER_ERROR',
      msg: '模型服务返回了错误。请重试。',
    });
    world.openai.script.status = 429;
    const busy = await push(user.headers, { model: 'gpt-4o-mini', text: 'hi' });
    expect(busy.events.at(-1)).toMatchObject({ type: 'error', code: 'PROVIDER_RATE_LIMITED' });
    expect(finalMessage(busy).credits).toBe(0);
    expect(await balance(user.headers)).toBe(before);
  });

  it('holds before calling: of five concurrent requests on a small balance only what fits runs', async () => {
    const user = await world.user('small');
    const calls = world.openai.requests.length;
    // The accepted answer stays open while the others ask, however slowly they arrive.
    world.openai.script.firstTokenDelayMs = 2_000;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => push(user.headers, { model: 'gpt-4o', text: 'hello' })),
    );
    const accepted = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 402);
    // 15 credits hold one answer of gpt-4o (up to 4,096 output tokens at 2 credits per 1,000).
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.envelope).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      msg: 'Your credits are not enough. Please purchase more or upgrade your account.',
    });
    expect(world.openai.requests.length - calls).toBe(1);
    expect(await balance(user.headers)).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('calls the provider while the hold is written for an account seen able to pay, and cancels it if the hold refuses', async () => {
    const user = await world.user('early');
    const query = {
      kind: 'chat',
      model: 'gpt-4o-mini',
      inputTokens: 10,
      outputTokens: 100,
    } as const;
    const { credits } = world.t.app.deps;
    expect(credits.mayCover(user.id, query)).toBe(false);
    const first = await push(user.headers, { model: 'gpt-4o-mini', text: 'hello' });
    expect(first.status).toBe(200);
    // The hold had the account looked at, off the answer's path.
    await waitFor(async () => credits.mayCover(user.id, query) || undefined);

    // Spent elsewhere (another server, say): this process still thinks the account can pay.
    await credits.ledger.deduct({
      userId: user.id,
      amount: await balance(user.headers),
      service: 'test',
      event: 'spent elsewhere',
    });
    const calls = world.openai.requests.length;
    const aborted = world.openai.stats.aborted;
    world.openai.script.firstTokenDelayMs = 2_000;
    const refused = await push(user.headers, { model: 'gpt-4o-mini', text: 'again' });
    expect(refused.status).toBe(402);
    expect(refused.envelope).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    // The call went out with the hold and was cancelled when it was refused: nothing stored or charged.
    expect(world.openai.requests.length - calls).toBe(1);
    await waitFor(async () => (world.openai.stats.aborted > aborted ? true : undefined));
    const conversations = await get('/api/user/chat/list', user.headers);
    expect(conversations.data.list).toHaveLength(1);
    expect(await balance(user.headers)).toBe(0);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('regenerates the last answer and edits a question, replacing what followed', async () => {
    const user = await world.user('again');
    const first = await push(user.headers, { model: 'gpt-4o-mini', text: 'first' });
    const conversationId = finalMessage(first).conversationId;
    const second = await push(user.headers, {
      model: 'gpt-4o-mini',
      conversationId,
      text: 'second',
    });
    world.openai.script.reply = () => 'a new answer';
    const regenerated = await stream(world.base, '/api/user/chat/act', user.headers, {
      action: 'regenerate',
      messageId: finalMessage(second).id,
      clientKey: key(),
    });
    expect(finalMessage(regenerated).content).toBe('a new answer');
    let page = await get(`/api/user/chat/messages?conversationId=${conversationId}`, user.headers);
    expect(page.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'first',
      'You said: first',
      'second',
      'a new answer',
    ]);
    const firstQuestion = page.data.messages[0].id;
    world.openai.script.reply = () => 'edited answer';
    const edited = await stream(world.base, '/api/user/chat/act', user.headers, {
      action: 'edit',
      messageId: firstQuestion,
      text: 'first, edited',
      clientKey: key(),
    });
    expect(finalMessage(edited).status).toBe('done');
    page = await get(`/api/user/chat/messages?conversationId=${conversationId}`, user.headers);
    expect(page.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'first, edited',
      'edited answer',
    ]);
  });
});
