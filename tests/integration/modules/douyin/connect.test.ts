// Connecting a Douyin account through the platform's consent page: the state binds the user and is taken once,
// the account is stored with sealed tokens and default settings, another user cannot take it, and its owner
// re-authorizes it in place. A server without a Douyin app says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { douyinAccounts } from '../../../../src/server/db/schema';
import { api, bearer, createTestApp } from '../../support/test-app';
import {
  accounts,
  connect,
  consentUrl,
  createDouyinWorld,
  land,
  userOf,
  type DouyinWorld,
} from './support';

let world: DouyinWorld;
beforeAll(async () => {
  world = await createDouyinWorld();
});
afterAll(async () => world.close());

describe('connecting', () => {
  it('asks the scopes of the chosen abilities with a signed state', async () => {
    const ada = await userOf(world.t, 'scopes@example.com');
    const answer = await consentUrl(world.t, ada.token, 'videos,comments,messages');
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.url);
    expect(url.origin + url.pathname).toBe(`${world.douyin.url}/platform/oauth/connect/`);
    expect(url.searchParams.get('client_key')).toBe(world.douyin.clientKey);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(',')).toEqual([
      'user_info',
      'video.list.bind',
      'item.comment',
      'im.direct_message',
    ]);
    expect(url.searchParams.get('redirect_uri')).toBe('http://atrium.test/api/oauth/douyin');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    const page = await fetch(url);
    expect(await page.text()).toContain('Authorize');

    const bad = await consentUrl(world.t, ada.token, 'videos,everything');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(bad.body.msg).toContain('videos, comments or messages');
  });

  it('stores the account with sealed tokens and default settings, and shows its abilities', async () => {
    const ada = await userOf(world.t, 'ada@example.com');
    world.douyin.user = {
      open_id: 'ou_ada',
      nickname: 'Ada',
      avatar: 'https://p3.douyinpic.com/ada.jpeg',
    };
    const { landing, accounts: view } = await connect(world, ada.token, {
      abilities: 'videos,comments,messages',
      untick: ['im.direct_message'],
    });
    expect(landing).toBe('http://atrium.test/douyin?connected=1');
    expect(view.configured).toBe(true);
    expect(view.accounts).toHaveLength(1);
    const [account] = view.accounts;
    expect(account).toMatchObject({
      openId: 'ou_ada',
      nickname: 'Ada',
      state: 'active',
      renewalsLeft: 5,
      reauthorizeBy: null,
      repliesToday: 0,
      settings: {
        dailyCap: 200,
        quietHours: null,
        timeZone: 'Asia/Shanghai',
        approval: false,
        bannedWords: [],
      },
      abilities: [
        { ability: 'videos', state: 'granted' },
        { ability: 'comments', state: 'granted' },
        { ability: 'messages', state: 'missing', reason: 'enterpriseOnly' },
      ],
    });
    const days = (at: string) =>
      (new Date(at).getTime() - world.t.clock.now.getTime()) / 86_400_000;
    expect(days(account!.accessExpiresAt)).toBeCloseTo(15, 1);
    expect(days(account!.refreshExpiresAt)).toBeCloseTo(30, 1);
    const [row] = await world.t.database.db.select().from(douyinAccounts);
    expect(row!.accessToken).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row!.accessToken).not.toContain('act.');
    expect(row!.refreshToken).toMatch(/^v1:/);
  });

  it('refuses a state that is forged, used, expired or missing', async () => {
    const bob = await userOf(world.t, 'bob@example.com');
    world.douyin.user = { open_id: 'ou_bob', nickname: 'Bob', avatar: '' };
    const start = await consentUrl(world.t, bob.token);
    const redirect = await world.douyin.approve(start.body.data.url);
    const forged = new URL(redirect);
    forged.searchParams.set('state', `${forged.searchParams.get('state')!.split('.')[0]}.AAAA`);
    expect(await land(world.t.app, forged.toString())).toBe(
      'http://atrium.test/douyin?error=OAUTH_STATE',
    );
    const noState = new URL(redirect);
    noState.searchParams.delete('state');
    expect(await land(world.t.app, noState.toString())).toBe(
      'http://atrium.test/douyin?error=OAUTH_STATE',
    );

    expect(await land(world.t.app, redirect)).toBe('http://atrium.test/douyin?connected=1');
    expect(await land(world.t.app, redirect)).toBe('http://atrium.test/douyin?error=OAUTH_STATE');

    const late = await consentUrl(world.t, bob.token);
    const lateRedirect = await world.douyin.approve(late.body.data.url);
    world.t.clock.advance(11 * 60_000);
    expect(await land(world.t.app, lateRedirect)).toBe(
      'http://atrium.test/douyin?error=OAUTH_STATE',
    );
  });

  it("refuses an account another user holds, and re-authorizes the owner's in place", async () => {
    const eve = await userOf(world.t, 'eve@example.com');
    world.douyin.user = { open_id: 'ou_ada', nickname: 'Ada', avatar: '' };
    const taken = await connect(world, eve.token);
    expect(taken.landing).toBe('http://atrium.test/douyin?error=DOUYIN_TAKEN');
    expect(taken.accounts.accounts).toEqual([]);

    const ada = await userOf(world.t, 'ada@example.com');
    const before = (await accounts(world.t.app, ada.token)).accounts[0]!;
    await world.t.database.db.update(douyinAccounts).set({ state: 'reauthorize', renewalsLeft: 0 });
    world.douyin.user = { open_id: 'ou_ada', nickname: 'Ada L.', avatar: '' };
    const again = await connect(world, ada.token);
    expect(again.landing).toBe('http://atrium.test/douyin?connected=1');
    expect(again.accounts.accounts).toHaveLength(1);
    expect(again.accounts.accounts[0]).toMatchObject({
      id: before.id,
      nickname: 'Ada L.',
      state: 'active',
      renewalsLeft: 5,
    });
  });

  it('lands with the platform’s refusal when the user declines', async () => {
    const ada = await userOf(world.t, 'ada@example.com');
    const start = await consentUrl(world.t, ada.token);
    const state = new URL(start.body.data.url).searchParams.get('state')!;
    const landing = await land(
      world.t.app,
      `http://atrium.test/api/oauth/douyin?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(landing).toBe('http://atrium.test/douyin?error=OAUTH_FAILED');
  });
});

describe('a server without a Douyin app', () => {
  it('says it is not configured, and connecting says why', async () => {
    const t = await createTestApp();
    try {
      const ada = await userOf(t, 'ada@example.com');
      const view = await api(t.app, {
        method: 'GET',
        url: '/api/douyin/account',
        headers: ada.headers,
      });
      expect(view.body).toEqual({ success: true, data: { configured: false, accounts: [] } });
      const start = await api(t.app, {
        method: 'GET',
        url: '/api/douyin/connect',
        headers: bearer(ada.token),
      });
      expect(start.status).toBe(400);
      expect(start.body).toMatchObject({ success: false, code: 'DOUYIN_NOT_CONFIGURED' });
      expect(start.body.msg).toBe('Douyin is not configured on this server.');
      const zh = await api(t.app, {
        method: 'GET',
        url: '/api/douyin/connect',
        headers: { ...bearer(ada.token), 'x-atrium-locale': 'zh-CN' },
      });
      expect(zh.body.msg).toBe('此服务器未配置抖音。');
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/douyin/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{"event":"verify_webhook","content":{"challenge":1}}',
      });
      expect(webhook.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
