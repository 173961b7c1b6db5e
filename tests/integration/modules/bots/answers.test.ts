// A bot answers from its knowledge: the passages that match the question go to the model numbered, with the
// rule to cite them and to say it does not know when nothing matches; the answer keeps them as its
// citations (source, page, excerpt, and why each was chosen); the owner pays, in the expense log as a bot's
// answer; a conversation continues with its bot only; the owner's conversations are listed and removed;
// nobody else reaches any of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT } from '../../../../src/shared/api/bots';
import { contentText } from '../../../fakes/llm-common';
import { api } from '../../support/test-app';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';

type Headers = Record<string, string>;
const FIXTURES = join(__dirname, '../../../fixtures/knowledge');

let world: ChatWorld;
let alice: { headers: Headers; id: string };
let bob: { headers: Headers; id: string };
let botId: string;

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  api(world.t.app, { method, url, headers, payload });
const ask = (headers: Headers, body: object) =>
  stream(world.base, '/api/bot/chat/push', headers, { botId, clientKey: key(), ...body });
/** The system prompt the model was last sent. */
function lastSystem(): string {
  const request = world.openai.requests.at(-1)!.body as {
    messages: Array<{ role: string; content: unknown }>;
  };
  return request.messages
    .filter((message) => message.role === 'system')
    .map((message) => contentText(message.content))
    .join('\n');
}
async function addAndRead(body: object) {
  const added = await call('POST', '/api/bot/source/add', alice.headers, {
    botId,
    clientKey: key(),
    ...body,
  });
  for (let i = 0; i < 200; i++) {
    const list = (await call('GET', `/api/bot/source/list?botId=${botId}`, alice.headers)).body.data
      .list as Array<{ id: string; status: string }>;
    if (list.find((source) => source.id === added.body.data.id)?.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the source was never read');
}

beforeAll(async () => {
  world = await createChatWorld();
  alice = await world.user('alice');
  bob = await world.user('bob');
  botId = (
    await call('POST', '/api/bot/create', alice.headers, {
      ...DEFAULT_BOT,
      name: 'Lighthouse guide',
      model: 'gpt-4o-mini',
      instructions: 'You are the guide of the lighthouse museum.',
    })
  ).body.data.id;
  await addAndRead({
    kind: 'file',
    name: 'guide.pdf',
    data: readFileSync(join(FIXTURES, 'english.pdf')).toString('base64'),
  });
  await addAndRead({
    kind: 'text',
    name: '茶',
    text: '龙井茶产于杭州西湖。泡龙井茶的水温应在八十度左右。',
  });
});
afterAll(() => world.close());

describe('an answer from the knowledge', () => {
  it('is given the matching passages, numbered, and keeps them as citations with their pages', async () => {
    const before = (await call('GET', '/api/user/credits', alice.headers)).body.data;
    const result = await ask(alice.headers, { text: 'How much do tickets cost?' });
    const answer = finalMessage(result);
    expect(answer.status).toBe('done');
    const system = lastSystem();
    expect(system).toContain('You are the guide of the lighthouse museum.');
    expect(system).toContain('[1] (guide.pdf, page 3)');
    expect(system).toContain('Tickets cost 12 euros.');
    expect(system).toMatch(/Cite every passage you use by its number/);
    const start = result.events.find((event) => event.type === 'start');
    expect(start?.type === 'start' && start.message.citations?.[0]).toMatchObject({
      n: 1,
      source: 'guide.pdf',
      page: 3,
    });
    expect(answer.citations?.[0]?.excerpt).toContain('Tickets cost 12 euros.');
    expect(answer.citations?.[0]?.scores?.keyword).toBe(1);
    // No embeddings provider here: found by words alone, and no question's embedding to pay for.
    expect(answer.citations?.[0]?.scores?.vector).toBeUndefined();
    // The owner paid for it, and the expense log says it was a bot's answer.
    const after = (await call('GET', '/api/user/credits', alice.headers)).body.data;
    expect(after.total).toBeLessThan(before.total);
    const log = (await call('GET', '/api/used/list', alice.headers)).body.data.list;
    expect(log[0]).toMatchObject({ service: 'bot' });
  });

  it('finds Chinese passages by their words', async () => {
    finalMessage(await ask(alice.headers, { text: '泡龙井茶的水温是多少？' }));
    expect(lastSystem()).toContain('水温应在八十度左右');
  });

  it('is told to say it does not know when nothing matches, and keeps no citations', async () => {
    const answer = finalMessage(await ask(alice.headers, { text: 'Who won the football match?' }));
    expect(lastSystem()).toContain('No passage of your knowledge matches this question.');
    expect(answer.citations ?? []).toEqual([]);
  });

  it('continues a conversation with the same bot, with its earlier turns', async () => {
    const first = finalMessage(await ask(alice.headers, { text: 'How high is the lamp?' }));
    const next = finalMessage(
      await ask(alice.headers, { text: 'And the tickets?', conversationId: first.conversationId }),
    );
    expect(next.conversationId).toBe(first.conversationId);
    const sent = world.openai.requests.at(-1)!.body as { messages: Array<{ role: string }> };
    expect(sent.messages.filter((message) => message.role === 'user')).toHaveLength(2);
  });
});

describe('the owner’s conversations', () => {
  it('are listed latest first, kept out of the chat page’s list, and removed one by one', async () => {
    const list = (await call('GET', `/api/bot/chat/list?botId=${botId}`, alice.headers)).body.data;
    expect(list.total).toBeGreaterThanOrEqual(4);
    const chats = (await call('GET', '/api/user/chat/list', alice.headers)).body.data;
    expect(chats.total).toBe(0);
    // The conversation removed is one made here, whatever the order of equal timestamps.
    const made = finalMessage(await ask(alice.headers, { text: 'Is there a café?' }));
    expect(
      (await call('GET', `/api/bot/chat/remove?id=${made.conversationId}`, alice.headers)).status,
    ).toBe(200);
    const after = (await call('GET', `/api/bot/chat/list?botId=${botId}`, alice.headers)).body.data;
    expect(after.total).toBe(list.total);
  });
});

describe('refusals', () => {
  it('another user cannot ask the bot, list or remove its conversations, or join one', async () => {
    const list = (await call('GET', `/api/bot/chat/list?botId=${botId}`, alice.headers)).body.data;
    const conversationId = list.list[0].id;
    const asked = await ask(bob.headers, { text: 'Tickets?' });
    expect(asked.status).toBe(404);
    const joined = await stream(world.base, '/api/bot/chat/push', bob.headers, {
      botId,
      conversationId,
      text: 'Hi',
      clientKey: key(),
    });
    expect(joined.status).toBe(404);
    expect((await call('GET', `/api/bot/chat/list?botId=${botId}`, bob.headers)).status).toBe(404);
    expect(
      (await call('GET', `/api/bot/chat/remove?id=${conversationId}`, bob.headers)).status,
    ).toBe(404);
  });

  it('a conversation of another kind cannot be continued as the bot’s', async () => {
    const chat = finalMessage(
      await stream(world.base, '/api/user/chat/push', alice.headers, {
        model: 'gpt-4o-mini',
        text: 'Hello',
        clientKey: key(),
      }),
    );
    const asked = await ask(alice.headers, { text: 'Hi', conversationId: chat.conversationId });
    expect(asked.status).toBe(404);
  });

  it('a bot’s answer is not written again through the chat page’s calls', async () => {
    const answer = finalMessage(await ask(alice.headers, { text: 'How high is the lamp?' }));
    const again = await stream(world.base, '/api/user/chat/act', alice.headers, {
      action: 'regenerate',
      messageId: answer.id,
      clientKey: key(),
    });
    expect(again.status).toBe(400);
    expect(again.envelope?.msg).toContain('Ask the bot again from its page');
  });

  it('an empty question is refused in the user’s language', async () => {
    const asked = await ask({ ...alice.headers, 'x-atrium-locale': 'zh-CN' }, { text: '   ' });
    expect(asked.status).toBe(400);
    expect(asked.envelope?.msg).toBe('请输入问题。');
  });
});

describe('the bot’s data', () => {
  it('counts the questions and their cost by day, and lists what the knowledge could not answer', async () => {
    const data = (await call('GET', `/api/bot/data?botId=${botId}&days=7`, alice.headers)).body
      .data;
    expect(data.days).toHaveLength(7);
    const today = data.days.at(-1);
    expect(today.questions).toBe(data.totals.questions);
    expect(today.credits).toBe(data.totals.credits);
    expect(data.totals.credits).toBeGreaterThan(0);
    expect(data.unanswered.map((row: { text: string }) => row.text)).toContain(
      'Who won the football match?',
    );
    expect(data.unanswered.map((row: { text: string }) => row.text)).not.toContain(
      'How much do tickets cost?',
    );
    const top = data.topQuestions as Array<{ text: string; count: number }>;
    expect(top.find((row) => row.text === 'How high is the lamp?')?.count).toBeGreaterThan(0);
    expect(top.map((row) => row.count)).toEqual(
      [...top.map((row) => row.count)].sort((a, b) => b - a),
    );
    expect((await call('GET', `/api/bot/data?botId=${botId}`, bob.headers)).status).toBe(404);
    expect((await call('GET', `/api/bot/data?botId=${botId}&days=365`, alice.headers)).status).toBe(
      400,
    );
  });
});

describe('the help', () => {
  it('says how bots work in the reader’s language, to anyone', async () => {
    const en = await call('GET', '/api/bot/help', {});
    expect(en.body.data.sections.map((section: { id: string }) => section.id)).toEqual([
      'what',
      'knowledge',
      'unknown',
      'credits',
      'privacy',
    ]);
    expect(en.body.data.sections[2].body).toContain('says it does not know');
    const zh = await call('GET', '/api/bot/help', { 'x-atrium-locale': 'zh-CN' });
    expect(zh.body.data.sections[0].title).toBe('什么是机器人');
  });
});
