// The chat calls around the stream: bad input answered clearly before any provider call, one user never
// reaching another's chats, history, search, stars, sharing, clearing, Mo chat, the token calls, and the
// recovery of answers whose server process died.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../../../../src/shared/api/chat';
import { chatMessages } from '../../../../src/server/db/schema';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import { expectLedgerConsistent } from '../../support/ledger';

let world: ChatWorld;
let alice: { headers: Record<string, string>; id: string };
let bob: { headers: Record<string, string>; id: string };
let conversationId: string;
let answerId: string;

beforeAll(async () => {
  world = await createChatWorld();
  alice = await world.user('alice');
  bob = await world.user('bob');
  const first = await push(alice.headers, {
    model: 'gpt-4o-mini',
    text: 'Tell me about 100% cotton_shirts',
  });
  conversationId = finalMessage(first).conversationId;
  answerId = finalMessage(first).id;
});
afterAll(() => world.close());

function push(headers: Record<string, string>, body: object) {
  return stream(world.base, '/api/user/chat/push', headers, { clientKey: key(), ...body });
}
const call = async (method: 'GET' | 'POST', url: string, headers: object, payload?: object) => {
  const response = await world.t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};

describe('bad input is refused before any provider call', () => {
  it.each([
    ['an empty message', { model: 'gpt-4o-mini', text: '   ' }, 400, 'VALIDATION'],
    [
      'an oversized message',
      { model: 'gpt-4o-mini', text: 'x'.repeat(MAX_MESSAGE_CHARS + 1) },
      400,
      'VALIDATION',
    ],
    ['an unknown model', { model: 'gpt-9000', text: 'hi' }, 404, 'MODEL_UNKNOWN'],
    ['a model with no provider', { model: 'local-llama', text: 'hi' }, 503, 'MODEL_UNAVAILABLE'],
    ['a locked model on a free account', { model: 'gpt-4o', text: 'hi' }, 403, 'MODEL_LOCKED'],
    [
      'an unknown character',
      { model: 'gpt-4o-mini', text: 'hi', characterId: '00000000-0000-4000-8000-000000000000' },
      404,
      'NOT_FOUND',
    ],
    [
      'another user’s upload',
      { model: 'gpt-4o-mini', text: 'hi', images: ['00000000-0000-4000-8000-000000000001'] },
      404,
      'NOT_FOUND',
    ],
  ])('%s', async (_label, body, status, code) => {
    const calls = world.openai.requests.length;
    const result = await push(alice.headers, body);
    expect(result.status).toBe(status);
    expect(result.envelope).toMatchObject({ success: false, code });
    expect(result.envelope?.msg).toBeTruthy();
    expect(world.openai.requests.length).toBe(calls);
  });

  it('refuses a bad client key and a non-vision model with images, translated', async () => {
    const bad = await stream(world.base, '/api/user/chat/push', alice.headers, {
      clientKey: 'x',
      model: 'gpt-4o-mini',
      text: 'hi',
    });
    expect(bad.status).toBe(400);
    const visionless = await stream(
      world.base,
      '/api/user/chat/push',
      { ...alice.headers, 'x-atrium-locale': 'zh-CN' },
      { clientKey: key(), model: 'gpt-3.5', text: 'hi', images: [] },
    );
    // gpt-3.5 is locked for free accounts: the lock is said first, in Chinese.
    expect(visionless.envelope?.code).toBe('MODEL_LOCKED');
    expect(visionless.envelope?.msg).toMatch(/免费/);
  });
});

describe('one user cannot reach another’s chats', () => {
  it('answers not found for every call on someone else’s conversation or message', async () => {
    const checks = [
      call('GET', `/api/user/chat/messages?conversationId=${conversationId}`, bob.headers),
      call('GET', `/api/user/chat/clear?conversationId=${conversationId}`, bob.headers),
      call('GET', `/api/user/chat/share?conversationId=${conversationId}`, bob.headers),
      call('GET', `/api/user/chat/remove?messageId=${answerId}`, bob.headers),
      call('GET', `/api/user/chat/follow?messageId=${answerId}`, bob.headers),
      call('POST', '/api/user/chat/act', bob.headers, { action: 'star', messageId: answerId }),
      call('POST', '/api/user/chat/act', bob.headers, { action: 'stop', messageId: answerId }),
      call('POST', '/api/token/counter', bob.headers, {
        model: 'gpt-4o-mini',
        text: 'x',
        conversationId,
      }),
    ];
    for (const result of await Promise.all(checks)) {
      expect(result.status).toBe(404);
      expect(result.body.code).toBe('NOT_FOUND');
    }
    const pushed = await push(bob.headers, { model: 'gpt-4o-mini', text: 'hi', conversationId });
    expect(pushed.status).toBe(404);
    const regenerate = await stream(world.base, '/api/user/chat/act', bob.headers, {
      action: 'regenerate',
      messageId: answerId,
      clientKey: key(),
    });
    expect(regenerate.status).toBe(404);
    // Alice's conversation is untouched and Bob's lists are empty.
    expect((await call('GET', '/api/user/chat/list', bob.headers)).body.data.total).toBe(0);
    expect((await call('GET', '/api/user/chat/search?q=cotton', bob.headers)).body.data.total).toBe(
      0,
    );
    const mine = await call(
      'GET',
      `/api/user/chat/messages?conversationId=${conversationId}`,
      alice.headers,
    );
    expect(mine.body.data.messages).toHaveLength(2);
  });
});

describe('history, search, stars and sharing', () => {
  it('lists conversations latest first with their preview, and filters by title', async () => {
    const list = await call('GET', '/api/user/chat/list', alice.headers);
    expect(list.body.data.list[0]).toMatchObject({ id: conversationId, kind: 'chat' });
    expect(list.body.data.list[0].preview).toContain('You said');
    const filtered = await call('GET', '/api/user/chat/list?q=nothing-like-this', alice.headers);
    expect(filtered.body.data.total).toBe(0);
  });

  it('searches message text literally (wildcards are characters) with a snippet', async () => {
    const hit = await call('GET', '/api/user/chat/search?q=100%25%20cotton_', alice.headers);
    expect(hit.body.data.total).toBe(2);
    expect(hit.body.data.list[0].snippet).toContain('100% cotton_');
    const wildcard = await call('GET', '/api/user/chat/search?q=%25', alice.headers);
    expect(wildcard.body.data.total).toBe(2);
    const none = await call('GET', '/api/user/chat/search?q=1_0', alice.headers);
    expect(none.body.data.total).toBe(0);
  });

  it('stars, rates and lists starred messages', async () => {
    const starred = await call('POST', '/api/user/chat/act', alice.headers, {
      action: 'star',
      messageId: answerId,
    });
    expect(starred.body.data.starred).toBe(true);
    const liked = await call('POST', '/api/user/chat/act', alice.headers, {
      action: 'like',
      messageId: answerId,
    });
    expect(liked.body.data.feedback).toBe('like');
    const stars = await call('GET', '/api/user/chat/star/list', alice.headers);
    expect(stars.body.data.list.map((hit: { message: { id: string } }) => hit.message.id)).toEqual([
      answerId,
    ]);
  });

  it('shares a snapshot anyone can read until it is revoked', async () => {
    const shared = await call(
      'GET',
      `/api/user/chat/share?conversationId=${conversationId}`,
      alice.headers,
    );
    expect(shared.body.data.path).toBe(`/share?id=${shared.body.data.id}`);
    const again = await call(
      'GET',
      `/api/user/chat/share?conversationId=${conversationId}`,
      alice.headers,
    );
    expect(again.body.data.id).toBe(shared.body.data.id);
    const read = await call('GET', `/api/share/chat?id=${shared.body.data.id}`, {});
    expect(read.body.data.messages).toHaveLength(2);
    expect(read.body.data.messages[0].content).toContain('cotton');
    expect(
      (await call('POST', '/api/user/chat/share/revoke', bob.headers, { id: shared.body.data.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/user/chat/share/revoke', alice.headers, {
          id: shared.body.data.id,
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', `/api/share/chat?id=${shared.body.data.id}`, {})).status).toBe(404);
  });
});

describe('Mo chat and the token calls', () => {
  it('keeps one thread per model, lists it and clears it', async () => {
    const one = await stream(world.base, '/api/mo/chat', alice.headers, {
      clientKey: key(),
      model: 'gpt-4o-mini',
      text: 'mo one',
    });
    const two = await stream(world.base, '/api/mo/chat', alice.headers, {
      clientKey: key(),
      model: 'gpt-4o-mini',
      text: 'mo two',
    });
    expect(finalMessage(one).conversationId).toBe(finalMessage(two).conversationId);
    const list = await call('GET', '/api/mo/chat/list?model=gpt-4o-mini', alice.headers);
    expect(list.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'mo one',
      'You said: mo one',
      'mo two',
      'You said: mo two',
    ]);
    // The chat page's list does not show Mo threads.
    const chats = await call('GET', '/api/user/chat/list', alice.headers);
    expect(chats.body.data.list.every((c: { kind: string }) => c.kind === 'chat')).toBe(true);
    await call('GET', '/api/mo/chat/clear?model=gpt-4o-mini', alice.headers);
    const cleared = await call('GET', '/api/mo/chat/list?model=gpt-4o-mini', alice.headers);
    expect(cleared.body.data).toEqual({ conversationId: null, messages: [], hasMore: false });
  });

  it('counts tokens with the price of the most a send can cost', async () => {
    const counted = await call('POST', '/api/token/counter', alice.headers, {
      model: 'gpt-4o-mini',
      text: 'Hello world',
    });
    expect(counted.body.data).toMatchObject({
      maxOutputTokens: 4096,
      locked: false,
      affordable: true,
    });
    expect(counted.body.data.tokens).toBeGreaterThan(2);
    const locked = await call('POST', '/api/token/counter', alice.headers, {
      model: 'gpt-4o',
      text: 'Hello',
    });
    expect(locked.body.data.locked).toBe(true);
  });

  it('answers without streaming for integrations', async () => {
    const answered = await call('POST', '/api/token/chatmo', alice.headers, {
      clientKey: key(),
      model: 'gpt-4o-mini',
      text: 'plain',
    });
    expect(answered.body.data).toMatchObject({ status: 'done', content: 'You said: plain' });
    const chat = await call('POST', '/api/token/chat', alice.headers, {
      clientKey: key(),
      model: 'gpt-4o-mini',
      text: 'plain chat',
    });
    expect(chat.body.data.content).toBe('You said: plain chat');
    expect((await call('GET', '/api/token/order', alice.headers)).status).toBe(200);
  });
});

describe('clearing and recovery', () => {
  it('removes one message and clears a whole conversation', async () => {
    const result = await push(alice.headers, { model: 'gpt-4o-mini', text: 'to be removed' });
    const message = finalMessage(result);
    expect(
      (await call('GET', `/api/user/chat/remove?messageId=${message.id}`, alice.headers)).status,
    ).toBe(200);
    const page = await call(
      'GET',
      `/api/user/chat/messages?conversationId=${message.conversationId}`,
      alice.headers,
    );
    expect(page.body.data.messages).toHaveLength(1);
    expect(
      (
        await call(
          'GET',
          `/api/user/chat/clear?conversationId=${message.conversationId}`,
          alice.headers,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          'GET',
          `/api/user/chat/messages?conversationId=${message.conversationId}`,
          alice.headers,
        )
      ).status,
    ).toBe(404);
  });

  it('ends an answer whose process died: marked interrupted, charged for what was saved', async () => {
    const { deps } = world.t.app;
    const user = await world.user('crash');
    const held = await deps.credits.holdFor(
      user.id,
      { kind: 'chat', model: 'gpt-4o-mini', inputTokens: 100, outputTokens: 4096 },
      { service: 'chat', event: 'GPT-4o mini', ttlMs: 600_000, key: `crash:${user.id}` },
    );
    const result = await push(user.headers, { model: 'gpt-4o-mini', text: 'before the crash' });
    const conversation = finalMessage(result).conversationId;
    const [orphan] = await deps.db
      .insert(chatMessages)
      .values({
        conversationId: conversation,
        userId: user.id,
        role: 'assistant',
        status: 'streaming',
        content: 'half an answer',
        model: 'gpt-4o-mini',
        inputTokens: 100,
        holdId: held.id,
        updatedAt: new Date(deps.now().getTime() - 5 * 60_000),
      })
      .returning();
    expect(await world.t.app.chat.answers.recover()).toBe(1);
    const [row] = await deps.db.select().from(chatMessages).where(eq(chatMessages.id, orphan!.id));
    expect(row).toMatchObject({
      status: 'failed',
      error: 'errors.serverRestarted',
      content: 'half an answer',
    });
    expect(row!.credits).toBeGreaterThan(0);
    expect(row!.credits).toBeLessThan(held.amount);
    expect(await world.t.app.chat.answers.recover()).toBe(0);
    await expectLedgerConsistent(world.t, user.id);
  });
});
