// The console's News section against the real app: a draft stays off the public list, publishing shows it in the
// reader's language (another language when it has none in that one), a scheduled post shows once its time
// comes, a save from an older revision is refused with nothing changed, input errors are translated, a cover is
// public only while its post is published, every change is audited, and a shipped post an admin edited or
// removed is left alone by the seed of a newer version of the file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsPost, AdminNewsSummary } from '../../../../src/shared/api/admin-news';
import type { NewsPost } from '../../../../src/shared/api/news';
import { defaultFile } from '../../../../src/server/defaults';
import { seedNews, seedPostId } from '../../../../src/server/modules/news/seed';
import { testImage, upload } from '../../support/images';
import { api, bearer, createTestApp, signIn, type TestApp } from '../../support/test-app';

let t: TestApp;
let boss: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  boss = bearer((await signIn(t, 'boss@example.com', '10.5.0.1')).token);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, locale = 'en-US') =>
  api(t.app, {
    method,
    url,
    headers: { ...boss, 'accept-language': locale, 'x-atrium-locale': locale },
    ...(payload ? { payload } : {}),
  });
const save = async (payload: object) => call('POST', '/api/admin/news/save', payload);
const saved = async (payload: object) => {
  const answer = await save(payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as AdminNewsPost;
};
async function publicTitles(locale: string) {
  const answer = await api(t.app, {
    method: 'GET',
    url: '/api/news/list?pageSize=50',
    headers: { 'x-atrium-locale': locale },
  });
  return (answer.body.data.list as NewsPost[]).map((post) => post.title);
}
const adminList = async () =>
  (await call('GET', '/api/admin/news/list')).body.data.list as AdminNewsSummary[];
const auditOf = async (id: string) =>
  (await call('GET', `/api/admin/audit/list?targetKind=news&targetId=${id}`)).body.data.list as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

const both = (title: string) => [
  { locale: 'en-US', title, body: `**${title}** in English` },
  { locale: 'zh-CN', title: `${title}（中文）`, body: '中文正文' },
];

describe('admin news', () => {
  it('keeps a draft off the public list, and publishing shows it in the reader’s language', async () => {
    const draft = await saved({ versions: both('Draft one'), publishedAt: null });
    expect(draft).toMatchObject({ status: 'draft', revision: 1, seeded: false, cover: null });
    expect(draft.versions.map((version) => version.locale)).toEqual(['en-US', 'zh-CN']);
    expect(await publicTitles('en-US')).not.toContain('Draft one');
    const listed = (await adminList()).find((post) => post.id === draft.id);
    expect(listed).toMatchObject({ status: 'draft', versions: [{ title: 'Draft one' }, {}] });

    const published = await call('POST', '/api/admin/news/publish', {
      id: draft.id,
      revision: 1,
    });
    expect(published.body.data).toMatchObject({ status: 'published', revision: 2 });
    expect((await publicTitles('en-US'))[0]).toBe('Draft one');
    expect((await publicTitles('zh-CN'))[0]).toBe('Draft one（中文）');

    // A post without the reader's language is shown in another.
    const english = await saved({
      versions: [{ locale: 'en-US', title: 'English only', body: 'Hello' }],
      publishedAt: t.clock.now.toISOString(),
    });
    expect(await publicTitles('zh-CN')).toContain('English only');

    const back = await call('POST', '/api/admin/news/unpublish', { id: english.id, revision: 1 });
    expect(back.body.data).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await publicTitles('zh-CN')).not.toContain('English only');

    const actions = (await auditOf(draft.id)).map((entry) => entry.action);
    expect(actions).toEqual(['news.save', 'news.save']);
    const [publish, create] = await auditOf(draft.id);
    expect(create!.before).toEqual({
      'title en-US': null,
      'body en-US': null,
      'title zh-CN': null,
      'body zh-CN': null,
    });
    expect(create!.after).toMatchObject({ 'title en-US': 'Draft one', 'body zh-CN': '中文正文' });
    expect(publish!.before).toEqual({ publishedAt: null });
    expect(publish!.after).toEqual({ publishedAt: t.clock.now.toISOString() });
  });

  it('shows a scheduled post once its time has come', async () => {
    const at = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const post = await saved({ versions: both('Later'), publishedAt: at });
    expect(post.status).toBe('scheduled');
    expect(await publicTitles('en-US')).not.toContain('Later');
    t.clock.advance(3_600_001);
    // An hour on, the admin's access token has ended: sign in again.
    boss = bearer((await signIn(t, 'boss@example.com', '10.5.0.2')).token);
    expect(await publicTitles('en-US')).toContain('Later');
    expect((await call('GET', `/api/admin/news/info?id=${post.id}`)).body.data.status).toBe(
      'published',
    );
  });

  it('refuses a save from an older revision and changes nothing', async () => {
    const post = await saved({ versions: both('Racing'), publishedAt: null });
    const first = await saved({
      id: post.id,
      revision: 1,
      versions: both('Racing, first'),
      publishedAt: null,
    });
    expect(first.revision).toBe(2);
    const stale = await save({
      id: post.id,
      revision: 1,
      versions: [{ locale: 'en-US', title: 'Racing, second', body: 'Mine' }],
      publishedAt: null,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 'NEWS_STALE' });
    expect(stale.body.msg).toMatch(/Someone saved this post after you opened it/);
    const now = (await call('GET', `/api/admin/news/info?id=${post.id}`)).body.data;
    expect(now).toEqual(first);
    expect((await auditOf(post.id)).length).toBe(2);

    const unnamed = await save({ id: post.id, versions: both('No revision'), publishedAt: null });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.msg).toBe('Please reload the post and try again.');

    const gone = await save({
      id: '00000000-0000-4000-8000-000000000000',
      revision: 1,
      versions: both('Nowhere'),
      publishedAt: null,
    });
    expect(gone.status).toBe(404);
  });

  it('translates what it refuses', async () => {
    const cases: [object, string][] = [
      [{ versions: [{ locale: 'en-US', title: ' ', body: 'x' }] }, 'Please give the post a title.'],
      [
        { versions: [{ locale: 'en-US', title: 'x'.repeat(121), body: 'x' }] },
        'Please keep the title under 120 characters.',
      ],
      [
        { versions: [{ locale: 'en-US', title: 'x', body: 'x'.repeat(20_001) }] },
        'Please keep the text under 20,000 characters.',
      ],
      [{ versions: [] }, 'A post needs at least one language.'],
      [{ versions: [...both('Twice'), ...both('Twice')] }, 'Each language may appear once'],
      [{ versions: both('When'), publishedAt: 'tomorrow' }, 'That is not a valid time.'],
    ];
    for (const [body, message] of cases) {
      const answer = await save({ publishedAt: null, ...body });
      expect(answer.status, message).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    const chinese = await call(
      'POST',
      '/api/admin/news/save',
      { versions: [{ locale: 'zh-CN', title: '', body: 'x' }], publishedAt: null },
      'zh-CN',
    );
    expect(chinese.body.msg).toBe('请填写文章标题。');
  });

  it('takes an admin’s own cover upload, public only while the post is published', async () => {
    const image = await testImage(64, 48);
    const cover = await upload(t, boss, 'newsCover', image);
    const other = await upload(t, boss, 'chat', image);
    const refused = await save({
      versions: both('Covered'),
      publishedAt: null,
      coverUploadId: other,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The cover must be an image you uploaded for it.');

    const post = await saved({
      versions: both('Covered'),
      publishedAt: null,
      coverUploadId: cover,
    });
    expect(post.cover).toMatchObject({ uploadId: cover });
    expect(post.cover!.url).toMatch(/^\/api\/files\//);
    const address = `/api/news/cover/${cover}`;
    expect((await api(t.app, { method: 'GET', url: address })).status).toBe(404);
    await call('POST', '/api/admin/news/publish', { id: post.id, revision: 1 });
    const listed = (
      await api(t.app, {
        method: 'GET',
        url: '/api/news/list',
        headers: { 'x-atrium-locale': 'en-US' },
      })
    ).body.data.list as NewsPost[];
    expect(listed.find((item) => item.title === 'Covered')!.cover).toBe(address);
    const served = await t.app.inject({ method: 'GET', url: address });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Another upload of the admin's is no cover: not served.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/news/cover/${other}` })).statusCode,
    ).toBe(404);
    // A save that leaves the cover out keeps it.
    const kept = await saved({
      id: post.id,
      revision: 2,
      versions: both('Covered'),
      publishedAt: null,
    });
    expect(kept.cover).toMatchObject({ uploadId: cover });
  });

  it('removes a post in every language, audited', async () => {
    const post = await saved({ versions: both('Doomed'), publishedAt: t.clock.now.toISOString() });
    expect(await publicTitles('en-US')).toContain('Doomed');
    const removed = await call('POST', '/api/admin/news/remove', { id: post.id });
    expect(removed.body.data).toEqual({ id: post.id });
    expect(await publicTitles('en-US')).not.toContain('Doomed');
    expect((await call('GET', `/api/admin/news/info?id=${post.id}`)).status).toBe(404);
    expect((await call('POST', '/api/admin/news/remove', { id: post.id })).status).toBe(404);
    const [entry] = await auditOf(post.id);
    expect(entry).toMatchObject({ action: 'news.remove', before: { 'title en-US': 'Doomed' } });
  });

  it('leaves a shipped post an admin edited or removed alone when a newer seed runs', async () => {
    const feedId = seedPostId('community-feed');
    const upscalerId = seedPostId('upscaler-10x');
    const welcomeId = seedPostId('welcome');
    const shipped = await call('GET', `/api/admin/news/info?id=${feedId}`);
    expect(shipped.body.data).toMatchObject({ seeded: true, status: 'published' });
    const edited = await saved({
      id: feedId,
      revision: shipped.body.data.revision,
      versions: [{ locale: 'en-US', title: 'Our feed, edited', body: 'Edited' }],
      publishedAt: shipped.body.data.publishedAt,
    });
    expect(edited.cover).toEqual({ uploadId: null, url: '/news/feed.svg' });
    await call('POST', '/api/admin/news/remove', { id: welcomeId });

    const folder = mkdtempSync(join(tmpdir(), 'atrium-news-'));
    try {
      const file = JSON.parse(readFileSync(defaultFile('news.json'), 'utf8')) as {
        version: string;
        posts: Record<string, { title: string }>[];
      };
      file.version = 'newer';
      for (const post of file.posts) post['en-US']!.title = `${post['en-US']!.title} (v2)`;
      const path = join(folder, 'news.json');
      writeFileSync(path, JSON.stringify(file));
      expect(await seedNews(t.app.deps.db, t.clock.now, path)).toBe('seeded');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const after = (await call('GET', `/api/admin/news/info?id=${feedId}`)).body.data;
    expect(after.versions).toEqual([
      { locale: 'en-US', title: 'Our feed, edited', body: 'Edited' },
    ]);
    expect((await call('GET', `/api/admin/news/info?id=${welcomeId}`)).status).toBe(404);
    // A shipped post nobody touched follows the file.
    const upscaler = (await call('GET', `/api/admin/news/info?id=${upscalerId}`)).body.data;
    expect(upscaler.versions[0].title).toMatch(/\(v2\)$/);
  });
});
