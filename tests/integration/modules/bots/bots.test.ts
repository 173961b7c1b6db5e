// A user's own bots: created with defaults the owner can rely on, edited in parts, listed newest first,
// deleted for good; every setting checked by the contract in the user's language (names, origins, questions,
// the model and the free-account rule, the avatar); and out of reach of every other user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT } from '../../../../src/shared/api/bots';
import { translate } from '../../../../src/server/i18n';
import { api } from '../../support/test-app';
import { createChatWorld, key, type ChatWorld } from '../../support/chat';
import { testImage, upload } from '../../support/images';

type Headers = Record<string, string>;
let world: ChatWorld;
let alice: { headers: Headers; id: string };
let bob: { headers: Headers; id: string };

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  api(world.t.app, { method, url, headers, payload });
const settings = (changes: object = {}) => ({
  ...DEFAULT_BOT,
  name: 'Garden helper',
  model: 'gpt-4o-mini',
  ...changes,
});
const create = (headers: Headers, changes: object = {}) =>
  call('POST', '/api/bot/create', headers, settings(changes));

beforeAll(async () => {
  world = await createChatWorld();
  alice = await world.user('alice');
  bob = await world.user('bob');
});
afterAll(() => world.close());

describe('a bot', () => {
  it('is created with what was sent, normalised, and read back the same', async () => {
    const made = await create(alice.headers, {
      name: '  Garden helper  ',
      questions: ['When do I plant tulips?'],
      origins: ['https://Example.com:443/', 'https://example.com', 'http://localhost:5173'],
      visibility: 'embedded',
      strictness: 'strict',
    });
    expect(made.status).toBe(200);
    const bot = made.body.data;
    expect(bot).toMatchObject({
      name: 'Garden helper',
      model: 'gpt-4o-mini',
      questions: ['When do I plant tulips?'],
      origins: ['https://example.com', 'http://localhost:5173'],
      visibility: 'embedded',
      strictness: 'strict',
      contextTokens: DEFAULT_BOT.contextTokens,
      sources: { total: 0, ready: 0, failed: 0, working: 0 },
      chunks: 0,
      avatarUrl: null,
    });
    const info = await call('GET', `/api/bot/info?id=${bot.id}`, alice.headers);
    expect(info.body.data).toEqual(bot);
  });

  it('is edited in parts: what was not sent stays', async () => {
    const bot = (await create(alice.headers, { description: 'Knows roses' })).body.data;
    const edited = await call('POST', '/api/bot/edit', alice.headers, {
      id: bot.id,
      name: 'Rose helper',
      dailyCap: 0,
    });
    expect(edited.body.data).toMatchObject({
      name: 'Rose helper',
      description: 'Knows roses',
      dailyCap: 0,
    });
  });

  it('takes a picture of its owner’s, and refuses someone else’s', async () => {
    const mine = await upload(world.t, alice.headers, 'avatar', await testImage(200, 200));
    const theirs = await upload(world.t, bob.headers, 'avatar', await testImage(200, 200));
    const made = await create(alice.headers, { avatar: mine });
    expect(made.body.data.avatarUrl).toMatch(/^\/api\/files\//);
    const chatImage = await upload(world.t, alice.headers, 'chat', await testImage(200, 200));
    for (const avatar of [theirs, chatImage]) {
      const refused = await create(alice.headers, { avatar });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(translate('en-US', 'bots.edit.avatarInvalid'));
    }
  });

  it('lists the owner’s bots, newest change first, and only theirs', async () => {
    const fresh = (await create(bob.headers, { name: 'Bob’s only bot' })).body.data;
    const list = await call('GET', '/api/bot/list?page=1&pageSize=50', bob.headers);
    expect(list.body.data.list.map((bot: { id: string }) => bot.id)).toEqual([fresh.id]);
    expect(list.body.data.total).toBe(1);
    const alices = await call('GET', '/api/bot/list', alice.headers);
    expect(alices.body.data.total).toBeGreaterThanOrEqual(3);
    const times = alices.body.data.list.map((bot: { updatedAt: string }) => bot.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is deleted for good with its knowledge and stored files, and then not found', async () => {
    const bot = (await create(alice.headers)).body.data;
    const source = await call('POST', '/api/bot/source/add', alice.headers, {
      kind: 'text',
      botId: bot.id,
      name: 'Notes',
      text: 'The shed key is under the blue pot.',
      clientKey: key(),
    });
    const stored = `knowledge/${alice.id}/${source.body.data.id}.bin`;
    const file = await world.t.app.deps.storage.get(stored);
    expect(file).toBeDefined();
    file?.stream.destroy();
    expect((await call('GET', `/api/bot/delete?id=${bot.id}`, alice.headers)).status).toBe(200);
    expect(await world.t.app.deps.storage.get(stored)).toBeUndefined();
    const sources = await call('GET', `/api/bot/source/list?botId=${bot.id}`, alice.headers);
    expect(sources.status).toBe(404);
    for (const url of [`/api/bot/info?id=${bot.id}`, `/api/bot/delete?id=${bot.id}`]) {
      const gone = await call('GET', url, alice.headers);
      expect(gone.status).toBe(404);
      expect(gone.body.msg).toBeTruthy();
    }
  });
});

describe('refused settings', () => {
  const refusals: Array<[string, object, string]> = [
    ['an empty name', { name: '   ' }, 'bots.edit.nameRequired'],
    ['a long name', { name: 'x'.repeat(61) }, 'bots.edit.nameTooLong'],
    ['a path in an origin', { origins: ['https://example.com/shop'] }, 'bots.edit.originInvalid'],
    ['a wildcard origin', { origins: ['https://*.example.com'] }, 'bots.edit.originInvalid'],
    ['plain http elsewhere', { origins: ['http://example.com'] }, 'bots.edit.originInvalid'],
    ['seven questions', { questions: Array(7).fill('Why?') }, 'bots.edit.tooManyQuestions'],
    ['an empty question', { questions: ['  '] }, 'bots.edit.questionEmpty'],
    ['a budget too small', { contextTokens: 10 }, 'bots.edit.contextRange'],
    ['a budget not whole', { contextTokens: 1.5 }, 'bots.edit.contextRange'],
    ['a negative daily limit', { dailyCap: -1 }, 'bots.edit.dailyCapRange'],
    ['embedded nowhere', { visibility: 'embedded', origins: [] }, 'bots.edit.originsRequired'],
  ];
  it.each(refusals)('%s, in the user’s language', async (_label, changes, key) => {
    const before = (await call('GET', '/api/bot/list', alice.headers)).body.data.total;
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const refused = await create({ ...alice.headers, 'x-atrium-locale': locale }, changes);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain(translate(locale, key));
    }
    expect((await call('GET', '/api/bot/list', alice.headers)).body.data.total).toBe(before);
  });

  it('an unknown model, and a model a free account cannot use', async () => {
    const unknown = await create(alice.headers, { model: 'no-such-model' });
    expect(unknown.body).toMatchObject({ success: false, code: 'MODEL_UNKNOWN' });
    const locked = await create(alice.headers, { model: 'claude-sonnet' });
    expect(locked.body.code).toBe('MODEL_LOCKED');
    expect(locked.body.msg).toBeTruthy();
  });

  it('an edit that would leave an embedded bot with no website', async () => {
    const bot = (
      await create(alice.headers, {
        visibility: 'embedded',
        origins: ['https://example.com'],
      })
    ).body.data;
    const refused = await call('POST', '/api/bot/edit', alice.headers, { id: bot.id, origins: [] });
    expect(refused.body.msg).toBe(translate('en-US', 'bots.edit.originsRequired'));
    const info = await call('GET', `/api/bot/info?id=${bot.id}`, alice.headers);
    expect(info.body.data.origins).toEqual(['https://example.com']);
  });
});

describe('another user', () => {
  it('cannot read, edit, or delete a bot: 404 like an id naming nothing, and nothing changes', async () => {
    const bot = (await create(alice.headers, { name: 'Private' })).body.data;
    const attempts = [
      call('GET', `/api/bot/info?id=${bot.id}`, bob.headers),
      call('POST', '/api/bot/edit', bob.headers, { id: bot.id, name: 'Mine now' }),
      call('GET', `/api/bot/delete?id=${bot.id}`, bob.headers),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(404);
      expect(JSON.stringify(attempt.body)).not.toContain('Private');
    }
    const still = await call('GET', `/api/bot/info?id=${bot.id}`, alice.headers);
    expect(still.body.data.name).toBe('Private');
  });
});
