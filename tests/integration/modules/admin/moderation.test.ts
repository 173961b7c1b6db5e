// The console's Moderation section against the real app: the queue shows a picture held for its words, one
// hidden after reports and reported characters and bots; decisions change them and write one audit row each;
// a second decision (one after the other, or two at once) is refused with nothing changed; and the checked
// words, which the very next publication obeys.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT } from '../../../../src/shared/api/bots';
import type { ModerationRow } from '../../../../src/shared/api/admin-moderation';
import { characters, reports } from '../../../../src/server/db/schema';
import { get, makeImages, published } from '../../support/feed';
import { createImageWorld, newUser, type ImageWorld } from '../../support/images';
import { api } from '../../support/test-app';

type Headers = Record<string, string>;
let world: ImageWorld;
let boss: Headers;
beforeAll(async () => {
  world = await createImageWorld({
    env: { REPORTS_TO_HIDE: '2', ADMIN_EMAILS: 'boss@example.com' },
  });
  boss = (await newUser(world.t, 'boss')).headers;
});
afterAll(async () => world?.close());

const send = (url: string, headers: Headers, payload: object, locale = 'en-US') =>
  api(world.t.app, {
    method: 'POST',
    url,
    headers: { ...headers, 'x-atrium-locale': locale },
    payload,
  });
const report = (headers: Headers, kind: string, id: string, reason = 'spam') =>
  send('/api/man', headers, { kind, id, reason, details: `${reason} here` });
const decide = (payload: Record<string, string>, locale?: string) =>
  send('/api/admin/moderation/decide', boss, { note: 'Checked by hand', ...payload }, locale);
const queue = async (query = '') => {
  const answer = await get(world, `/api/admin/moderation/queue${query}`, boss);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { list: ModerationRow[]; total: number };
};
const rowOf = (rows: ModerationRow[], kind: string, id: string) =>
  rows.find((row) => row.kind === kind && row.id === id);
const audit = async (targetKind: string, targetId: string) =>
  (await get(world, `/api/admin/audit/list?targetKind=${targetKind}&targetId=${targetId}`, boss))
    .body.data.list as Array<Record<string, unknown>>;

async function character(owner: Headers) {
  const created = await api(world.t.app, {
    method: 'POST',
    url: '/api/user/role/create',
    headers: owner,
    payload: {
      name: 'Grim muse',
      description: 'Says dark things',
      systemPrompt: 'Inspire.',
      greeting: 'Hi',
      categoryId: 'writing',
      visibility: 'public',
    },
  });
  return created.body.data.id as string;
}
async function bot(owner: Headers) {
  const created = await api(world.t.app, {
    method: 'POST',
    url: '/api/bot/create',
    headers: owner,
    payload: { ...DEFAULT_BOT, name: 'Pushy bot', model: 'gpt-4o-mini', visibility: 'link' },
  });
  return created.body.data.id as string;
}

describe('admin moderation', () => {
  it('queues held and hidden pictures and reported characters and bots; decisions apply once', async () => {
    const owner = await world.user('author');
    const [first, second] = [await world.user('first'), await world.user('second')];
    const heldTask = await makeImages(world, owner.headers, { prompt: 'A NUDE figure by the sea' });
    const held = await published(world, owner.headers, { taskId: heldTask.id, show: {} });
    expect(held.status).toBe('review');
    const hiddenTask = await makeImages(world, owner.headers);
    const hidden = await published(world, owner.headers, { taskId: hiddenTask.id });
    await report(first.headers, 'feed', hidden.id, 'violence');
    await report(second.headers, 'feed', hidden.id, 'spam');
    const characterId = await character(owner.headers);
    await report(first.headers, 'character', characterId, 'hate');
    const botId = await bot(owner.headers);
    await report(second.headers, 'bot', botId, 'spam');

    const { list, total } = await queue();
    expect(total).toBeGreaterThanOrEqual(4);
    const ownerEmail = (await get(world, '/api/user', owner.headers)).body.data.email as string;
    expect(rowOf(list, 'feed', held.id)).toMatchObject({
      author: { id: owner.id, email: ownerEmail },
      flaggedWords: ['nude'],
      openReports: 0,
      // The prompt as written, though its owner chose not to show it.
      preview: { title: null, text: 'A NUDE figure by the sea', status: 'review' },
    });
    expect(rowOf(list, 'feed', held.id)!.preview!.thumbUrl).toMatch(/^\/api\/files\/.+sig=/);
    expect(rowOf(list, 'feed', hidden.id)).toMatchObject({
      openReports: 2,
      reasons: expect.arrayContaining([
        { reason: 'violence', count: 1 },
        { reason: 'spam', count: 1 },
      ]),
      // Both were filed at the same (test) instant: either is the latest.
      latestReport: { details: expect.stringMatching(/^(spam|violence) here$/) },
      preview: { status: 'hidden' },
    });
    expect(rowOf(list, 'feed', hidden.id)!.firstReportedAt).not.toBeNull();
    expect(rowOf(list, 'character', characterId)).toMatchObject({
      preview: { title: 'Grim muse', text: 'Says dark things', status: 'public' },
      reasons: [{ reason: 'hate', count: 1 }],
    });
    expect(rowOf(list, 'bot', botId)).toMatchObject({
      preview: { title: 'Pushy bot', status: 'link' },
    });
    const bots = await queue('?kind=bot');
    expect(bots.list.every((row) => row.kind === 'bot')).toBe(true);

    // Restore the held picture: back in the feed, one audit row with before and after.
    const restored = await decide({ kind: 'feed', id: held.id, decision: 'restore' });
    expect(restored.body.data).toEqual({ kind: 'feed', id: held.id, status: 'public' });
    expect((await get(world, `/api/feed/item?id=${held.id}`)).status).toBe(200);
    const [entry] = await audit('feed', held.id);
    expect(entry).toMatchObject({
      actor: 'boss@example.com',
      action: 'feed.review',
      before: { status: 'review', flaggedWords: ['nude'] },
      after: { status: 'public', decision: 'restore' },
      reason: 'Checked by hand',
    });
    // Again: already decided, in both languages, and nothing more written.
    const again = await decide({ kind: 'feed', id: held.id, decision: 'hide' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'MODERATION_DECIDED' });
    expect(again.body.msg).toMatch(/another admin/);
    const chinese = await decide({ kind: 'feed', id: held.id, decision: 'hide' }, 'zh-CN');
    expect(chinese.body.msg).toBe('此内容已无需处理：可能已有其他管理员先做了决定。');
    expect(await audit('feed', held.id)).toHaveLength(1);

    // Hide the reported picture: removed, its reports upheld.
    expect((await decide({ kind: 'feed', id: hidden.id, decision: 'hide' })).body.data.status).toBe(
      'removed',
    );
    const closed = (await world.t.app.deps.db.select().from(reports)).filter(
      (row) => row.targetId === hidden.id,
    );
    expect(closed.map((row) => row.status)).toEqual(['upheld', 'upheld']);

    // Hide the character: private, not deleted. Dismiss the bot: its reports closed, itself untouched.
    expect(
      (await decide({ kind: 'character', id: characterId, decision: 'hide' })).body.data,
    ).toEqual({ kind: 'character', id: characterId, status: 'private' });
    const [kept] = await world.t.app.deps.db
      .select({ visibility: characters.visibility })
      .from(characters)
      .where(eq(characters.id, characterId));
    expect(kept).toEqual({ visibility: 'private' });
    expect((await decide({ kind: 'bot', id: botId, decision: 'dismiss' })).body.data.status).toBe(
      'link',
    );
    expect((await audit('bot', botId))[0]).toMatchObject({
      action: 'report.resolve',
      before: { visibility: 'link', openReports: 1 },
      after: { visibility: 'link', decision: 'dismiss' },
    });
    expect((await decide({ kind: 'bot', id: botId, decision: 'hide' })).status).toBe(409);

    const after = await queue();
    for (const [kind, id] of [
      ['feed', held.id],
      ['feed', hidden.id],
      ['character', characterId],
      ['bot', botId],
    ] as const)
      expect(rowOf(after.list, kind, id), `${kind} ${id}`).toBeUndefined();
    const done = await queue('?state=done');
    expect(rowOf(done.list, 'character', characterId)).toMatchObject({
      decided: { decision: 'hide', by: 'boss@example.com', note: 'Checked by hand' },
      reasons: [{ reason: 'hate', count: 1 }],
      openReports: 0,
    });
  });

  it('lets exactly one of two decisions made at once win', async () => {
    const owner = await world.user('racer');
    const reporter = await world.user('racer-reporter');
    const task = await makeImages(world, owner.headers, { prompt: 'nsfw poster' });
    const item = await published(world, owner.headers, { taskId: task.id });
    const characterId = await character(owner.headers);
    await report(reporter.headers, 'character', characterId);
    for (const [kind, id] of [
      ['feed', item.id],
      ['character', characterId],
    ]) {
      const answers = await Promise.all([
        decide({ kind: kind!, id: id!, decision: 'restore' }),
        decide({ kind: kind!, id: id!, decision: 'hide' }),
      ]);
      expect(answers.map((answer) => answer.status).sort(), kind).toEqual([200, 409]);
      expect(await audit(kind!, id!), kind).toHaveLength(1);
    }
  });

  it('refuses unknown targets and bad input with translated messages', async () => {
    for (const payload of [
      { kind: 'feed', id: '999999999', decision: 'hide' },
      { kind: 'feed', id: 'abc', decision: 'hide' },
      { kind: 'character', id: '00000000-0000-4000-8000-000000000000', decision: 'hide' },
      { kind: 'bot', id: 'not-a-uuid', decision: 'dismiss' },
    ]) {
      const answer = await decide(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(404);
      expect(answer.body.msg).toMatch(/\w/);
    }
    const noNote = await decide({ kind: 'feed', id: '1', decision: 'hide', note: ' ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toBe('Please give a reason: it is kept in the audit log.');
    const badDecision = await decide({ kind: 'feed', id: '1', decision: 'burn' });
    expect(badDecision.body.msg).toBe('Please choose restore, hide or dismiss.');
    const badKind = await decide({ kind: 'user', id: '1', decision: 'hide' }, 'zh-CN');
    expect(badKind.body.msg).toBe('请选择图片、角色或机器人。');
    const badPage = await get(world, '/api/admin/moderation/queue?page=0', boss);
    expect(badPage.status).toBe(400);
  });

  it('adds a checked word the next publication obeys, refuses repeats, and removes it', async () => {
    const owner = await world.user('poet');
    const add = (payload: object, locale?: string) =>
      send('/api/admin/moderation/words/add', boss, payload, locale);
    const added = await add({ word: '  Zorblax ', locale: 'en-US' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      word: 'zorblax',
      locale: 'en-US',
      addedBy: 'boss@example.com',
    });
    const task = await makeImages(world, owner.headers, { prompt: 'a zorblax at sunset' });
    const item = await published(world, owner.headers, { taskId: task.id });
    expect(item.status).toBe('review');
    expect(rowOf((await queue('?kind=feed')).list, 'feed', item.id)).toMatchObject({
      flaggedWords: ['zorblax'],
    });

    const repeat = await add({ word: 'ZORBLAX', locale: 'en-US' });
    expect(repeat.status).toBe(409);
    expect(repeat.body).toMatchObject({
      code: 'BANNED_WORD_EXISTS',
      msg: '“zorblax” is already a checked word in this language.',
    });
    const chinese = await add({ word: 'zorblax', locale: 'zh-CN' });
    expect(chinese.status).toBe(200);
    expect((await add({ word: '   ', locale: 'en-US' })).body.msg).toBe('Please type a word.');
    expect((await add({ word: 'x'.repeat(51), locale: 'en-US' }, 'zh-CN')).body.msg).toBe(
      '检查词请不要超过 50 个字符。',
    );
    expect((await add({ word: 'ok', locale: 'fr-FR' })).body.msg).toBe('Please choose a language.');

    const list = (await get(world, '/api/admin/moderation/words', boss)).body.data.list as Array<{
      id: string;
      word: string;
      locale: string;
      addedBy: string | null;
    }>;
    expect(list.some((row) => row.word === 'nude' && row.addedBy === null)).toBe(true);
    expect(list.some((row) => row.locale === 'zh-CN')).toBe(true);
    const id = added.body.data.id as string;
    expect((await send('/api/admin/moderation/words/remove', boss, { id })).status).toBe(200);
    expect((await send('/api/admin/moderation/words/remove', boss, { id })).status).toBe(404);
    expect((await send('/api/admin/moderation/words/remove', boss, { id: 'x' })).body.msg).toBe(
      'That is not a checked word’s id.',
    );
    expect((await audit('bannedWord', id)).map((entry) => entry.action)).toEqual([
      'bannedWord.remove',
      'bannedWord.add',
    ]);
    // Every language's words are checked: held while the Chinese list has it, public once it is gone.
    const again = await makeImages(world, owner.headers, { prompt: 'another zorblax' });
    expect((await published(world, owner.headers, { taskId: again.id })).status).toBe('review');
    await send('/api/admin/moderation/words/remove', boss, { id: chinese.body.data.id });
    const last = await makeImages(world, owner.headers, { prompt: 'a last zorblax' });
    expect((await published(world, owner.headers, { taskId: last.id })).status).toBe('public');
  });
});
