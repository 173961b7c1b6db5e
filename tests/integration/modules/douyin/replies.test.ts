// Replies, against the loopback Douyin and two server processes on one database: rules checked before they
// are stored, a dry run deciding as the engine will, one reply per comment however often and wherever it is
// delivered, the daily cap held by processes replying at once, quiet hours, banned words both ways, and the
// approval queue; today's replies are exactly what the platform received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../support/test-app';
import {
  accounts,
  connect,
  createDouyinWorld,
  injectTransport,
  userOf,
  type DouyinWorld,
} from './support';

let world: DouyinWorld;
let second: TestApp;
let ada: Awaited<ReturnType<typeof userOf>>;
let accountId: string;
beforeAll(async () => {
  // Processes of one server share its secret (tokens are sealed with a key derived from it).
  const secret = { JWT_SECRET: 'one-secret-for-every-process-of-this-server' };
  world = await createDouyinWorld(secret);
  second = await createTestApp({ ...world.douyin.env, ...secret }, { database: world.t.database });
  ada = await userOf(world.t, 'ada-replies@example.com');
  world.douyin.user = { open_id: 'ou_ada', nickname: 'Ada', avatar: '' };
  world.douyin.video('ou_ada', { item_id: 'v1', title: 'Dumplings' });
  await connect(world, ada.token, { abilities: 'videos,comments,messages' });
  accountId = (await accounts(world.t.app, ada.token)).accounts[0]!.id;
});
afterAll(async () => {
  await second.close();
  await world.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api(world.t.app, {
    method,
    url,
    headers: { ...ada.headers, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const rule = (overrides: Record<string, unknown>) => ({
  accountId,
  name: 'Price',
  priority: 10,
  match: 'keywords',
  keywords: ['price', '多少钱'],
  pattern: '',
  scope: 'comments',
  videoIds: [],
  reply: 'texts',
  texts: ['See the link in my profile.'],
  template: '',
  botId: null,
  enabled: true,
  ...overrides,
});
let serial = 0;
const comment = (text: string, from = 'ou_fan') => ({
  event: 'item_comment_reply',
  from_user_id: from,
  to_user_id: 'ou_ada',
  content: {
    comment_id: `c-${++serial}`,
    comment_user_id: from,
    content: text,
    create_time: Math.floor(Date.now() / 1000),
    reply_to_item_id: 'v1',
    nick_name: 'Mei',
  },
});
const transports = () => [injectTransport(world.t.app), injectTransport(second.app)];
/** Both processes work the queue at once, to the end. */
const drain = () =>
  Promise.all([world.t.app.douyin.replies.drain(), second.app.douyin.replies.drain()]);
const settings = (changes: Record<string, unknown>) =>
  call('POST', '/api/douyin/settings', {
    accountId,
    settings: {
      dailyCap: 200,
      quietHours: null,
      timeZone: 'Asia/Shanghai',
      approval: false,
      bannedWords: [],
      ...changes,
    },
  });
const data = async (query = '') =>
  (await call('GET', `/api/douyin/data/list?accountId=${accountId}&pageSize=100${query}`)).body.data
    .list as Array<{
    text: string;
    state: string;
    reason: string | null;
    reply: string | null;
    id: string;
  }>;
const latest = async (text: string) => (await data()).find((row) => row.text === text)!;

describe('douyin replies', () => {
  it('refuses a rule it could not run, with nothing stored', async () => {
    for (const [overrides, message] of [
      [{ keywords: [] }, /keyword/i],
      [{ match: 'regex', pattern: '(a+)+$' }, /pattern/i],
      [{ match: 'regex', pattern: '([' }, /pattern/i],
      [{ texts: [] }, /reply/i],
      [{ reply: 'bot', botId: '00000000-0000-4000-8000-000000000000' }, /not found|exist/i],
    ] as const) {
      const refused = await call('POST', '/api/douyin/rules/create', rule(overrides));
      expect(refused.status, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
      expect(refused.body.msg).toMatch(message);
    }
    expect((await call('GET', `/api/douyin/rules?accountId=${accountId}`)).body.data.list).toEqual(
      [],
    );
  });

  it('dry-runs the rules as the engine decides, sending nothing', async () => {
    const price = await call('POST', '/api/douyin/rules/create', rule({}));
    expect(price.status).toBe(200);
    const hello = await call(
      'POST',
      '/api/douyin/rules/create',
      rule({
        name: 'Hello',
        priority: 20,
        match: 'any',
        reply: 'template',
        texts: [],
        template: 'Thanks {nickname} for watching {video}!',
      }),
    );
    expect(hello.status).toBe(200);
    // A new rule starts off, to be tried here first: the dry run tries it as if on.
    const refund = await call(
      'POST',
      '/api/douyin/rules/create',
      rule({
        name: 'Refund',
        priority: 5,
        keywords: ['refund'],
        texts: ['Write to us.'],
        enabled: false,
      }),
    );
    expect(refund.status).toBe(200);
    const run = await call('POST', '/api/douyin/rules/dry-run', {
      accountId,
      samples: [
        { text: 'What is the PRICE?' },
        { text: 'Lovely', nickname: 'Mei', itemId: 'v1' },
        { text: 'a private question', kind: 'message' },
        { text: 'a refund, please' },
      ],
    });
    expect(run.body.data.list).toMatchObject([
      { ruleName: 'Price', reply: 'See the link in my profile.', reason: null },
      { ruleName: 'Hello', reply: 'Thanks Mei for watching Dumplings!', reason: null },
      { ruleId: null, reason: 'noRule' },
      { ruleName: 'Refund', reply: 'Write to us.', reason: null },
    ]);
    expect(world.douyin.replies).toEqual([]);
  });

  it('replies once to a comment delivered three times to two processes, and counts it today', async () => {
    const event = comment('what is the price?');
    await world.douyin.webhooks.deliver(transports(), [event], { times: 3 });
    await drain();
    await world.douyin.webhooks.deliver(transports(), [event], { times: 2 });
    await drain();
    const sent = world.douyin.replies.filter(
      (reply) => reply.commentId === event.content.comment_id,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toBe('See the link in my profile.');
    const row = await latest('what is the price?');
    expect(row).toMatchObject({ state: 'replied', reply: 'See the link in my profile.' });
    const today = (await call('GET', `/api/douyin/reply/today?accountId=${accountId}`)).body.data;
    expect(today.count).toBe(world.douyin.replies.length);
    expect(today.list.map((item: { id: string }) => item.id)).toContain(row.id);
  });

  it('fills a template with the title of a video no poll has read, asking the platform at most once', async () => {
    const listed = () =>
      world.douyin.calls.filter((path) => path.includes('/video/video_list/')).length;
    const before = listed();
    await world.douyin.webhooks.deliver(transports(), [comment('Lovely')]);
    await drain();
    await world.douyin.webhooks.deliver(transports(), [comment('So good')]);
    await drain();
    expect(await latest('Lovely')).toMatchObject({
      state: 'replied',
      reply: 'Thanks Mei for watching Dumplings!',
      videoTitle: 'Dumplings',
    });
    expect(await latest('So good')).toMatchObject({ reply: 'Thanks Mei for watching Dumplings!' });
    // The second comment found the title the first one stored (or the dry run's lookup kept it).
    expect(listed() - before).toBeLessThanOrEqual(1);
  });

  it('holds the daily cap while two processes reply at once', async () => {
    const before = world.douyin.replies.length;
    expect((await settings({ dailyCap: before + 2 })).status).toBe(200);
    const events = Array.from({ length: 6 }, (_, n) => comment(`price ${n}?`, `ou_fan${n}`));
    await world.douyin.webhooks.deliver(transports(), events, { times: 2 });
    await drain();
    expect(world.douyin.replies.length, JSON.stringify(await data())).toBe(before + 2);
    const capped = (await data()).filter((row) => row.reason === 'dailyCap');
    expect(capped).toHaveLength(4);
    const today = (await call('GET', `/api/douyin/reply/today?accountId=${accountId}`)).body.data;
    expect(today.count).toBe(world.douyin.replies.length);
  });

  it('keeps quiet hours and banned words both ways', async () => {
    // Quiet all day but one minute: whatever the time, now is quiet unless it is that minute.
    await settings({ quietHours: { from: 0, to: 1439 }, timeZone: 'UTC' });
    const at = new Date();
    const quiet = at.getUTCHours() * 60 + at.getUTCMinutes() < 1439;
    await world.douyin.webhooks.deliver(transports(), [comment('price at night?')]);
    await drain();
    if (quiet)
      expect(await latest('price at night?')).toMatchObject({
        state: 'skipped',
        reason: 'quietHours',
      });

    await settings({ bannedWords: ['spam', 'profile'] });
    await world.douyin.webhooks.deliver(transports(), [
      comment('SPAM price'),
      comment('price please'),
    ]);
    await drain();
    expect(await latest('SPAM price')).toMatchObject({
      state: 'skipped',
      reason: 'bannedIncoming',
    });
    // The reply itself ("…my profile.") holds a banned word: it is not sent.
    expect(await latest('price please')).toMatchObject({ state: 'skipped', reason: 'bannedReply' });
  });

  it('waits for approval, sends an approved reply and drops a rejected one', async () => {
    await settings({ approval: true });
    const before = world.douyin.replies.length;
    await world.douyin.webhooks.deliver(transports(), [comment('price A'), comment('price B')]);
    await drain();
    const [a, b] = [await latest('price A'), await latest('price B')];
    expect([a.state, b.state]).toEqual(['pending', 'pending']);
    expect(world.douyin.replies.length).toBe(before);
    const approved = await call('POST', '/api/douyin/approve', { id: a.id, approve: true });
    expect(approved.body.data).toMatchObject({ state: 'replied' });
    const rejected = await call('POST', '/api/douyin/approve', { id: b.id, approve: false });
    expect(rejected.body.data).toMatchObject({ state: 'skipped', reason: 'rejected' });
    expect(world.douyin.replies.length).toBe(before + 1);
    const again = await call('POST', '/api/douyin/approve', { id: a.id, approve: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DOUYIN_NOT_PENDING');
  });

  it('keeps another user out of the account, its rules and its data', async () => {
    const eve = await userOf(world.t, 'eve-replies@example.com');
    const as = (url: string) => api(world.t.app, { method: 'GET', url, headers: eve.headers });
    expect((await as(`/api/douyin/rules?accountId=${accountId}`)).status).toBe(404);
    expect((await as(`/api/douyin/data/list?accountId=${accountId}`)).status).toBe(404);
    expect((await as('/api/douyin/data/list')).body.data.list).toEqual([]);
    const mine = (await call('GET', `/api/douyin/rules?accountId=${accountId}`)).body.data.list[0];
    const removed = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/rules/delete',
      headers: eve.headers,
      payload: { id: mine.id },
    });
    expect(removed.status).toBe(404);
  });
});
