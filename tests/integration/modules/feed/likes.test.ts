// Likes and notices: a like is idempotent (fifty at once from one account count once), fifty accounts liking
// at once count fifty, the count always equals the likes stored; a hidden picture cannot be liked; a burst of
// likes from one account is cut off with a clear message; the owner gets one notice per picture however many
// like it, with its unread count in the header until read.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, FeedNotice } from '../../../../src/shared/api/feed';
import { rowsOf } from '../../../../src/server/db/rows';
import { get, like, makeImages, published } from '../../support/feed';
import { createImageWorld, type ImageWorld } from '../../support/images';
import { api } from '../../support/test-app';

let world: ImageWorld;
beforeAll(async () => {
  world = await createImageWorld({ env: { FEED_LIKES_PER_MINUTE: '200', REPORTS_TO_HIDE: '1' } });
});
afterAll(async () => world?.close());

async function stored(itemId: string) {
  const [row] = rowsOf<{ likes: number; rows: number }>(
    await world.t.app.deps.db.execute(sql`
      SELECT like_count AS likes, (SELECT count(*)::int FROM feed_likes WHERE item_id = ${Number(itemId)}) AS rows
      FROM feed_items WHERE id = ${Number(itemId)}`),
  );
  return row!;
}

async function notices(headers: Record<string, string>) {
  const answer = await get(world, '/api/feed/notice', headers);
  return answer.body.data as { list: FeedNotice[]; unread: number; total: number };
}

async function newItem(label: string) {
  const owner = await world.user(label);
  const task = await makeImages(world, owner.headers);
  const item: FeedItem = await published(world, owner.headers, { taskId: task.id });
  return { owner, item };
}

describe('likes', () => {
  it('count once however often one account likes at once, and undo once', async () => {
    const { item } = await newItem('idem');
    const fan = await world.user('fan');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => like(world, fan.headers, item.id)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await stored(item.id)).toEqual({ likes: 1, rows: 1 });
    const listed = await get(world, `/api/feed/item?id=${item.id}`, fan.headers);
    expect(listed.body.data).toMatchObject({ likes: 1, liked: true });

    const undone = await Promise.all(
      Array.from({ length: 20 }, () => like(world, fan.headers, item.id, false)),
    );
    expect(undone.every((answer) => answer.body.data.liked === false)).toBe(true);
    expect(await stored(item.id)).toEqual({ likes: 0, rows: 0 });
  });

  it('count every account that likes at once, exactly, in one notice for the owner', async () => {
    const { owner, item } = await newItem('popular');
    const fans = await Promise.all(Array.from({ length: 50 }, (_, i) => world.user(`crowd${i}`)));
    const answers = await Promise.all(fans.map((fan) => like(world, fan.headers, item.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await stored(item.id)).toEqual({ likes: 50, rows: 50 });

    const grouped = await notices(owner.headers);
    expect(grouped.total).toBe(1);
    expect(grouped.unread).toBe(1);
    expect(grouped.list[0]).toMatchObject({
      kind: 'like',
      likes: 50,
      unread: 50,
      item: { id: item.id },
    });
    expect(grouped.list[0]!.actor?.name).toMatch(/^crowd\d+-\d+$/);
    expect((await get(world, '/api/feed/notice/count', owner.headers)).body.data).toEqual({
      unread: 1,
    });

    const read = await api(world.t.app, {
      method: 'POST',
      url: '/api/feed/notice/read',
      headers: owner.headers,
      payload: {},
    });
    expect(read.body.data).toEqual({ unread: 0 });
    expect((await notices(owner.headers)).list[0]).toMatchObject({ unread: 0, likes: 50 });

    // One more like after reading: the same notice, unread again; the owner's own like tells nobody.
    const late = await world.user('late');
    await like(world, late.headers, item.id);
    await like(world, owner.headers, item.id);
    const after = await notices(owner.headers);
    expect(after.total).toBe(1);
    expect(after.list[0]).toMatchObject({
      unread: 1,
      likes: 52,
      actor: { name: expect.stringMatching(/^late/) },
    });
    // Someone else's notices are not this user's to read.
    const other = await api(world.t.app, {
      method: 'POST',
      url: '/api/feed/notice/read',
      headers: late.headers,
      payload: { id: after.list[0]!.id },
    });
    expect(other.status).toBe(404);
    expect((await notices(owner.headers)).unread).toBe(1);
  });

  it('refuse a picture out of the feed, and an unknown one, changing nothing', async () => {
    const { item } = await newItem('hidden');
    const reporter = await world.user('reporter');
    const reported = await api(world.t.app, {
      method: 'POST',
      url: '/api/man',
      headers: reporter.headers,
      payload: { kind: 'feed', id: item.id, reason: 'violence' },
    });
    expect(reported.status).toBe(200);
    const fan = await world.user('fan-hidden');
    const refused = await like(world, fan.headers, item.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'FEED_ITEM_UNAVAILABLE' });
    expect(refused.body.msg).toBe('This image is not in the feed right now.');
    expect(await stored(item.id)).toEqual({ likes: 0, rows: 0 });
    expect((await like(world, fan.headers, '999999999')).status).toBe(404);
    expect((await like(world, fan.headers, 'abc')).status).toBe(400);
    expect((await like(world, {}, item.id)).status).toBe(401);
  });

  it('cut a burst of likes from one account off with a clear message', async () => {
    const { item } = await newItem('burst');
    const fan = await world.user('burst-fan');
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, i) => like(world, fan.headers, item.id, i % 2 === 0)),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(50);
    expect(limited[0]!.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited[0]!.body.msg).toMatch(/Too many requests/);
    const { likes, rows } = await stored(item.id);
    expect(likes).toBe(rows);
    expect(likes).toBeLessThanOrEqual(1);
  });
});
