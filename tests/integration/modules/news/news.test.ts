// News: the shipped posts in the reader's language, newest first, each with its Markdown body and cover;
// a post shows from its published time on; the seed is written once, so a post removed afterwards (as an
// admin would) stays removed when the server starts again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsPost } from '../../../../src/shared/api/news';
import { newsPosts } from '../../../../src/server/db/schema';
import { api, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function news(locale: string, query = '') {
  const answer = await api(t.app, {
    method: 'GET',
    url: `/api/news/list${query}`,
    headers: { 'x-atrium-locale': locale },
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { list: NewsPost[]; total: number };
}

describe('news', () => {
  it('lists the posts of the reader’s language, newest first, to anyone', async () => {
    const english = await news('en-US');
    expect(english.total).toBe(3);
    expect(english.list.map((post) => post.title)).toEqual([
      'Share what you make in the new feed',
      'The upscaler now goes up to 10 times',
      'Welcome to Atrium',
    ]);
    expect(english.list[0]!.body).toContain('**My creations**');
    expect(english.list[0]!.cover).toBe('/news/feed.svg');
    const dates = english.list.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const chinese = await news('zh-CN');
    expect(chinese.list[0]!.title).toBe('在全新的作品广场分享你的创作');
    expect((await news('en-US', '?page=2&pageSize=2')).list).toHaveLength(1);

    const one = await api(t.app, {
      method: 'GET',
      url: `/api/news/info?id=${english.list[1]!.id}`,
    });
    expect(one.body.data).toEqual(english.list[1]);
    const missing = await api(t.app, {
      method: 'GET',
      url: '/api/news/info?id=00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
  });

  it('shows a post from its published time on, and keeps an admin’s removal over a restart', async () => {
    const { db } = t.app.deps;
    const future = new Date(t.clock.now.getTime() + 60_000);
    await db
      .insert(newsPosts)
      .values({ locale: 'en-US', title: 'Soon', body: 'Later', publishedAt: future });
    expect((await news('en-US')).list.map((post) => post.title)).not.toContain('Soon');
    t.clock.advance(120_000);
    expect((await news('en-US')).list[0]!.title).toBe('Soon');

    await db.delete(newsPosts).where(eq(newsPosts.seedKey, 'en-US:welcome'));
    const again = await createTestApp({}, { database: t.database });
    try {
      const titles = (await news('en-US')).list.map((post) => post.title);
      expect(titles).not.toContain('Welcome to Atrium');
    } finally {
      await again.close();
    }
  });
});
