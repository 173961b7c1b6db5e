// Characters as their owners and others meet them: create, edit and delete one's own, translated validation,
// who sees what (private stays private, system prompts only for the owner) and one character by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, roleCalls } from '../../support/roles';
import { api, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { newUser, get, post } = roleCalls(() => t);

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
