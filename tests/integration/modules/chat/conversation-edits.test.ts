// What an owner changes about a conversation itself: its title (shown in the list, the conversation and a
// live share at once) and its settings (instructions, temperature, context), checked by the contract with
// translated messages, stored, and out of reach of every other user (their ids answer 404, nothing changes).
// Also the list's refusal of an overlong search, in words the sidebar shows as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_CONTEXT_MESSAGES,
  MAX_INSTRUCTIONS_CHARS,
  MAX_TITLE_CHARS,
} from '../../../../src/shared/api/chat-conversation';
import { translate } from '../../../../src/server/i18n';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';

let world: ChatWorld;
let alice: { headers: Record<string, string>; id: string };
let bob: { headers: Record<string, string>; id: string };
let conversationId: string;

const push = (headers: Record<string, string>, body: object) =>
  stream(world.base, '/api/user/chat/push', headers, { clientKey: key(), ...body });
const call = async (method: 'GET' | 'POST', url: string, headers: object, payload?: object) => {
  const response = await world.t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};
const rename = (headers: object, id: string, title: string) =>
  call('POST', '/api/user/chat/rename', headers, { conversationId: id, title });
const saveSettings = (headers: object, id: string, settings: object) =>
  call('POST', '/api/user/chat/settings', headers, {
    conversationId: id,
    instructions: '',
    temperature: null,
    contextMessages: null,
    ...settings,
  });
const conversation = async (headers: object, id: string) =>
  (await call('GET', `/api/user/chat/messages?conversationId=${id}`, headers)).body.data
    .conversation;

beforeAll(async () => {
  world = await createChatWorld();
  alice = await world.user('alice');
  bob = await world.user('bob');
  conversationId = finalMessage(
    await push(alice.headers, { model: 'gpt-4o-mini', text: 'Plans for the garden' }),
  ).conversationId;
});
afterAll(() => world.close());

describe('renaming a conversation', () => {
  it('stores the trimmed title without moving the conversation in the list', async () => {
    const before = await conversation(alice.headers, conversationId);
    const renamed = await rename(alice.headers, conversationId, '  Garden, spring 2026 ');
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      id: conversationId,
      title: 'Garden, spring 2026',
      updatedAt: before.updatedAt,
    });
    const list = await call('GET', '/api/user/chat/list', alice.headers);
    expect(list.body.data.list[0]).toMatchObject({
      id: conversationId,
      title: 'Garden, spring 2026',
    });
    const found = await call('GET', '/api/user/chat/list?q=spring%202026', alice.headers);
    expect(found.body.data.total).toBe(1);
  });

  it.each([
    ['an empty title', '   ', 'chat.rename.empty'],
    ['a title over the limit', 'x'.repeat(MAX_TITLE_CHARS + 1), 'chat.rename.tooLong'],
  ])('refuses %s with a translated message', async (_label, title, messageKey) => {
    const english = await rename(alice.headers, conversationId, title);
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      success: false,
      code: 'VALIDATION',
      msg: translate('en-US', messageKey),
    });
    const chinese = await rename(
      { ...alice.headers, 'x-atrium-locale': 'zh-CN' },
      conversationId,
      title,
    );
    expect(chinese.body.msg).toBe(translate('zh-CN', messageKey));
    expect(chinese.body.msg).not.toBe(english.body.msg);
    expect((await conversation(alice.headers, conversationId)).title).toBe('Garden, spring 2026');
  });

  it('takes a title of exactly the limit', async () => {
    const longest = 'T'.repeat(MAX_TITLE_CHARS);
    expect((await rename(alice.headers, conversationId, longest)).body.data.title).toBe(longest);
    await rename(alice.headers, conversationId, 'Garden, spring 2026');
  });

  it("answers 404 for another user's conversation and for an id naming nothing", async () => {
    const theirs = await rename(bob.headers, conversationId, 'Taken over');
    const nothing = await rename(bob.headers, '00000000-0000-4000-8000-000000000000', 'Taken');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nothing.body);
    expect(JSON.stringify(theirs.body)).not.toContain('Garden');
    expect((await conversation(alice.headers, conversationId)).title).toBe('Garden, spring 2026');
    expect(
      (await call('POST', '/api/user/chat/rename', {}, { conversationId, title: 'x' })).status,
    ).toBe(401);
  });

  it('shows the current title on a live share, the messages staying a snapshot', async () => {
    const share = await call(
      'GET',
      `/api/user/chat/share?conversationId=${conversationId}`,
      alice.headers,
    );
    const link = `/api/share/chat?id=${share.body.data.id}`;
    expect((await call('GET', link, {})).body.data.title).toBe('Garden, spring 2026');
    await rename(alice.headers, conversationId, 'Vegetable patch');
    await push(alice.headers, { model: 'gpt-4o-mini', conversationId, text: 'And tomatoes?' });
    const read = (await call('GET', link, {})).body.data;
    expect(read.title).toBe('Vegetable patch');
    expect(read.messages).toHaveLength(2);
  });
});

it('refuses an overlong search of titles or messages in the user’s language', async () => {
  const q = encodeURIComponent('x'.repeat(201));
  for (const [locale, url] of [
    ['en-US', `/api/user/chat/list?q=${q}`],
    ['zh-CN', `/api/user/chat/search?q=${q}`],
  ] as const) {
    const refused = await call('GET', url, { ...alice.headers, 'x-atrium-locale': locale });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(translate(locale, 'chat.sidebar.searchTooLong'));
  }
});

describe('conversation settings', () => {
  it('start at the defaults and are stored as sent', async () => {
    expect((await conversation(alice.headers, conversationId)).settings).toEqual({
      instructions: '',
      temperature: null,
      contextMessages: null,
    });
    const saved = await saveSettings(alice.headers, conversationId, {
      instructions: '  Answer as a gardener.  ',
      temperature: 0.7,
      contextMessages: 4,
    });
    expect(saved.status).toBe(200);
    const settings = {
      instructions: 'Answer as a gardener.',
      temperature: 0.7,
      contextMessages: 4,
    };
    expect(saved.body.data.settings).toEqual(settings);
    expect((await conversation(alice.headers, conversationId)).settings).toEqual(settings);
    const listed = await call('GET', '/api/user/chat/list', alice.headers);
    expect(listed.body.data.list[0].settings).toEqual(settings);
    const reset = await saveSettings(alice.headers, conversationId, {});
    expect(reset.body.data.settings).toEqual({
      instructions: '',
      temperature: null,
      contextMessages: null,
    });
  });

  it.each([
    ['a temperature over 2', { temperature: 2.5 }],
    ['a negative temperature', { temperature: -0.1 }],
    ['more context than allowed', { contextMessages: MAX_CONTEXT_MESSAGES + 1 }],
    ['a fractional context', { contextMessages: 2.5 }],
  ])('refuses %s', async (_label, settings) => {
    const refused = await saveSettings(alice.headers, conversationId, settings);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(refused.body.msg).toBeTruthy();
  });

  it('refuses instructions over the limit in words the user reads', async () => {
    const long = 'x'.repeat(MAX_INSTRUCTIONS_CHARS + 1);
    const refused = await saveSettings(
      { ...alice.headers, 'x-atrium-locale': 'zh-CN' },
      conversationId,
      { instructions: long },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(translate('zh-CN', 'chat.settings.instructionsTooLong'));
  });

  it("answers 404 for another user's conversation and changes nothing", async () => {
    await saveSettings(alice.headers, conversationId, { instructions: 'Mine alone.' });
    const theirs = await saveSettings(bob.headers, conversationId, { temperature: 1 });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('NOT_FOUND');
    expect((await conversation(alice.headers, conversationId)).settings).toEqual({
      instructions: 'Mine alone.',
      temperature: null,
      contextMessages: null,
    });
  });

  it('may start a new conversation, but not be sent with an existing one', async () => {
    const settings = { instructions: 'Be brief.', temperature: 0.2, contextMessages: 0 };
    const made = finalMessage(
      await push(alice.headers, { model: 'gpt-4o-mini', text: 'Hello', settings }),
    );
    expect((await conversation(alice.headers, made.conversationId)).settings).toEqual(settings);
    const refused = await push(alice.headers, {
      model: 'gpt-4o-mini',
      conversationId: made.conversationId,
      text: 'Hi again',
      settings,
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope?.msg).toBe(translate('en-US', 'chat.settingsWithConversation'));
  });
});
