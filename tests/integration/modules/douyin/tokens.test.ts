// The tokens over their lives: the access token is refreshed within its last hour, the refresh token renewed
// within its last 5 days while renewals are left (five), then the account waits for a new authorization, as it
// does at once when the platform says the refresh token lapsed (10010) or the user revoked the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { douyinAccounts } from '../../../../src/server/db/schema';
import { accounts, connect, createDouyinWorld, userOf, type DouyinWorld } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let world: DouyinWorld;
beforeAll(async () => {
  world = await createDouyinWorld();
});
afterAll(async () => world.close());

async function rowOf(openId: string) {
  const [row] = await world.t.database.db
    .select()
    .from(douyinAccounts)
    .where(eq(douyinAccounts.openId, openId));
  return row!;
}

describe('token lifecycle', () => {
  it('refreshes the access token in its last hour, and leaves it alone before', async () => {
    const ada = await userOf(world.t, 'ada@example.com');
    world.douyin.user = { open_id: 'ou_refresh', nickname: 'R', avatar: '' };
    await connect(world, ada.token);
    const first = await rowOf('ou_refresh');
    expect(await world.t.app.douyin.refreshDue()).toBe(0);

    world.t.clock.advance(15 * DAY - 30 * 60_000);
    expect(await world.t.app.douyin.refreshDue()).toBe(1);
    const refreshed = await rowOf('ou_refresh');
    expect(refreshed.accessToken).not.toBe(first.accessToken);
    expect(refreshed.accessExpiresAt.getTime()).toBe(world.t.clock.now.getTime() + 15 * DAY);
    expect(refreshed.state).toBe('active');
    expect(await world.t.app.douyin.refreshDue()).toBe(0);
    await world.t.database.db.delete(douyinAccounts).where(eq(douyinAccounts.openId, 'ou_refresh'));
  });

  it('renews the refresh token five times, then asks for a new authorization', async () => {
    const ada = await userOf(world.t, 'renew@example.com');
    world.douyin.user = { open_id: 'ou_renew', nickname: 'N', avatar: '' };
    await connect(world, ada.token);
    for (let renewal = 1; renewal <= 5; renewal++) {
      world.t.clock.advance(26 * DAY);
      await world.t.app.douyin.refreshDue();
      const row = await rowOf('ou_renew');
      expect(row.renewalsLeft).toBe(5 - renewal);
      expect(row.state).toBe('active');
      expect(row.refreshExpiresAt.getTime()).toBe(world.t.clock.now.getTime() + 30 * DAY);
    }
    expect(world.douyin.renewals('ou_renew')).toBe(5);
    // No renewal left: the owner is told when to authorize again once it is within 7 days.
    world.t.clock.advance(24 * DAY);
    await world.t.app.douyin.refreshDue();
    // Days went by: the owner signs in again to look.
    let view = (await accounts(world.t.app, (await userOf(world.t, 'renew@example.com')).token))
      .accounts[0]!;
    expect(view.renewalsLeft).toBe(0);
    expect(view.reauthorizeBy).toBe(view.refreshExpiresAt);
    // The refresh token lapses before the access token is due again: that refresh answers 10010.
    world.t.clock.advance(16 * DAY);
    await world.t.app.douyin.refreshDue();
    view = (await accounts(world.t.app, (await userOf(world.t, 'renew@example.com')).token))
      .accounts[0]!;
    expect(view.state).toBe('reauthorize');
    expect(view.reauthorizeBy).not.toBeNull();
    const row = await rowOf('ou_renew');
    expect(row.accessToken).toBe('');
    expect(row.refreshToken).toBe('');
  });

  it('asks for a new authorization when the platform refuses a renewal (10020)', async () => {
    const ada = await userOf(world.t, 'renew-limit@example.com');
    world.douyin.user = { open_id: 'ou_limit', nickname: 'L', avatar: '' };
    await connect(world, ada.token);
    world.douyin.failNext('/oauth/renew_refresh_token/', 10020);
    world.t.clock.advance(26 * DAY);
    await world.t.app.douyin.refreshDue();
    expect((await rowOf('ou_limit')).state).toBe('reauthorize');
  });

  it('asks for a new authorization when the refresh token lapsed (10010)', async () => {
    const ada = await userOf(world.t, 'lapsed@example.com');
    world.douyin.user = { open_id: 'ou_lapsed', nickname: 'X', avatar: '' };
    await connect(world, ada.token);
    world.douyin.failNext('/oauth/refresh_token/', 10010);
    world.t.clock.advance(15 * DAY - 10 * 60_000);
    await world.t.app.douyin.refreshDue();
    const owner = await userOf(world.t, 'lapsed@example.com');
    const view = (await accounts(world.t.app, owner.token)).accounts[0]!;
    expect(view.state).toBe('reauthorize');
    const status = await world.t.app.inject({
      method: 'POST',
      url: '/api/douyin/status',
      headers: owner.headers,
      payload: { accountId: view.id, active: true },
    });
    expect(status.json()).toMatchObject({ success: false, code: 'DOUYIN_REAUTHORIZE' });
  });

  it('keeps an account whose renewal got no answer, to try again', async () => {
    const ada = await userOf(world.t, 'flaky@example.com');
    world.douyin.user = { open_id: 'ou_flaky', nickname: 'F', avatar: '' };
    await connect(world, ada.token);
    world.douyin.failNext('/oauth/refresh_token/', 2190008);
    world.t.clock.advance(15 * DAY - 10 * 60_000);
    await world.t.app.douyin.refreshDue();
    const row = await rowOf('ou_flaky');
    expect(row.state).toBe('active');
    await world.t.app.douyin.refreshDue();
    expect((await rowOf('ou_flaky')).accessExpiresAt.getTime()).toBeGreaterThan(
      world.t.clock.now.getTime() + 14 * DAY,
    );
  });
});
