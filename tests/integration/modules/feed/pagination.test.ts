// Reading the feed by cursor while others publish: every item that was there when the reader started is
// seen exactly once, in order, newest and most liked alike; items published meanwhile never push one onto
// the next page twice or off it; going back up gives the pages above; a bad cursor is a clear 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, FeedPage } from '../../../../src/shared/api/feed';
import { feedPage, get, like, makeImages, published } from '../../support/feed';
import { createImageWorld, type ImageWorld } from '../../support/images';

let world: ImageWorld;
const initial: FeedItem[] = [];
type Headers = Record<string, string>;
/** Finished images not yet published, for publishing while the feed is read. */
const spare: Array<{ headers: Headers; taskId: string; imageId: string }> = [];

beforeAll(async () => {
  world = await createImageWorld({ env: { FEED_LIKES_PER_MINUTE: '1000' } });
  // Two publishers, each well within the publishing limit.
  const owners = [await world.user('pages-a'), await world.user('pages-b')];
  const images: Array<{ headers: Headers; taskId: string; imageId: string }> = [];
  for (let i = 0; i < 8; i++) {
    const { headers } = owners[i % 2]!;
    const task = await makeImages(world, headers, { count: 4, prompt: `picture ${i}` });
    images.push(...task.images.map((image) => ({ headers, taskId: task.id, imageId: image.id })));
  }
  for (const { headers, ...image } of images.slice(0, 25))
    initial.push(await published(world, headers, image));
  spare.push(...images.slice(25));
}, 120_000);
afterAll(async () => world?.close());

/** Every page from the top, publishing one spare image (concurrently) before each next page. */
async function readAll(sort: string, onEachPage: () => Promise<unknown>) {
  const pages: FeedPage[] = [];
  let page = await feedPage(world, { sort });
  pages.push(page);
  while (page.next) {
    const [next] = await Promise.all([feedPage(world, { sort, cursor: page.next }), onEachPage()]);
    page = next;
    pages.push(page);
  }
  return pages;
}

const publishSpare = () => {
  const next = spare.shift();
  if (!next) return Promise.resolve(undefined);
  const { headers, ...image } = next;
  return published(world, headers, image);
};

describe('the feed by cursor', () => {
  it('newest: each item once, in order, while others publish', async () => {
    const start = initial.map((item) => item.id).reverse();
    const pages = await readAll('newest', publishSpare);
    expect(pages.map((page) => page.list.length)).toEqual([10, 10, 5]);
    const seen = pages.flatMap((page) => page.list.map((item) => item.id));
    expect(seen).toEqual(start);
    expect(pages[0]!.prev).toBeUndefined();
    expect(pages.at(-1)!.next).toBeUndefined();

    // Back up from the last page: the page above is the second page again.
    const up = await feedPage(world, { sort: 'newest', before: pages[2]!.prev! });
    expect(up.list.map((item) => item.id)).toEqual(pages[1]!.list.map((item) => item.id));
    expect(up.next).toBe(pages[1]!.next);
    // Above the first page now: what was published while reading, newest first, and no more above it.
    const top = await feedPage(world, { sort: 'newest', before: pages[0]!.list[0]!.id });
    expect(top.list.length).toBe(2);
    expect(Number(top.list[1]!.id)).toBeGreaterThan(Number(start[0]));
    expect(top.prev).toBeUndefined();
  });

  it('popular: most liked first, each item once, while others publish and like', async () => {
    const fans = await Promise.all(Array.from({ length: 4 }, (_, i) => world.user(`fan${i}`)));
    // Items 0..24 get 0 to 4 likes (item i: i % 5), so many items share a count.
    for (const [index, item] of initial.entries())
      for (const fan of fans.slice(0, index % 5)) await like(world, fan.headers, item.id);
    const listedNow = (await feedPage(world, { sort: 'popular', pageSize: '50' })).list;
    const startIds = new Set(initial.map((item) => item.id));
    const expected = listedNow.filter((item) => startIds.has(item.id)).map((item) => item.id);
    expect(expected).toHaveLength(25);

    const pages = await readAll('popular', publishSpare);
    const seen = pages.flatMap((page) => page.list.map((item) => item.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => startIds.has(id))).toEqual(expected);
    const likes = pages.flatMap((page) => page.list.map((item) => item.likes));
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('refuses a cursor that is not one, or one of the other list', async () => {
    for (const query of [
      'cursor=abc',
      'sort=newest&cursor=3.12',
      'sort=popular&cursor=12',
      'cursor=12&before=10',
      'pageSize=0',
      'sort=oldest',
    ]) {
      const answer = await get(world, `/api/feed/list?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(answer.body.msg, query).toBeTruthy();
    }
  });
});
