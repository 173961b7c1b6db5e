// The console's public characters and categories against the real app: starters edited (a stale save refused)
// and made, a user's public character moved and hidden (it becomes private, as a moderator's hide makes it),
// categories made, renamed, ordered and deleted only while empty (the refusal says how many are in it), every
// change audited, and the seed at the next start leaving admins' edits, hidden starters and categories alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCategory,
  AdminCharacter,
  AdminCharacterRow,
} from '../../../../src/shared/api/admin-characters';
import { seedStarterSet } from '../../../../src/server/modules/roles/seed';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
let boss: Record<string, string>;
let ann: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  boss = bearer((await signIn(t, 'boss@example.com', '10.7.0.1')).token);
  ann = bearer((await signIn(t, 'ann@example.com', '10.7.0.2')).token);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = boss,
  locale = 'en-US',
) =>
  api(t.app, {
    method,
    url,
    headers: { ...headers, 'x-atrium-locale': locale },
    ...(payload ? { payload } : {}),
  });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const answer = await call(method, url, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const list = async (query = '') =>
  (await ok('GET', `/api/admin/characters/list${query}`)) as {
    list: AdminCharacterRow[];
    total: number;
  };
const categories = async () =>
  ((await ok('GET', '/api/admin/categories/list')) as { list: AdminCategory[] }).list;
const gallery = async (locale = 'en-US') =>
  (await call('GET', '/api/type/list', undefined, {}, locale)).body.data.list as {
    id: string;
    name: string;
  }[];
const auditOf = async (kind: string, id: string) =>
  (await ok('GET', `/api/admin/audit/list?targetKind=${kind}&targetId=${id}`)).list as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason: string | null;
  }[];

describe('admin characters', () => {
  it('edits a starter, refuses a stale save, and makes a new starter', async () => {
    const starters = await list('?origin=starter&q=translator');
    const row = starters.list.find((item) => item.locale === 'en-US')!;
    const before = (await ok('GET', `/api/admin/characters/info?id=${row.id}`)) as AdminCharacter;
    expect(before).toMatchObject({ starter: true, owner: null, edited: false, hidden: false });
    const body = {
      id: row.id,
      base: before.updatedAt,
      name: 'Interpreter',
      avatar: 'preset:globe',
      description: before.description,
      systemPrompt: before.systemPrompt,
      greeting: before.greeting,
      categoryId: before.categoryId,
      locale: 'en-US',
    };
    t.clock.advance(1000);
    const saved = (await ok('POST', '/api/admin/characters/save', body)) as AdminCharacter;
    expect(saved).toMatchObject({ name: 'Interpreter', edited: true });
    const stale = await call('POST', '/api/admin/characters/save', { ...body, name: 'Other' });
    expect(stale.body).toMatchObject({ success: false, code: 'CONTENT_STALE' });
    expect((await auditOf('character', row.id))[0]).toMatchObject({
      action: 'character.save',
      before: { name: before.name },
      after: { name: 'Interpreter' },
    });

    const badCategory = await call('POST', '/api/admin/characters/save', {
      ...body,
      id: undefined,
      base: undefined,
      categoryId: 'no-such-one',
    });
    expect(badCategory.status).toBe(400);
    const made = (await ok('POST', '/api/admin/characters/save', {
      ...body,
      id: undefined,
      base: undefined,
      name: 'Night Owl',
    })) as AdminCharacter;
    expect(made).toMatchObject({ starter: true, hidden: false, locale: 'en-US' });
    const search = await call('GET', '/api/type/search?q=Night%20Owl', undefined, {});
    expect(search.body.data.list.map((item: { name: string }) => item.name)).toContain('Night Owl');
  });

  it('moves and hides a user’s public character, which becomes private', async () => {
    const created = await call(
      'POST',
      '/api/user/role/create',
      { name: 'Ann’s coach', systemPrompt: 'Coach me.', categoryId: 'life', visibility: 'public' },
      ann,
    );
    const id = created.body.data.id as string;
    const users = await list('?origin=user');
    expect(users.list.find((item) => item.id === id)).toMatchObject({
      owner: 'ann@example.com',
      starter: false,
    });
    const moved = (await ok('POST', '/api/admin/characters/category', {
      id,
      categoryId: 'work',
    })) as AdminCharacter;
    expect(moved.categoryId).toBe('work');
    const notOurs = await call('POST', '/api/admin/characters/save', {
      id,
      base: moved.updatedAt,
      name: 'Renamed',
      avatar: null,
      systemPrompt: 'x',
      categoryId: 'work',
      locale: 'en-US',
    });
    expect(notOurs.body.msg).toMatch(/user’s character/);

    const hidden = (await ok('POST', '/api/admin/characters/hide', {
      id,
      hidden: true,
      note: 'Reported twice',
    })) as AdminCharacter;
    expect(hidden.hidden).toBe(true);
    expect((await list('?origin=user')).list.some((item) => item.id === id)).toBe(false);
    const own = await call('GET', `/api/role/info?id=${id}`, undefined, ann);
    expect(own.body.data).toMatchObject({ visibility: 'private', mine: true });
    const again = await call('POST', '/api/admin/characters/hide', {
      id,
      hidden: false,
      note: 'x',
    });
    expect(again.status).toBe(404);
    expect((await auditOf('character', id))[0]).toMatchObject({
      action: 'character.hide',
      before: { visibility: 'public' },
      after: { visibility: 'private' },
      reason: 'Reported twice',
    });
  });

  it('hides a starter from the gallery and shows it again', async () => {
    const row = (await list('?origin=starter&q=Night%20Owl')).list[0]!;
    await ok('POST', '/api/admin/characters/hide', { id: row.id, hidden: true, note: 'Later' });
    const search = await call('GET', '/api/type/search?q=Night%20Owl', undefined, {});
    expect(search.body.data.list).toEqual([]);
    expect((await list('?origin=starter&q=Night%20Owl')).list[0]).toMatchObject({ hidden: true });
    await ok('POST', '/api/admin/characters/hide', { id: row.id, hidden: false, note: 'Now' });
    const back = await call('GET', '/api/type/search?q=Night%20Owl', undefined, {});
    expect(back.body.data.list).toHaveLength(1);
  });
});

describe('admin categories', () => {
  it('makes, renames and orders a category the gallery shows', async () => {
    const bad = await call('POST', '/api/admin/categories/save', {
      id: 'Bad Id',
      name: { 'en-US': 'x', 'zh-CN': 'x' },
      create: true,
    });
    expect(bad.body).toMatchObject({
      code: 'VALIDATION',
      msg: expect.stringMatching(/lower-case/),
    });
    await ok('POST', '/api/admin/categories/save', {
      id: 'travel',
      name: { 'en-US': 'Travel', 'zh-CN': '旅行' },
      create: true,
    });
    const twice = await call('POST', '/api/admin/categories/save', {
      id: 'travel',
      name: { 'en-US': 'Travel', 'zh-CN': '旅行' },
      create: true,
    });
    expect(twice.body).toMatchObject({ code: 'CATEGORY_EXISTS' });
    await ok('POST', '/api/admin/categories/save', {
      id: 'writing',
      name: { 'en-US': 'Words', 'zh-CN': '文字' },
      create: false,
    });
    await ok('POST', '/api/admin/categories/reorder', { ids: ['travel'] });
    const shown = await gallery();
    expect(shown[0]).toMatchObject({ id: 'travel', name: 'Travel' });
    expect(shown.find((item) => item.id === 'writing')!.name).toBe('Words');
    expect((await gallery('zh-CN')).find((item) => item.id === 'writing')!.name).toBe('文字');
    expect((await auditOf('category', 'writing'))[0]).toMatchObject({
      action: 'category.save',
      before: { 'name en-US': 'Writing' },
      after: { 'name en-US': 'Words' },
    });
  });

  it('refuses to delete a category in use, saying how many, and deletes an empty one', async () => {
    const used = (await categories()).find((item) => item.id === 'study')!;
    expect(used.characters).toBeGreaterThan(1);
    const refused = await call(
      'POST',
      '/api/admin/categories/remove',
      { id: 'study', note: 'Tidy' },
      boss,
      'zh-CN',
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CATEGORY_IN_USE' });
    expect(refused.body.msg).toContain(String(used.characters));
    await ok('POST', '/api/admin/categories/remove', { id: 'travel', note: 'Not needed' });
    expect((await categories()).some((item) => item.id === 'travel')).toBe(false);
    expect((await gallery()).some((item) => item.id === 'travel')).toBe(false);
    const create = await call(
      'POST',
      '/api/user/role/create',
      { name: 'Lost', systemPrompt: 'x', categoryId: 'travel' },
      ann,
    );
    expect(create.status).toBe(400);
  });

  it('keeps admins’ starters, hidden ones and categories through the seed at every start', async () => {
    const { db } = t.database;
    // A shipped category deleted: empty the smallest first by moving its characters.
    await ok('POST', '/api/admin/categories/save', {
      id: 'fun',
      name: { 'en-US': 'Fun', 'zh-CN': '娱乐' },
      create: false,
    });
    for (const row of (await list('?categoryId=fun')).list)
      await ok('POST', '/api/admin/characters/category', { id: row.id, categoryId: 'life' });
    await ok('POST', '/api/admin/categories/remove', { id: 'fun', note: 'Merged into life' });

    await seedStarterSet(db);
    await seedStarterSet(db);
    expect(await seedStarterSet(db)).toBe('current');
    expect((await list('?origin=starter&q=Interpreter')).list).toHaveLength(1);
    expect((await list('?origin=starter&q=Night%20Owl')).list).toHaveLength(1);
    const shown = await gallery();
    expect(shown.some((item) => item.id === 'fun')).toBe(false);
    expect(shown.find((item) => item.id === 'writing')!.name).toBe('Words');
    expect(shown[0]!.id).not.toBe('fun');
  });
});
