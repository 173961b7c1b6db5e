// A conversation's settings reach the provider: its instructions after its character's, its temperature
// (within what the provider takes) and no more earlier messages than it asks for. The count before a send,
// the hold and the charge all include the instructions, so credits stay exact.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../../../src/shared/api/chat';
import { priceOf } from '../../../../src/shared/billing/prices';
import { countTextTokens } from '../../../../src/server/modules/chat/tokens';
import { countPromptTokens, type LlmRequest } from '../../../fakes/llm-common';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import { expectLedgerConsistent } from '../../support/ledger';
import { draft } from '../../support/roles';

type User = { headers: Record<string, string>; id: string };
type Sent = { messages: Array<{ role: string; content: unknown }>; temperature?: number };
type Start = Extract<ChatEvent, { type: 'start' }>;

let world: ChatWorld;
let user: User;

beforeAll(async () => {
  world = await createChatWorld({ extraFree: ['claude-3'] });
  user = await world.user('tuned');
});
afterAll(() => world.close());
beforeEach(() => {
  for (const fake of [world.openai, world.anthropic])
    fake.script.reply = (request: LlmRequest) =>
      `You said: ${request.messages.filter((m) => m.role === 'user').at(-1)?.text ?? ''}`;
});

const push = (body: object) =>
  stream(world.base, '/api/user/chat/push', user.headers, { clientKey: key(), ...body });
const post = async (url: string, payload: object) => {
  const response = await world.t.app.inject({
    method: 'POST',
    url,
    headers: user.headers,
    payload,
  });
  return response.json();
};
const tune = (conversationId: string, settings: object) =>
  post('/api/user/chat/settings', {
    conversationId,
    instructions: '',
    temperature: null,
    contextMessages: null,
    ...settings,
  });
const count = (body: object) => post('/api/token/counter', { model: 'gpt-4o-mini', ...body });
const balance = () => world.balance(user.headers);
const lastTo = (fake: ChatWorld['openai'] | ChatWorld['anthropic']) =>
  fake.requests.at(-1)!.body as Sent & { system?: unknown };
const text = (content: unknown) =>
  typeof content === 'string'
    ? content
    : (content as Array<{ text?: string }>).map((part) => part.text ?? '').join('');

/** A conversation of `turns` questions and answers. */
async function conversationOf(turns: number, model = 'gpt-4o-mini'): Promise<string> {
  const id = finalMessage(await push({ model, text: 'Question 1' })).conversationId;
  for (let turn = 2; turn <= turns; turn++)
    finalMessage(await push({ model, conversationId: id, text: `Question ${turn}` }));
  return id;
}

describe('settings in the provider request', () => {
  it('sends the instructions, the temperature and only the asked-for earlier messages', async () => {
    const id = await conversationOf(3);
    await push({ model: 'gpt-4o-mini', conversationId: id, text: 'Untuned' });
    const untuned = lastTo(world.openai);
    expect(untuned).not.toHaveProperty('temperature');
    expect(untuned.messages.map((m) => m.role)).toEqual([
      ...['user', 'assistant', 'user', 'assistant', 'user', 'assistant'],
      'user',
    ]);

    await tune(id, { instructions: 'Answer as a pirate.', temperature: 0.3, contextMessages: 2 });
    await push({ model: 'gpt-4o-mini', conversationId: id, text: 'Tuned' });
    const sent = lastTo(world.openai);
    expect(sent.temperature).toBe(0.3);
    expect(sent.messages.map((m) => [m.role, text(m.content)])).toEqual([
      ['system', 'Answer as a pirate.'],
      ['user', 'Untuned'],
      ['assistant', 'You said: Untuned'],
      ['user', 'Tuned'],
    ]);
  });

  it('never starts the window with an answer whose question was left out', async () => {
    const id = await conversationOf(2);
    await tune(id, { contextMessages: 1 });
    await push({ model: 'gpt-4o-mini', conversationId: id, text: 'Alone' });
    expect(lastTo(world.openai).messages.map((m) => text(m.content))).toEqual(['Alone']);
    await tune(id, { contextMessages: 0 });
    await push({ model: 'gpt-4o-mini', conversationId: id, text: 'Alone again' });
    expect(lastTo(world.openai).messages).toHaveLength(1);
  });

  it('keeps the character: its instructions and greeting first, the conversation’s after', async () => {
    const made = await world.t.app.inject({
      method: 'POST',
      url: '/api/user/role/create',
      headers: user.headers,
      payload: draft(),
    });
    const character = made.json().data as { id: string };
    const first = await push({ model: 'gpt-4o-mini', characterId: character.id, text: 'Hi' });
    const id = finalMessage(first).conversationId;
    await tune(id, { instructions: 'Write in French.' });
    await push({ model: 'gpt-4o-mini', conversationId: id, text: 'Again' });
    expect(text(lastTo(world.openai).messages[0]!.content)).toBe(
      [
        'Answer every message as a haiku.',
        'You opened this conversation by saying: Five, seven, five: ask.',
        'Write in French.',
      ].join('\n\n'),
    );
  });

  it('sends a provider no more than its highest temperature', async () => {
    const id = await conversationOf(1, 'claude-3');
    await tune(id, { temperature: 1.6 });
    await push({ model: 'claude-3', conversationId: id, text: 'Warm' });
    expect(lastTo(world.anthropic).temperature).toBe(1);
    await push({ model: 'gpt-4o-mini', conversationId: id, text: 'Warmer' });
    expect(lastTo(world.openai).temperature).toBe(1.6);
  });
});

describe('credits with instructions', () => {
  const instructions = 'Always answer in formal French, citing a proverb. '.repeat(40).trim();

  it('counts, holds and charges the instructions of a stored conversation', async () => {
    const id = await conversationOf(1);
    const plain = await count({ conversationId: id, text: 'Next question' });
    await tune(id, { instructions });
    const counted = await count({ conversationId: id, text: 'Next question' });
    // The system message's own tokens: its text and its role marker (OpenAI: no margin).
    expect(counted.data.tokens - plain.data.tokens).toBe(countTextTokens(instructions) + 4);
    expect(counted.data.credits).toBeGreaterThan(plain.data.credits);

    const before = await balance();
    const result = await push({ model: 'gpt-4o-mini', conversationId: id, text: 'Next question' });
    const start = result.events[0] as Start;
    expect(start.message.inputTokens).toBe(counted.data.tokens);
    expect(start.held).toBe(counted.data.credits);
    const answer = finalMessage(result);
    const sent = world.openai.requests.at(-1)!.body as Sent;
    expect(text(sent.messages[0]!.content)).toBe(instructions);
    // Settled on the provider's reported usage, which counts the instructions too.
    const usage = countPromptTokens({
      system: instructions,
      messages: sent.messages.slice(1).map((m) => ({ role: m.role, text: text(m.content) })),
    } as LlmRequest);
    expect(answer.inputTokens).toBe(usage);
    const cost = priceOf(world.t.app.deps.credits.prices, {
      kind: 'chat',
      model: 'gpt-4o-mini',
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
    });
    expect(answer.credits).toBe(cost);
    expect(await balance()).toBe(before - cost!);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('counts a new conversation with the settings and character it will start with', async () => {
    const settings = { instructions, temperature: 0.5, contextMessages: 10 };
    const counted = await count({ text: 'First of a tuned chat', settings });
    const plain = await count({ text: 'First of a tuned chat' });
    expect(counted.data.tokens).toBeGreaterThan(plain.data.tokens);
    const result = await push({ model: 'gpt-4o-mini', text: 'First of a tuned chat', settings });
    const start = result.events[0] as Start;
    expect(start.message.inputTokens).toBe(counted.data.tokens);
    expect(start.held).toBe(counted.data.credits);
    expect(lastTo(world.openai).temperature).toBe(0.5);
  });

  it('refuses to count a stored conversation with another character or settings', async () => {
    const id = await conversationOf(1);
    const settings = { instructions: '', temperature: null, contextMessages: null };
    const refused = await count({ conversationId: id, text: 'x', settings });
    expect(refused).toMatchObject({ success: false, code: 'VALIDATION' });
    const character = await count({ conversationId: id, text: 'x', characterId: id });
    expect(character).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});
