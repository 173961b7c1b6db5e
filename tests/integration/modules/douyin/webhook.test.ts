// The webhook: signed over the raw bytes (a bad signature stores nothing), the platform's verification echoed,
// each delivery taken once however often and to however many processes it comes, comments and messages
// queued for the reply engine (never the account's own), a revoked authorization stops the account, and the
// comment poll queues what the webhook missed under the same key, backing off when the platform says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { douyinAccounts, douyinDeliveries, douyinEvents } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  accounts,
  connect,
  createDouyinWorld,
  injectTransport,
  userOf,
  type DouyinWorld,
} from './support';

const MINUTE = 60_000;

let world: DouyinWorld;
let second: TestApp;
let ada: Awaited<ReturnType<typeof userOf>>;
let pokes = 0;
beforeAll(async () => {
  world = await createDouyinWorld();
  // A second server process on the same database.
  second = await createTestApp(world.douyin.env, { database: world.t.database });
  ada = await userOf(world.t, 'ada@example.com');
  world.douyin.user = { open_id: 'ou_ada', nickname: 'Ada', avatar: '' };
  world.douyin.video('ou_ada', { item_id: 'v1', title: 'Cooking' });
  world.douyin.video('ou_ada', { item_id: 'p1', title: 'Pictures', media_type: 2 });
  await connect(world, ada.token, { abilities: 'videos,comments,messages' });
  // The reply engines stay out of it: these tests look at what is queued. Either process may be the one
  // that stores an event (deliveries are shuffled between them), so a poke of either counts.
  world.t.app.douyin.queue = { poke: () => (pokes += 1) };
  second.app.douyin.queue = { poke: () => (pokes += 1) };
});
afterAll(async () => {
  await second.close();
  await world.close();
});

const comment = (id: string, from = 'ou_fan', text = 'How long does it bake?') => ({
  event: 'item_comment_reply',
  from_user_id: from,
  to_user_id: 'ou_ada',
  content: {
    comment_id: id,
    comment_user_id: from,
    content: text,
    create_time: Math.floor(Date.now() / 1000),
    reply_to_item_id: 'v1',
    nick_name: 'Fan',
  },
});

const events = () => world.t.database.db.select().from(douyinEvents);

describe('the webhook', () => {
  it('refuses a bad signature with 401 and stores nothing', async () => {
    const delivery = world.douyin.webhooks.delivery(comment('c-forged'));
    const answer = await world.t.app.inject({
      method: 'POST',
      url: '/api/douyin/webhook',
      headers: { ...delivery.headers, 'x-douyin-signature': '0'.repeat(40) },
      payload: delivery.body,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({
      success: false,
      msg: 'The webhook signature is not valid.',
    });
    const unsigned = await world.t.app.inject({
      method: 'POST',
      url: '/api/douyin/webhook',
      headers: { 'content-type': 'application/json' },
      payload: delivery.body,
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed, then changed by one byte on the way.
    const changed = await world.t.app.inject({
      method: 'POST',
      url: '/api/douyin/webhook',
      headers: delivery.headers,
      payload: delivery.body.replace('bake', 'cake'),
    });
    expect(changed.statusCode).toBe(401);
    expect(await events()).toEqual([]);
    expect(await world.t.database.db.select().from(douyinDeliveries)).toHaveLength(1);
  });

  it('echoes the challenge of verify_webhook', async () => {
    const answer = await world.douyin.webhooks.verify(injectTransport(world.t.app), 987654);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ challenge: 987654 });
  });

  it('stores an event delivered three times to two processes once, and pokes the reply queue', async () => {
    pokes = 0;
    const transports = [injectTransport(world.t.app), injectTransport(second.app)];
    const answers = await world.douyin.webhooks.deliver(
      transports,
      [comment('c-1'), comment('c-2', 'ou_other', 'Recipe please')],
      { times: 3 },
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await events();
    expect(rows.map((row) => row.externalId).sort()).toEqual(['c-1', 'c-2']);
    expect(rows.every((row) => row.state === 'queued' && row.kind === 'comment')).toBe(true);
    expect(rows.find((row) => row.externalId === 'c-1')).toMatchObject({
      itemId: 'v1',
      nickname: 'Fan',
      fromUserId: 'ou_fan',
      text: 'How long does it bake?',
    });
    expect(pokes).toBeGreaterThanOrEqual(1);
    const view = (await accounts(world.t.app, ada.token)).accounts[0]!;
    expect(view.lastEventAt).not.toBeNull();
  });

  it('queues a private message with its conversation, and ignores what the account wrote itself', async () => {
    await world.douyin.webhooks.deliver(
      [injectTransport(world.t.app)],
      [
        comment('c-own', 'ou_ada', 'Thanks!'),
        {
          event: 'im_receive_msg',
          from_user_id: 'ou_fan',
          to_user_id: 'ou_ada',
          content: {
            server_message_id: 'm-1',
            conversation_short_id: 'conv-9',
            message_type: 'text',
            text: 'Do you ship abroad?',
            create_time: Math.floor(Date.now() / 1000),
            user_infos: [{ open_id: 'ou_fan', nick_name: 'Fan' }],
          },
        },
        {
          event: 'create_video',
          from_user_id: 'ou_ada',
          to_user_id: 'ou_ada',
          content: { item_id: 'v9' },
        },
        { event: 'item_comment_reply', to_user_id: 'ou_nobody', content: { comment_id: 'x' } },
      ],
    );
    const rows = await events();
    expect(rows.map((row) => row.externalId).sort()).toEqual(['c-1', 'c-2', 'm-1']);
    expect(rows.find((row) => row.externalId === 'm-1')).toMatchObject({
      kind: 'message',
      conversationId: 'conv-9',
      fromUserId: 'ou_fan',
      nickname: 'Fan',
      text: 'Do you ship abroad?',
      state: 'queued',
    });
  });

  it('stores a burst sharing statements once per comment, and drops a NUL the database cannot hold', async () => {
    const burst = Array.from({ length: 30 }, (_, index) =>
      comment(
        `burst-${index}`,
        `ou_fan_${index}`,
        index === 7 ? 'nul\u0000here' : `comment ${index}`,
      ),
    );
    const answers = await world.douyin.webhooks.deliver(
      [injectTransport(world.t.app), injectTransport(second.app)],
      burst,
      { times: 3 },
    );
    expect(answers).toHaveLength(90);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = (await events()).filter((row) => row.externalId.startsWith('burst-'));
    expect(rows).toHaveLength(30);
    expect(rows.find((row) => row.externalId === 'burst-7')?.text).toBe('nulhere');
    expect(rows.find((row) => row.externalId === 'burst-3')).toMatchObject({
      fromUserId: 'ou_fan_3',
      text: 'comment 3',
    });
    await world.t.database.db.delete(douyinEvents).where(like(douyinEvents.externalId, 'burst-%'));
  });

  it('queues a comment seen by the webhook and by the poll once', async () => {
    world.douyin.comment('ou_ada', 'v1', { comment_id: 'c-1', content: 'How long does it bake?' });
    world.douyin.comment('ou_ada', 'v1', {
      comment_id: 'c-3',
      content: 'Looks great',
      nick_name: 'Kim',
    });
    world.douyin.comment('ou_ada', 'v1', {
      comment_id: 'c-4',
      comment_user_id: 'ou_ada',
      content: 'Thanks',
    });
    // Nothing arrived for longer than the poll waits.
    world.t.clock.advance(11 * MINUTE);
    pokes = 0;
    expect(await world.t.app.douyin.pollDue()).toBe(1);
    expect(pokes).toBe(1);
    const rows = await events();
    expect(rows.filter((row) => row.externalId === 'c-1')).toHaveLength(1);
    expect(rows.find((row) => row.externalId === 'c-3')).toMatchObject({
      itemId: 'v1',
      videoTitle: 'Cooking',
      nickname: 'Kim',
      state: 'queued',
    });
    expect(rows.some((row) => row.externalId === 'c-4')).toBe(false);
    // Polled just now: not again until the wait passes, in this process or another.
    expect(await second.app.douyin.pollDue()).toBe(0);
    // A comment event names no video: the title the poll stored stands in (a template's {video}).
    await world.douyin.webhooks.deliver([injectTransport(world.t.app)], [comment('c-titled')]);
    const titled = (await events()).find((row) => row.externalId === 'c-titled');
    expect(titled).toMatchObject({ itemId: 'v1', videoTitle: 'Cooking' });
  });

  it('backs off when the platform says too frequent, and shows the ability failing', async () => {
    world.t.clock.advance(11 * MINUTE);
    world.douyin.failNext('/item/comment/list/', 28003018);
    const before = world.douyin.calls.length;
    expect(await world.t.app.douyin.pollDue()).toBe(0);
    const [row] = await world.t.database.db
      .select()
      .from(douyinAccounts)
      .where(eq(douyinAccounts.openId, 'ou_ada'));
    expect(row!.backoffUntil!.getTime()).toBe(world.t.clock.now.getTime() + 20 * MINUTE);
    const owner = await userOf(world.t, 'ada@example.com');
    const view = (await accounts(world.t.app, owner.token)).accounts[0]!;
    expect(view.abilities).toContainEqual({
      ability: 'comments',
      state: 'failing',
      reason: 'tooFrequent',
    });

    // Past the usual wait but not the backoff: left alone.
    world.t.clock.advance(11 * MINUTE);
    const calls = world.douyin.calls.length;
    expect(await world.t.app.douyin.pollDue()).toBe(0);
    expect(world.douyin.calls.length).toBe(calls);
    expect(calls).toBeGreaterThan(before);

    // Refused again after the backoff: the next wait doubles.
    world.t.clock.advance(10 * MINUTE);
    world.douyin.failNext('/item/comment/list/', 28003018);
    await world.t.app.douyin.pollDue();
    const [again] = await world.t.database.db
      .select()
      .from(douyinAccounts)
      .where(eq(douyinAccounts.openId, 'ou_ada'));
    expect(again!.backoffUntil!.getTime()).toBe(world.t.clock.now.getTime() + 40 * MINUTE);

    // A poll that works clears the backoff and the failure.
    world.t.clock.advance(41 * MINUTE);
    await world.t.app.douyin.pollDue();
    const owner2 = await userOf(world.t, 'ada@example.com');
    const healed = (await accounts(world.t.app, owner2.token)).accounts[0]!;
    expect(healed.abilities).toContainEqual({ ability: 'comments', state: 'granted' });
  });

  it('stops the account when the user revokes the app (unauthorize)', async () => {
    await world.douyin.webhooks.deliver(
      [injectTransport(second.app)],
      [{ event: 'unauthorize', from_user_id: 'ou_ada', to_user_id: 'ou_ada', content: {} }],
    );
    const [row] = await world.t.database.db
      .select()
      .from(douyinAccounts)
      .where(eq(douyinAccounts.openId, 'ou_ada'));
    expect(row).toMatchObject({ state: 'reauthorize', accessToken: '', refreshToken: '' });
    // Nothing more is queued for it, by webhook or poll.
    await world.douyin.webhooks.deliver([injectTransport(world.t.app)], [comment('c-late')]);
    world.t.clock.advance(30 * MINUTE);
    expect(await world.t.app.douyin.pollDue()).toBe(0);
    expect((await events()).some((event) => event.externalId === 'c-late')).toBe(false);
  });
});
