// A bot's visitors talk to it: answers from its knowledge stream with their passages (not why each was
// chosen, nor what they cost), are paid by the owner exactly, stop at the bot's daily limit for visitors and
// when the owner's credits run out. A visitor's conversation is theirs: listed apart from the owner's test
// chats, read by the owner, continued by no one else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import { api } from '../../support/test-app';
import { createBot, openSession, visitorAsk, visitorHeaders } from '../../support/widget';

type Headers = Record<string, string>;
let world: ChatWorld;
let owner: { headers: Headers; id: string };
let botId: string;

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  api(world.t.app, { method, url, headers, payload });
const balance = async (headers: Headers) =>
  (await call('GET', '/api/user/credits', headers)).body.data.total as number;
/** The owner's view of a conversation's messages (the chat's messages call). */
const ownerMessages = async (conversationId: string) =>
  (await call('GET', `/api/user/chat/messages?conversationId=${conversationId}`, owner.headers))
    .body.data.messages as Array<{ id: string; role: string; credits: number; status: string }>;
const listed = async (who: 'owner' | 'visitors', bot = botId, headers = owner.headers) =>
  (await call('GET', `/api/bot/chat/list?botId=${bot}&who=${who}`, headers)).body.data;

beforeAll(async () => {
  // Every visitor here asks from 127.0.0.1: the per-address limit has its own test (widget-limits).
  world = await createChatWorld({ env: { WIDGET_MESSAGES_PER_MINUTE: '1000' } });
  owner = await world.user('owner');
  botId = await createBot(world.t, owner.headers);
  const added = await call('POST', '/api/bot/source/add', owner.headers, {
    botId,
    kind: 'text',
    name: 'Prices',
    text: 'Tickets cost 12 euros. The museum opens at nine.',
    clientKey: key(),
  });
  for (let i = 0; i < 200; i++) {
    const list = (await call('GET', `/api/bot/source/list?botId=${botId}`, owner.headers)).body.data
      .list as Array<{ id: string; status: string }>;
    if (list.find((source) => source.id === added.body.data.id)?.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the source was never read');
});
afterAll(() => world.close());

describe('a visitor’s question', () => {
  it('is answered from the knowledge with its passages, and the owner pays exactly its price', async () => {
    const before = await balance(owner.headers);
    const session = await openSession(world.t, botId);
    const result = await visitorAsk(world.base, visitorHeaders(session), {
      text: 'How much do tickets cost?',
    });
    const answer = finalMessage(result);
    expect(answer.status).toBe('done');
    expect(answer.citations?.[0]).toMatchObject({ n: 1, source: 'Prices' });
    expect(answer.citations?.[0]?.excerpt).toContain('Tickets cost 12 euros.');
    // What only the owner sees stays with the owner.
    expect(answer.citations?.[0]?.scores).toBeUndefined();
    expect(answer.credits).toBe(0);
    const start = result.events[0];
    expect(start?.type === 'start' && start.held).toBe(0);
    const [, stored] = await ownerMessages(answer.conversationId);
    expect(stored!.credits).toBeGreaterThan(0);
    expect(before - (await balance(owner.headers))).toBe(stored!.credits);
    const log = (await call('GET', '/api/used/list', owner.headers)).body.data.list;
    expect(log[0]).toMatchObject({ service: 'bot' });
  });

  it('continues the visitor’s conversation, which the visitor reads again after a reload', async () => {
    const session = await openSession(world.t, botId);
    const headers = visitorHeaders(session);
    const first = finalMessage(
      await visitorAsk(world.base, headers, { text: 'When does it open?' }),
    );
    const next = finalMessage(
      await visitorAsk(world.base, headers, {
        text: 'And the tickets?',
        conversationId: first.conversationId,
      }),
    );
    expect(next.conversationId).toBe(first.conversationId);
    const read = await call(
      'GET',
      `/api/bot/widget/messages?conversationId=${first.conversationId}`,
      headers,
    );
    const messages = read.body.data.messages as Array<{ role: string; content: string }>;
    expect(messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(messages[2]!.content).toBe('And the tickets?');
  });

  it('is listed among the visitors’ conversations with its website, apart from the test chats', async () => {
    const test = finalMessage(
      await stream(world.base, '/api/bot/chat/push', owner.headers, {
        botId,
        text: 'A test question',
        clientKey: key(),
      }),
    );
    const session = await openSession(world.t, botId);
    const visit = finalMessage(
      await visitorAsk(world.base, visitorHeaders(session), { text: 'A visitor question' }),
    );
    const visitors = await listed('visitors');
    const owners = await listed('owner');
    const ids = (page: { list: Array<{ id: string }> }) => page.list.map((item) => item.id);
    expect(ids(visitors)).toContain(visit.conversationId);
    expect(ids(visitors)).not.toContain(test.conversationId);
    expect(ids(owners)).toContain(test.conversationId);
    expect(ids(owners)).not.toContain(visit.conversationId);
    // The clock stands still in tests: conversations tie on time, so each is found by its id.
    const find = (page: { list: Array<{ id: string }> }, id: string) =>
      page.list.find((item) => item.id === id);
    expect(find(visitors, visit.conversationId)).toMatchObject({ origin: 'https://shop.example' });
    expect(find(owners, test.conversationId)).toMatchObject({ origin: null });
    // The owner reads it, but cannot answer in the visitor's name.
    expect(await ownerMessages(visit.conversationId)).toHaveLength(2);
    const joined = await stream(world.base, '/api/bot/chat/push', owner.headers, {
      botId,
      conversationId: visit.conversationId,
      text: 'Hi',
      clientKey: key(),
    });
    expect(joined.status).toBe(404);
  });
});

describe('another visitor', () => {
  it('cannot read, continue, follow or stop a conversation not theirs', async () => {
    const alice = visitorHeaders(await openSession(world.t, botId));
    const bob = visitorHeaders(await openSession(world.t, botId));
    const hers = finalMessage(await visitorAsk(world.base, alice, { text: 'My question' }));
    const test = finalMessage(
      await stream(world.base, '/api/bot/chat/push', owner.headers, {
        botId,
        text: 'The owner’s question',
        clientKey: key(),
      }),
    );
    const otherBot = await createBot(world.t, owner.headers);
    const elsewhere = visitorHeaders(await openSession(world.t, otherBot));
    for (const [who, headers] of [
      ['another visitor', bob],
      ['a visitor of another bot', elsewhere],
    ] as const) {
      for (const conversationId of [hers.conversationId, test.conversationId]) {
        const read = await call(
          'GET',
          `/api/bot/widget/messages?conversationId=${conversationId}`,
          headers,
        );
        expect(read.status, who).toBe(404);
        const asked = await visitorAsk(world.base, headers, { text: 'Hi', conversationId });
        expect(asked.status, who).toBe(404);
      }
      const followed = await stream(
        world.base,
        `/api/bot/widget/follow?messageId=${hers.id}`,
        headers,
      );
      expect(followed.status, who).toBe(404);
      const stopped = await call('POST', '/api/bot/widget/stop', headers, { messageId: hers.id });
      expect(stopped.status, who).toBe(404);
    }
    // The same client key in another visitor's request is another request, not hers answered again.
    const clientKey = key();
    const mine = finalMessage(await visitorAsk(world.base, alice, { text: 'Once', clientKey }));
    const his = finalMessage(await visitorAsk(world.base, bob, { text: 'Twice', clientKey }));
    expect(his.id).not.toBe(mine.id);
    expect(his.conversationId).not.toBe(mine.conversationId);
  });
});

describe('the visitor’s own answer', () => {
  it('can be stopped, keeping its part, and followed again', async () => {
    const headers = visitorHeaders(await openSession(world.t, botId));
    const { script } = world.openai;
    const reply = script.reply;
    script.tokenDelayMs = 50;
    script.reply = () => Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    try {
      let stopped: { status: string; credits: number } | undefined;
      const result = await visitorAsk(
        world.base,
        headers,
        { text: 'Tell me all' },
        async (_, all) => {
          const start = all[0];
          if (start?.type === 'start' && !stopped && all.length > 3) {
            const answer = await call('POST', '/api/bot/widget/stop', headers, {
              messageId: start.message.id,
            });
            stopped = answer.body.data;
          }
          return false;
        },
      );
      expect(stopped).toMatchObject({ status: 'stopped', credits: 0 });
      const answer = finalMessage(result);
      expect(answer.status).toBe('stopped');
      expect(answer.content.length).toBeGreaterThan(0);
      const followed = await stream(
        world.base,
        `/api/bot/widget/follow?messageId=${answer.id}`,
        headers,
      );
      expect(followed.events[0]).toMatchObject({ type: 'snapshot' });
      expect(followed.events.at(-1)).toMatchObject({
        type: 'done',
        message: { status: 'stopped' },
      });
    } finally {
      script.tokenDelayMs = 0;
      script.reply = reply;
    }
  });
});

describe('what visitors may spend', () => {
  it('stops at the bot’s daily limit: the answer that reaches it is finished, the next refused', async () => {
    const bot = await createBot(world.t, owner.headers, { dailyCap: 1 });
    const headers = visitorHeaders(await openSession(world.t, bot));
    const before = await balance(owner.headers);
    const first = finalMessage(await visitorAsk(world.base, headers, { text: 'Tickets?' }));
    expect(first.status).toBe('done');
    const spent = before - (await balance(owner.headers));
    const [, stored] = await ownerMessages(first.conversationId);
    expect(spent).toBe(stored!.credits);
    const calls = world.openai.requests.length;
    const refused = await visitorAsk(world.base, headers, { text: 'And more?' });
    expect(refused.status).toBe(429);
    expect(refused.envelope).toMatchObject({
      code: 'BOT_DAILY_CAP',
      msg: 'This assistant has answered as many questions as it may today. Please come back tomorrow.',
    });
    const zh = await visitorAsk(
      world.base,
      { ...headers, 'x-atrium-locale': 'zh-CN' },
      { text: '?' },
    );
    expect(zh.envelope?.msg).toBe('这个助手今天回答的问题已达上限，请明天再来。');
    // Nothing more was asked of the model or taken from the owner.
    expect(world.openai.requests.length).toBe(calls);
    expect(before - (await balance(owner.headers))).toBe(spent);
    const data = (await call('GET', `/api/bot/data?botId=${bot}&days=1`, owner.headers)).body.data;
    expect(data.totals.credits).toBe(spent);
  });

  it('counts an answer being written at what it holds', async () => {
    const bot = await createBot(world.t, owner.headers, { dailyCap: 5 });
    const first = visitorHeaders(await openSession(world.t, bot));
    const second = visitorHeaders(await openSession(world.t, bot));
    world.openai.script.firstTokenDelayMs = 1_000;
    try {
      const slow = visitorAsk(world.base, first, { text: 'A long answer, please' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await visitorAsk(world.base, second, { text: 'Me too' });
      expect(refused.envelope).toMatchObject({ code: 'BOT_DAILY_CAP' });
      expect(finalMessage(await slow).status).toBe('done');
    } finally {
      world.openai.script.firstTokenDelayMs = 0;
    }
  });

  it('lets no visitor ask when the limit is 0', async () => {
    const bot = await createBot(world.t, owner.headers, { dailyCap: 0 });
    const asked = await visitorAsk(world.base, visitorHeaders(await openSession(world.t, bot)), {
      text: 'Hello?',
    });
    expect(asked.envelope).toMatchObject({ code: 'BOT_DAILY_CAP' });
  });

  it('is refused with the credits message when the owner’s credits are out', async () => {
    const poor = await world.user('poor');
    const bot = await createBot(world.t, poor.headers);
    await world.t.app.deps.credits.ledger.deduct({
      userId: poor.id,
      amount: await balance(poor.headers),
      service: 'support',
      event: 'test',
    });
    const asked = await visitorAsk(world.base, visitorHeaders(await openSession(world.t, bot)), {
      text: 'Hello?',
    });
    expect(asked.status).toBe(402);
    expect(asked.envelope).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      msg: 'Your credits are not enough. Please purchase more or upgrade your account.',
    });
    expect((await listed('visitors', bot, poor.headers)).total).toBe(0);
  });
});

describe('a new day', () => {
  // Last: it moves the clock past every session and access token of this file.
  it('opens the daily limit again', async () => {
    const bot = await createBot(world.t, owner.headers, { dailyCap: 1 });
    const headers = visitorHeaders(await openSession(world.t, bot));
    finalMessage(await visitorAsk(world.base, headers, { text: 'Tickets?' }));
    expect((await visitorAsk(world.base, headers, { text: 'More?' })).status).toBe(429);
    world.t.clock.advance(24 * 60 * 60_000);
    const tomorrow = visitorHeaders(await openSession(world.t, bot));
    expect(finalMessage(await visitorAsk(world.base, tomorrow, { text: 'Tickets?' })).status).toBe(
      'done',
    );
  });
});
