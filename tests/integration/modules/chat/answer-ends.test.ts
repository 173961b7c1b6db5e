// An answer's end is stored with its outcome and charge, its conversation touched, also when many end
// together. A conversation answers one question at a time, also when two arrive at once. What a provider
// sends that PostgreSQL cannot store as text (NUL, a lone surrogate half) does not keep an answer from being
// stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, conversations } from '../../../../src/server/db/schema';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import { expectLedgerConsistent } from '../../support/ledger';

let world: ChatWorld;
beforeAll(async () => {
  world = await createChatWorld();
});
afterAll(async () => world?.close());
beforeEach(() => {
  Object.assign(world.openai.script, { tokenDelayMs: 0, firstTokenDelayMs: 0 });
});

const push = (headers: Record<string, string>, text: string, conversationId?: string) =>
  stream(world.base, '/api/user/chat/push', headers, {
    model: 'gpt-4o-mini',
    text,
    clientKey: key(),
    ...(conversationId ? { conversationId } : {}),
  });
const balance = (headers: Record<string, string>) => world.balance(headers);
const get = async (url: string, headers: Record<string, string>) =>
  (await world.t.app.inject({ method: 'GET', url, headers })).json();

describe('an answer’s end', () => {
  it('stores every answer of many that end together, each with its own text and charge', async () => {
    world.openai.script.reply = (request) => `Answer to ${request.messages.at(-1)?.text ?? ''}`;
    const users = await Promise.all([world.user('ends-a'), world.user('ends-b')]);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => push(users[i % 2]!.headers, `question ${i}`)),
    );
    for (const [i, result] of results.entries()) {
      const answer = finalMessage(result);
      expect(answer).toMatchObject({ status: 'done', content: `Answer to question ${i}` });
      expect(answer.credits).toBeGreaterThan(0);
    }
    for (const user of users) {
      const list = await get('/api/user/chat/list?page=1&pageSize=50', user.headers);
      expect(list.data.list).toHaveLength(12);
      await expectLedgerConsistent(world.t, user.id);
    }
  });

  it('touches the conversation at its answer’s end', async () => {
    world.openai.script.reply = () => 'Fine.';
    const user = await world.user('ends-touch');
    const first = finalMessage(await push(user.headers, 'first'));
    const second = finalMessage(await push(user.headers, 'second', first.conversationId));
    const { db } = world.t.app.deps;
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    const [stored] = await db
      .select({ updatedAt: chatMessages.updatedAt })
      .from(chatMessages)
      .where(eq(chatMessages.id, second.id));
    expect(conversation!.updatedAt.getTime()).toBe(stored!.updatedAt.getTime());
  });

  it('answers one of two questions sent to a conversation at once, and charges only that one', async () => {
    world.openai.script.reply = () => 'One at a time.';
    const user = await world.user('ends-race');
    const first = finalMessage(await push(user.headers, 'first'));
    const before = await balance(user.headers);
    // Slow enough that the first answer is still being written when the second question is checked, whichever
    // of the two arrives first.
    world.openai.script.tokenDelayMs = 150;
    const results = await Promise.all([
      push(user.headers, 'second', first.conversationId),
      push(user.headers, 'third', first.conversationId),
    ]);
    const answered = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status !== 200);
    expect(answered).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.envelope).toMatchObject({ success: false, code: 'ANSWER_IN_PROGRESS' });
    expect(refused[0]!.envelope!.msg).toBeTruthy();
    const answer = finalMessage(answered[0]!);
    expect(answer.status).toBe('done');
    expect(await balance(user.headers)).toBe(before - answer.credits);
    const page = await get(
      `/api/user/chat/messages?conversationId=${first.conversationId}`,
      user.headers,
    );
    expect(page.data.messages).toHaveLength(4);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('stores an answer whose provider sent a NUL character, without it', async () => {
    world.openai.script.reply = () => 'before\u0000after';
    const user = await world.user('ends-nul');
    const result = await push(user.headers, 'say something odd');
    const answer = finalMessage(result);
    expect(answer).toMatchObject({ status: 'done', content: 'beforeafter' });
    const page = await get(
      `/api/user/chat/messages?conversationId=${answer.conversationId}`,
      user.headers,
    );
    expect(page.data.messages.at(-1)).toMatchObject({ status: 'done', content: 'beforeafter' });
    await expectLedgerConsistent(world.t, user.id);
  });

  it('stores a broken character of the provider’s (a lone surrogate half) as U+FFFD', async () => {
    world.openai.script.reply = () => 'broken \ud83d here';
    const user = await world.user('ends-surrogate');
    const answer = finalMessage(await push(user.headers, 'say something broken'));
    expect(answer).toMatchObject({ status: 'done', content: 'broken \ufffd here' });
    await expectLedgerConsistent(world.t, user.id);
  });
});
