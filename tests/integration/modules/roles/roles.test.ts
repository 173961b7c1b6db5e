// Characters and categories as users meet them: create, edit and delete their own, translated validation,
// who sees what (private stays private, system prompts only for the owner), public lists by category and
// language, search with wildcards taken literally, the role-user list, and a seeding that is idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';
import { characters, conversations } from '../../../../src/server/db/schema';
import {
  SEED_VERSION,
  seedStarterSet,
  starterRows,
} from '../../../../src/server/modules/roles/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
async function newUser(label: string) {
  ip += 1;
  const tokens = await signIn(t, `${label}-${ip}@example.com`, `10.3.0.${ip}`);
  const headers = bearer(tokens.token);
  const me = await api(t.app, { method: 'GET', url: '/api/user', headers });
  return { id: me.body.data.id as string, headers };
}
const get = (url: string, headers: Record<string, string> = {}) =>
  api(t.app, { method: 'GET', url, headers });
/** Each write a second later, so newest-first lists have one answer. */
const post = (url: string, headers: Record<string, string>, payload: object) => {
  t.clock.advance(1000);
  return api(t.app, { method: 'POST', url, headers, payload });
};

const draft = (overrides: object = {}) => ({
  name: 'Haiku Friend',
  avatar: 'preset:leaf',
  description: 'Answers in haiku.',
  systemPrompt: 'Answer every message as a haiku.',
  greeting: 'Five, seven, five: ask.',
  categoryId: 'writing',
  visibility: 'private',
  ...overrides,
});

const STARTERS_PER_LOCALE = starterRows().length / 2;

describe('own characters', () => {
  it('creates, lists, edits and deletes', async () => {
    const user = await newUser('owner');
    const created = await post('/api/user/role/create', user.headers, draft());
    expect(created.status).toBe(200);
    const character = created.body.data;
    expect(character).toMatchObject({
      name: 'Haiku Friend',
      avatar: 'preset:leaf',
      systemPrompt: 'Answer every message as a haiku.',
      categoryId: 'writing',
      visibility: 'private',
      mine: true,
      locale: null,
    });

    const mine = await get('/api/user/my/role', user.headers);
    expect(mine.body.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(mine.body.data.list[0].id).toBe(character.id);

    const edited = await post('/api/user/private/role', user.headers, {
      ...draft({ name: '  Haiku Master  ', visibility: 'public', avatar: null }),
      id: character.id,
    });
    expect(edited.body.data).toMatchObject({
      id: character.id,
      name: 'Haiku Master',
      avatar: null,
      visibility: 'public',
    });

    const removed = await get(`/api/user/role/del?id=${character.id}`, user.headers);
    expect(removed.body).toEqual({ success: true, data: { ok: true } });
    expect((await get('/api/user/my/role', user.headers)).body.data.total).toBe(0);
    expect((await get(`/api/user/role/del?id=${character.id}`, user.headers)).status).toBe(404);
  });

  it('answers 400 with a translated message for bad input', async () => {
    const user = await newUser('invalid');
    const cases: [object, string, string][] = [
      [{ name: '   ' }, 'The name must be 1 to 40 characters.', '名称需为 1 到 40 个字符。'],
      [
        { name: 'x'.repeat(41) },
        'The name must be 1 to 40 characters.',
        '名称需为 1 到 40 个字符。',
      ],
      [
        { systemPrompt: '' },
        'The instructions must be 1 to 8000 characters.',
        '角色设定需为 1 到 8000 个字符。',
      ],
      [
        { description: 'd'.repeat(301) },
        'The description can be at most 300 characters.',
        '简介最多 300 个字符。',
      ],
      [
        { greeting: 'g'.repeat(1001) },
        'The greeting can be at most 1000 characters.',
        '开场白最多 1000 个字符。',
      ],
      [
        { avatar: 'http://evil.example/a.png' },
        'Choose one of the avatars, or give an https image address.',
        '请选择一个头像，或填写 https 图片地址。',
      ],
      [
        { avatar: 'preset:unknown' },
        'Choose one of the avatars, or give an https image address.',
        '请选择一个头像，或填写 https 图片地址。',
      ],
      [{ categoryId: 'no-such-category' }, 'Choose one of the categories.', '请选择一个分类。'],
      [{ visibility: 'friends' }, 'Choose private or public.', '请选择私有或公开。'],
    ];
    for (const [change, en, zh] of cases) {
      const english = await post('/api/user/role/create', user.headers, draft(change));
      expect(english.status, JSON.stringify(change)).toBe(400);
      expect(english.body).toMatchObject({ success: false, code: 'VALIDATION', msg: en });
      const chinese = await api(t.app, {
        method: 'POST',
        url: '/api/user/role/create',
        headers: { ...user.headers, 'x-atrium-locale': 'zh-CN' },
        payload: draft(change),
      });
      expect(chinese.body.msg).toBe(zh);
    }
    expect((await get('/api/user/my/role', user.headers)).body.data.total).toBe(0);
    // Accepted avatars: a preset, an https address, a path on Atrium's own origin.
    for (const avatar of ['preset:code', 'https://cdn.example.com/a.png', '/api/upload/x.png']) {
      expect((await post('/api/user/role/create', user.headers, draft({ avatar }))).status).toBe(
        200,
      );
    }
  });

  it('needs a signed-in user', async () => {
    expect((await post('/api/user/role/create', {}, draft())).status).toBe(401);
    expect((await get('/api/user/my/role')).status).toBe(401);
  });
});

describe('other users', () => {
  it('cannot see, edit or delete a private character, and never read a system prompt', async () => {
    const owner = await newUser('alice');
    const other = await newUser('bob');
    const secret = (
      await post('/api/user/role/create', owner.headers, draft({ name: 'Zebra Secret' }))
    ).body.data;
    const shared = (
      await post(
        '/api/user/role/create',
        owner.headers,
        draft({ name: 'Zebra Shared', visibility: 'public' }),
      )
    ).body.data;

    const edit = await post('/api/user/private/role', other.headers, { ...draft(), id: secret.id });
    expect(edit.status).toBe(404);
    const editPublic = await post('/api/user/private/role', other.headers, {
      ...draft(),
      id: shared.id,
    });
    expect(editPublic.status).toBe(404);
    expect((await get(`/api/user/role/del?id=${secret.id}`, other.headers)).status).toBe(404);
    expect((await get(`/api/user/role/del?id=${shared.id}`, other.headers)).status).toBe(404);
    expect((await get('/api/user/role/del?id=not-a-uuid', other.headers)).status).toBe(404);

    const found = (await get('/api/type/search?q=zebra', other.headers)).body.data;
    expect(found.list.map((c: { name: string }) => c.name)).toEqual(['Zebra Shared']);
    expect(found.list[0]).toMatchObject({ mine: false, systemPrompt: null });
    const anonymous = (await get('/api/type/search?q=zebra')).body.data;
    expect(anonymous.list.map((c: { name: string }) => c.name)).toEqual(['Zebra Shared']);
    // The owner finds both, with the prompt.
    const own = (await get('/api/type/search?q=zebra', owner.headers)).body.data;
    expect(own.list.map((c: { name: string }) => c.name).sort()).toEqual([
      'Zebra Secret',
      'Zebra Shared',
    ]);
    expect(own.list.every((c: { systemPrompt: string | null }) => c.systemPrompt !== null)).toBe(
      true,
    );
    // Starters are public to all, their prompts to no one.
    const starter = (await get('/api/role/latest?pageSize=100')).body.data.list.find(
      (c: { locale: string | null }) => c.locale === 'en-US',
    );
    expect(starter.systemPrompt).toBeNull();
    const editStarter = await post('/api/user/private/role', owner.headers, {
      ...draft(),
      id: starter.id,
    });
    expect(editStarter.status).toBe(404);
  });
});

describe('one character by id', () => {
  it('reads a public character for anyone, a private one only for its owner', async () => {
    const owner = await newUser('info-owner');
    const other = await newUser('info-other');
    const secret = (await post('/api/user/role/create', owner.headers, draft())).body.data;
    const shared = (
      await post('/api/user/role/create', owner.headers, draft({ visibility: 'public' }))
    ).body.data;
    expect((await get(`/api/role/info?id=${secret.id}`, owner.headers)).body.data).toMatchObject({
      id: secret.id,
      systemPrompt: 'Answer every message as a haiku.',
    });
    expect((await get(`/api/role/info?id=${secret.id}`, other.headers)).status).toBe(404);
    expect((await get(`/api/role/info?id=${secret.id}`)).status).toBe(404);
    const seen = await get(`/api/role/info?id=${shared.id}`);
    expect(seen.body.data).toMatchObject({ id: shared.id, greeting: 'Five, seven, five: ask.' });
    expect(seen.body.data.systemPrompt).toBeNull();
    expect((await get('/api/role/info?id=not-an-id')).status).toBe(404);
  });
});

describe('public lists', () => {
  it('lists categories with counts in the request language', async () => {
    const en = (await get('/api/type/list')).body.data.list;
    expect(en.map((c: { id: string }) => c.id)).toEqual([
      'writing',
      'study',
      'work',
      'programming',
      'language',
      'life',
      'fun',
    ]);
    expect(en[0]).toMatchObject({ id: 'writing', name: 'Writing' });
    const zh = (
      await api(t.app, {
        method: 'GET',
        url: '/api/type/list',
        headers: { 'x-atrium-locale': 'zh-CN' },
      })
    ).body.data.list;
    expect(zh[0].name).toBe('写作');
    const total = (list: { count: number }[]) => list.reduce((sum, c) => sum + c.count, 0);
    expect(total(zh)).toBeGreaterThanOrEqual(STARTERS_PER_LOCALE);
  });

  it('shows starters in the viewer language first, then users’ public characters', async () => {
    const user = await newUser('publisher');
    const mine = (
      await post(
        '/api/user/role/create',
        user.headers,
        draft({ name: 'Tutor Bot', categoryId: 'study', visibility: 'public' }),
      )
    ).body.data;
    for (const locale of ['en-US', 'zh-CN']) {
      const headers = { ...user.headers, 'x-atrium-locale': locale };
      const page = (await get('/api/user/role/public?categoryId=study&pageSize=100', headers)).body
        .data;
      const locales = page.list.map((c: { locale: string | null }) => c.locale);
      const starters = locales.filter((l: string | null) => l !== null);
      expect(starters.length).toBeGreaterThan(0);
      expect(new Set(starters)).toEqual(new Set([locale]));
      expect(locales.indexOf(null)).toBe(starters.length);
      expect(page.list.some((c: { id: string }) => c.id === mine.id)).toBe(true);
      expect(page.list.every((c: { categoryId: string }) => c.categoryId === 'study')).toBe(true);
      expect(page.total).toBe(page.list.length);
    }
    const latest = (await get('/api/role/latest')).body.data;
    expect(latest.list[0].id).toBe(mine.id);

    const gallery = (await get('/api/type/v2/list?per=2')).body.data.list;
    expect(gallery).toHaveLength(7);
    for (const { category, characters: list } of gallery) {
      expect(list.length).toBeLessThanOrEqual(2);
      expect(list.length).toBe(Math.min(2, category.count));
      expect(list.every((c: { categoryId: string }) => c.categoryId === category.id)).toBe(true);
    }
  });

  it('paginates', async () => {
    const first = (await get('/api/type/search?pageSize=5')).body.data;
    const second = (await get('/api/type/search?pageSize=5&page=2')).body.data;
    expect(first.list).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.list, ...second.list].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(10);
  });

  it('searches names and descriptions case-insensitively, with % and _ taken literally', async () => {
    const user = await newUser('searcher');
    await post(
      '/api/user/role/create',
      user.headers,
      draft({ name: 'Discount 100% Bot', visibility: 'public' }),
    );
    await post(
      '/api/user/role/create',
      user.headers,
      draft({ name: 'snake_case helper', visibility: 'public' }),
    );
    await post(
      '/api/user/role/create',
      user.headers,
      draft({ name: 'Plain', description: 'About SNAKES', visibility: 'public' }),
    );

    const percent = (await get(`/api/type/search?q=${encodeURIComponent('100%')}`)).body.data;
    expect(percent.list.map((c: { name: string }) => c.name)).toEqual(['Discount 100% Bot']);
    const wildcard = (await get(`/api/type/search?q=${encodeURIComponent('%')}`)).body.data;
    expect(wildcard.list.map((c: { name: string }) => c.name)).toEqual(['Discount 100% Bot']);
    const underscore = (await get(`/api/type/search?q=${encodeURIComponent('e_c')}`)).body.data;
    expect(underscore.list.map((c: { name: string }) => c.name)).toEqual(['snake_case helper']);
    // Name matches come before description matches.
    const snake = (await get('/api/type/search?q=SNAKE')).body.data;
    expect(snake.list.map((c: { name: string }) => c.name)).toEqual(['snake_case helper', 'Plain']);
    // Starters are found in the viewer's language.
    const zh = await api(t.app, {
      method: 'GET',
      url: `/api/type/search?q=${encodeURIComponent('翻译')}`,
      headers: { 'x-atrium-locale': 'zh-CN' },
    });
    expect(zh.body.data.total).toBeGreaterThan(0);
    const inCategory = (await get('/api/type/search?q=code&categoryId=programming')).body.data;
    expect(inCategory.total).toBeGreaterThan(0);
    expect(
      inCategory.list.every((c: { categoryId: string }) => c.categoryId === 'programming'),
    ).toBe(true);
  });
});

describe('role-user list', () => {
  it('lists characters the user talked to, latest conversation first, once each', async () => {
    const user = await newUser('talker');
    const other = await newUser('stranger');
    const starters = (await get('/api/type/search?pageSize=3')).body.data.list;
    const own = (await post('/api/user/role/create', user.headers, draft())).body.data;
    const theirs = (
      await post('/api/user/role/create', other.headers, draft({ visibility: 'public' }))
    ).body.data;
    expect((await get('/api/user/role/list', user.headers)).body.data).toMatchObject({
      list: [],
      total: 0,
    });

    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const rows = await t.database.db
      .insert(conversations)
      .values([
        {
          userId: user.id,
          kind: 'chat',
          model: 'gpt-4o-mini',
          characterId: starters[0].id,
          updatedAt: at(1),
        },
        {
          userId: user.id,
          kind: 'chat',
          model: 'gpt-4o-mini',
          characterId: own.id,
          updatedAt: at(2),
        },
        {
          userId: user.id,
          kind: 'chat',
          model: 'gpt-4o-mini',
          characterId: starters[0].id,
          updatedAt: at(3),
        },
        {
          userId: user.id,
          kind: 'chat',
          model: 'gpt-4o-mini',
          characterId: theirs.id,
          updatedAt: at(4),
        },
        {
          userId: user.id,
          kind: 'chat',
          model: 'gpt-4o-mini',
          characterId: null,
          updatedAt: at(5),
        },
        { userId: user.id, kind: 'mo', model: 'gpt-4o', updatedAt: at(6) },
        {
          userId: other.id,
          kind: 'chat',
          model: 'gpt-4o-mini',
          characterId: starters[1].id,
          updatedAt: at(7),
        },
      ])
      .returning({ id: conversations.id });

    const list = (await get('/api/user/role/list', user.headers)).body.data;
    expect(list.total).toBe(3);
    expect(list.list.map((r: { character: { id: string } }) => r.character.id)).toEqual([
      theirs.id,
      starters[0].id,
      own.id,
    ]);
    expect(list.list.map((r: { conversationId: string }) => r.conversationId)).toEqual([
      rows[3]!.id,
      rows[2]!.id,
      rows[1]!.id,
    ]);
    expect(list.list[2].character).toMatchObject({ mine: true, systemPrompt: own.systemPrompt });
    expect(list.list[0].character).toMatchObject({ mine: false, systemPrompt: null });

    // The other owner makes theirs private: it leaves this list. Deleting one's own keeps the conversation.
    await post('/api/user/private/role', other.headers, { ...draft(), id: theirs.id });
    await get(`/api/user/role/del?id=${own.id}`, user.headers);
    const after = (await get('/api/user/role/list', user.headers)).body.data;
    expect(after.list.map((r: { character: { id: string } }) => r.character.id)).toEqual([
      starters[0].id,
    ]);
    const [kept] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, rows[1]!.id));
    expect(kept).toMatchObject({ characterId: null });
  });
});

describe('seeding', () => {
  it('is current after start, and seeding again changes nothing', async () => {
    const starter = isNotNull(characters.seedKey);
    const before = await t.database.db.select().from(characters).where(starter);
    expect(before).toHaveLength(starterRows().length);
    expect(await seedStarterSet(t.database.db)).toBe('current');
    expect(await t.database.db.select().from(characters).where(starter)).toEqual(before);
  });

  it('repairs a changed starter in place, keeping its id', async () => {
    const [target] = await t.database.db
      .select()
      .from(characters)
      .where(eq(characters.seedKey, 'en-US:translator'));
    await t.database.db
      .update(characters)
      .set({ name: 'Tampered', updatedAt: new Date() })
      .where(eq(characters.id, target!.id));
    expect(await seedStarterSet(t.database.db)).toBe('seeded');
    const [repaired] = await t.database.db
      .select()
      .from(characters)
      .where(eq(characters.seedKey, 'en-US:translator'));
    expect(repaired).toEqual(target);
    expect(repaired!.updatedAt.toISOString()).toBe(SEED_VERSION);
    expect(await seedStarterSet(t.database.db)).toBe('current');
  });
});
