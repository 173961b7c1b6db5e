// The account calls: the video list (image posts take no replies), abilities failing with the platform's
// reason, settings checked (a time zone the runtime knows), pause and resume, another user's id answering
// NOT_FOUND, the ReplySender (comments and private messages, with a token refreshed first when it lapsed),
// and removal: revoked at the platform, the account's rows gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { douyinAccounts, douyinEvents } from '../../../../src/server/db/schema';
import { api } from '../../support/test-app';
import {
  accounts,
  connect,
  createDouyinWorld,
  injectTransport,
  userOf,
  type DouyinWorld,
} from './support';

let world: DouyinWorld;
let ada: Awaited<ReturnType<typeof userOf>>;
let accountId: string;
beforeAll(async () => {
  world = await createDouyinWorld();
  ada = await userOf(world.t, 'ada@example.com');
  world.douyin.user = { open_id: 'ou_ada', nickname: 'Ada', avatar: '' };
  world.douyin.video('ou_ada', { item_id: 'p1', title: 'Pictures', media_type: 2 });
  world.douyin.video('ou_ada', { item_id: 'v1', title: 'Cooking' });
  world.douyin.comment('ou_ada', 'v1', { comment_id: 'c-1', content: 'Yum', nick_name: 'Fan' });
  const { accounts: view } = await connect(world, ada.token, {
    abilities: 'videos,comments,messages',
  });
  accountId = view.accounts[0]!.id;
});
afterAll(async () => world.close());

const settings = {
  dailyCap: 50,
  quietHours: { from: 1380, to: 420 },
  timeZone: 'Europe/Paris',
  approval: true,
  bannedWords: ['spam'],
};

describe('account calls', () => {
  it('lists the videos with their comment counts; image posts take no replies', async () => {
    const answer = await api(world.t.app, {
      method: 'GET',
      url: `/api/douyin/video?accountId=${accountId}`,
      headers: ada.headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      list: [
        { itemId: 'v1', title: 'Cooking', comments: 1, replies: true },
        { itemId: 'p1', title: 'Pictures', comments: 0, replies: false },
      ],
      hasMore: false,
    });
  });

  it('shows an ability failing with the platform’s reason, and granted again after a success', async () => {
    world.douyin.failNext('/api/douyin/v1/video/video_list/', 28003018);
    const refused = await api(world.t.app, {
      method: 'GET',
      url: `/api/douyin/video?accountId=${accountId}`,
      headers: ada.headers,
    });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ success: false, code: 'DOUYIN_PLATFORM' });
    let view = (await accounts(world.t.app, ada.token)).accounts[0]!;
    expect(view.abilities).toContainEqual({
      ability: 'videos',
      state: 'failing',
      reason: 'tooFrequent',
    });
    world.douyin.failNext('/api/douyin/v1/video/video_list/', 28001018);
    await api(world.t.app, {
      method: 'GET',
      url: `/api/douyin/video?accountId=${accountId}`,
      headers: ada.headers,
    });
    view = (await accounts(world.t.app, ada.token)).accounts[0]!;
    expect(view.abilities).toContainEqual({
      ability: 'videos',
      state: 'failing',
      reason: 'appNotApproved',
    });
    await api(world.t.app, {
      method: 'GET',
      url: `/api/douyin/video?accountId=${accountId}`,
      headers: ada.headers,
    });
    view = (await accounts(world.t.app, ada.token)).accounts[0]!;
    expect(view.abilities).toContainEqual({ ability: 'videos', state: 'granted' });
  });

  it('saves settings, and refuses a time zone that does not exist', async () => {
    const saved = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/settings',
      headers: ada.headers,
      payload: { accountId, settings },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings).toEqual(settings);
    const bad = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/settings',
      headers: { ...ada.headers, 'x-atrium-locale': 'zh-CN' },
      payload: { accountId, settings: { ...settings, timeZone: 'Mars/Olympus' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      code: 'VALIDATION',
      msg: '请选择有效的时区，例如 Asia/Shanghai。',
    });
    const tooLong = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/settings',
      headers: ada.headers,
      payload: { accountId, settings: { ...settings, bannedWords: ['x'.repeat(41)] } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('A banned word has 1 to 40 characters.');
  });

  it('pauses and resumes the account', async () => {
    const paused = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/status',
      headers: ada.headers,
      payload: { accountId, active: false },
    });
    expect(paused.body.data.state).toBe('paused');
    const resumed = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/status',
      headers: ada.headers,
      payload: { accountId, active: true },
    });
    expect(resumed.body.data.state).toBe('active');
  });

  it("answers NOT_FOUND for another user's account, and changes nothing", async () => {
    const eve = await userOf(world.t, 'eve@example.com');
    for (const request of [
      { method: 'GET' as const, url: `/api/douyin/video?accountId=${accountId}` },
      { method: 'POST' as const, url: '/api/douyin/status', payload: { accountId, active: false } },
      { method: 'POST' as const, url: '/api/douyin/settings', payload: { accountId, settings } },
      { method: 'POST' as const, url: '/api/douyin/delete', payload: { accountId } },
    ]) {
      const answer = await api(world.t.app, { ...request, headers: eve.headers });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await accounts(world.t.app, eve.token)).accounts).toEqual([]);
    expect((await accounts(world.t.app, ada.token)).accounts[0]!.state).toBe('active');
  });

  it('sends replies to comments and messages, refreshing a lapsed token first', async () => {
    const [account] = await world.t.database.db.select().from(douyinAccounts);
    const base = {
      userId: account!.userId,
      accountId: account!.id,
      fromUserId: 'ou_fan',
      nickname: 'Fan',
      receivedAt: world.t.clock.now,
    };
    const [onComment, onMessage, onPicture] = await world.t.database.db
      .insert(douyinEvents)
      .values([
        { ...base, kind: 'comment', externalId: 'c-1', itemId: 'v1', text: 'Yum' },
        { ...base, kind: 'message', externalId: 'm-1', conversationId: 'conv-1', text: 'Hi' },
        { ...base, kind: 'comment', externalId: 'c-9', itemId: 'p1', text: 'Nice' },
      ])
      .returning();
    const { sender } = world.t.app.douyin;
    expect((await sender.send(account!, onComment!, 'Thank you!')).replyId).toMatch(/^cmt\./);
    expect(world.douyin.replies.at(-1)).toEqual({
      kind: 'comment',
      openId: 'ou_ada',
      itemId: 'v1',
      commentId: 'c-1',
      content: 'Thank you!',
    });
    // Sixteen days later the access token lapsed: it is refreshed before the message goes.
    world.t.clock.advance(16 * 86_400_000);
    expect((await sender.send(account!, onMessage!, 'Hello!')).replyId).toMatch(/^msg\./);
    expect(world.douyin.replies.at(-1)).toMatchObject({
      kind: 'message',
      conversationId: 'conv-1',
      toUserId: 'ou_fan',
      content: 'Hello!',
    });
    await expect(sender.send(account!, onPicture!, 'Nice!')).rejects.toMatchObject({
      code: 2190005,
    });
    const recent = await sender.recentComments(account!, 5);
    expect(recent).toEqual([{ text: 'Yum', nickname: 'Fan', itemId: 'v1' }]);

    // The platform says the token expired after all: renewed, and the reply goes.
    world.douyin.failNext('/item/comment/reply/', 28001008);
    const [current] = await world.t.database.db.select().from(douyinAccounts);
    expect((await sender.send(current!, onComment!, 'Again!')).replyId).toMatch(/^cmt\./);
    expect(world.douyin.replies.at(-1)).toMatchObject({ content: 'Again!' });

    // The user revoked the app: a reply is refused as the platform would (a new authorization is needed).
    await world.douyin.webhooks.deliver(
      [injectTransport(world.t.app)],
      [{ event: 'unauthorize', from_user_id: 'ou_ada', to_user_id: 'ou_ada', content: {} }],
    );
    const [revoked] = await world.t.database.db.select().from(douyinAccounts);
    await expect(sender.send(revoked!, onComment!, 'Hello?')).rejects.toMatchObject({
      code: 10010,
    });
  });

  it('removes the account: revoked at the platform, its rows gone', async () => {
    ada = await userOf(world.t, 'ada@example.com');
    // Connected again after the revocation above: authorized in place, the same account.
    expect((await connect(world, ada.token)).accounts.accounts[0]).toMatchObject({
      id: accountId,
      state: 'active',
    });
    const removed = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/delete',
      headers: ada.headers,
      payload: { accountId },
    });
    expect(removed.body).toEqual({ success: true, data: { deleted: true } });
    expect(world.douyin.revoked).toEqual(['ou_ada']);
    expect(await world.t.database.db.select().from(douyinAccounts)).toEqual([]);
    expect(await world.t.database.db.select().from(douyinEvents)).toEqual([]);
    const again = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/delete',
      headers: ada.headers,
      payload: { accountId },
    });
    expect(again.status).toBe(404);
  });
});
