// Public lists by category and language, pagination, search with wildcards taken literally, and the list of
// characters a user talked to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations } from '../../../../src/server/db/schema';
import { draft, roleCalls, STARTERS_PER_LOCALE } from '../../support/roles';
import { api, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { newUser, get, post } = roleCalls(() => t);

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
