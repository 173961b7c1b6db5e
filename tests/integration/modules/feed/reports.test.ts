// Reports (POST /api/man): a feed item, a public character or a public bot, with a reason; enough open
// reports take a feed item out of the feed until a moderator reviews it, and its owner is told. Reporting
// one's own, a report without a reason, what the reporter cannot see: clear refusals, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT } from '../../../../src/shared/api/bots';
import type { FeedItem, FeedNotice } from '../../../../src/shared/api/feed';
import { reports } from '../../../../src/server/db/schema';
import { feedPage, get, makeImages, published } from '../../support/feed';
import { createImageWorld, type ImageWorld } from '../../support/images';
import { api } from '../../support/test-app';

type Headers = Record<string, string>;
let world: ImageWorld;
beforeAll(async () => {
  world = await createImageWorld({ env: { REPORTS_TO_HIDE: '2' } });
});
afterAll(async () => world?.close());

const report = (headers: Headers, payload: Record<string, unknown>, locale = 'en-US') =>
  api(world.t.app, {
    method: 'POST',
    url: '/api/man',
    headers: { ...headers, 'x-atrium-locale': locale },
    payload,
  });
const listedIds = async () =>
  (await feedPage(world, { pageSize: '50' })).list.map((item) => item.id);
const reportRows = async () => world.t.app.deps.db.select().from(reports);

describe('reports', () => {
  it('take a feed item out at the threshold, tell its owner, and a review brings it back', async () => {
    const owner = await world.user('owner');
    const task = await makeImages(world, owner.headers);
    const item: FeedItem = await published(world, owner.headers, { taskId: task.id });
    const [first, second] = [await world.user('first'), await world.user('second')];

    const filed = await report(first.headers, { kind: 'feed', id: item.id, reason: 'sexual' });
    expect(filed.body).toMatchObject({ success: true, data: { status: 'open' } });
    // The same reporter again: the same report, counted once.
    const again = await report(first.headers, { kind: 'feed', id: item.id, reason: 'spam' });
    expect(again.body.data.id).toBe(filed.body.data.id);
    expect(await listedIds()).toContain(item.id);

    await report(second.headers, {
      kind: 'feed',
      id: item.id,
      reason: 'violence',
      details: ' gore ',
    });
    expect(await listedIds()).not.toContain(item.id);
    expect((await world.t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect(
      (await get(world, `/api/feed/item?id=${item.id}`, owner.headers)).body.data,
    ).toMatchObject({
      status: 'hidden',
    });
    const notices = (await get(world, '/api/feed/notice', owner.headers)).body.data as {
      list: FeedNotice[];
      unread: number;
    };
    expect(notices.list.map((notice) => notice.kind)).toEqual(['hidden']);
    expect(notices.unread).toBe(1);
    const rows = (await reportRows()).filter((row) => row.targetId === item.id);
    expect(rows.map((row) => row.status)).toEqual(['open', 'open']);
    expect(rows.find((row) => row.reporterId === second.id)?.details).toBe('gore');

    // A moderator puts it back: its reports are dismissed, and counting starts again.
    expect(await world.t.app.feed.review(Number(item.id), 'public', owner.id)).toBe(true);
    expect(await listedIds()).toContain(item.id);
    const closed = (await reportRows()).filter((row) => row.targetId === item.id);
    expect(closed.map((row) => row.status)).toEqual(['dismissed', 'dismissed']);
    await report(first.headers, { kind: 'feed', id: item.id, reason: 'sexual' });
    expect(await listedIds()).toContain(item.id);
  });

  it('refuse reporting one’s own, without a reason, or what the reporter cannot see', async () => {
    const owner = await world.user('self');
    const other = await world.user('other');
    const task = await makeImages(world, owner.headers);
    const item: FeedItem = await published(world, owner.headers, { taskId: task.id });
    const before = (await reportRows()).length;

    const own = await report(owner.headers, { kind: 'feed', id: item.id, reason: 'spam' });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      code: 'REPORT_OWN',
      msg: 'You cannot report something of your own.',
    });
    const noReason = await report(other.headers, { kind: 'feed', id: item.id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please choose a reason.');
    const chinese = await report(other.headers, { kind: 'feed', id: item.id }, 'zh-CN');
    expect(chinese.body.msg).toBe('请选择举报原因。');
    const long = await report(other.headers, {
      kind: 'feed',
      id: item.id,
      reason: 'other',
      details: 'x'.repeat(501),
    });
    expect(long.body.msg).toBe('Please keep the details under 500 characters.');
    for (const payload of [
      { kind: 'feed', id: '999999999', reason: 'spam' },
      { kind: 'feed', id: 'not-a-number', reason: 'spam' },
      { kind: 'character', id: '00000000-0000-4000-8000-000000000000', reason: 'spam' },
      { kind: 'bot', id: 'nope', reason: 'spam' },
    ]) {
      const answer = await report(other.headers, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(404);
    }
    expect((await report({}, { kind: 'feed', id: item.id, reason: 'spam' })).status).toBe(401);
    expect((await reportRows()).length).toBe(before);
  });

  it('take public characters and bots, never private ones', async () => {
    const owner = await world.user('maker');
    const other = await world.user('viewer');
    const create = async (visibility: string) =>
      (
        await api(world.t.app, {
          method: 'POST',
          url: '/api/user/role/create',
          headers: owner.headers,
          payload: {
            name: `Muse ${visibility}`,
            description: 'A muse',
            systemPrompt: 'Inspire.',
            greeting: 'Hi',
            categoryId: 'writing',
            visibility,
          },
        })
      ).body.data.id as string;
    const [open, closed] = [await create('public'), await create('private')];
    expect(
      (await report(other.headers, { kind: 'character', id: open, reason: 'hate' })).status,
    ).toBe(200);
    expect(
      (await report(other.headers, { kind: 'character', id: closed, reason: 'hate' })).status,
    ).toBe(404);
    expect(
      (await report(owner.headers, { kind: 'character', id: open, reason: 'hate' })).status,
    ).toBe(403);
    const starter = (await get(world, '/api/user/role/public', other.headers)).body.data.list[0];
    expect(
      (await report(other.headers, { kind: 'character', id: starter.id, reason: 'other' })).status,
    ).toBe(200);

    const bot = async (visibility: string) =>
      (
        await api(world.t.app, {
          method: 'POST',
          url: '/api/bot/create',
          headers: owner.headers,
          payload: { ...DEFAULT_BOT, name: `Bot ${visibility}`, model: 'gpt-4o-mini', visibility },
        })
      ).body.data.id as string;
    const [linked, mine] = [await bot('link'), await bot('private')];
    expect((await report(other.headers, { kind: 'bot', id: linked, reason: 'spam' })).status).toBe(
      200,
    );
    expect((await report(other.headers, { kind: 'bot', id: mine, reason: 'spam' })).status).toBe(
      404,
    );
    const stored = (await reportRows()).find((row) => row.targetId === linked);
    expect(stored).toMatchObject({ targetKind: 'bot', targetOwnerId: owner.id, reason: 'spam' });
  });
});
