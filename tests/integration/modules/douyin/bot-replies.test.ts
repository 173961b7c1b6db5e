// A rule answered by the user's bot: the bot's answer is sent and paid from the owner's credits once, however
// often the comment is delivered; with the credits spent the rule pauses (nothing sent, nothing owed) until
// the user enables it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../../fakes/openai-chat';
import { expectLedgerConsistent } from '../../support/ledger';
import { api, bearer, signIn } from '../../support/test-app';
import { createBot } from '../../support/widget';
import {
  accounts,
  connect,
  createDouyinWorld,
  injectTransport,
  userOf,
  type DouyinWorld,
} from './support';

let world: DouyinWorld;
let openai: FakeOpenAI;
let ada: Awaited<ReturnType<typeof userOf>>;
let accountId: string;
let ruleId: string;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  world = await createDouyinWorld({
    OPENAI_API_KEY: openai.apiKey,
    OPENAI_BASE_URL: openai.url,
    ADMIN_EMAILS: 'boss@example.com',
  });
  ada = await userOf(world.t, 'ada-bot@example.com');
  world.douyin.user = { open_id: 'ou_ada_bot', nickname: 'Ada', avatar: '' };
  world.douyin.video('ou_ada_bot', { item_id: 'v9', title: 'Shop tour' });
  await connect(world, ada.token);
  accountId = (await accounts(world.t.app, ada.token)).accounts[0]!.id;
  const botId = await createBot(world.t, ada.headers, { visibility: 'private', origins: [] });
  const made = await api(world.t.app, {
    method: 'POST',
    url: '/api/douyin/rules/create',
    headers: ada.headers,
    payload: {
      accountId,
      name: 'Shop bot',
      priority: 0,
      match: 'any',
      keywords: [],
      pattern: '',
      scope: 'comments',
      videoIds: [],
      reply: 'bot',
      texts: [],
      template: '',
      botId,
      enabled: true,
    },
  });
  expect(made.status).toBe(200);
  ruleId = made.body.data.id;
  openai.script.reply = () => 'We ship to every country.';
});
afterAll(async () => {
  await world.close();
  await openai.close();
});

let serial = 0;
const comment = (text: string) => ({
  event: 'item_comment_reply',
  from_user_id: 'ou_fan',
  to_user_id: 'ou_ada_bot',
  content: {
    comment_id: `bot-c-${++serial}`,
    comment_user_id: 'ou_fan',
    content: text,
    create_time: Math.floor(Date.now() / 1000),
    reply_to_item_id: 'v9',
    nick_name: 'Fan',
  },
});
const deliver = async (event: ReturnType<typeof comment>, times = 1) => {
  await world.douyin.webhooks.deliver([injectTransport(world.t.app)], [event], { times });
  await world.t.app.douyin.replies.drain();
};
const events = async () =>
  (
    await api(world.t.app, {
      method: 'GET',
      url: `/api/douyin/data/list?accountId=${accountId}`,
      headers: ada.headers,
    })
  ).body.data.list as Array<{
    text: string;
    state: string;
    reason: string | null;
    credits: number;
  }>;
const event = async (text: string) => (await events()).find((row) => row.text === text);
const rule = async () =>
  (
    await api(world.t.app, {
      method: 'GET',
      url: `/api/douyin/rules?accountId=${accountId}`,
      headers: ada.headers,
    })
  ).body.data.list.find((item: { id: string }) => item.id === ruleId);

describe('douyin bot replies', () => {
  it('sends the bot answer once and charges the owner once', async () => {
    const asked = openai.requests.length;
    await deliver(comment('Do you ship abroad?'), 3);
    expect(world.douyin.replies.map((reply) => reply.content)).toEqual([
      'We ship to every country.',
    ]);
    expect(openai.requests.length).toBe(asked + 1);
    const row = await event('Do you ship abroad?');
    expect(row).toMatchObject({ state: 'replied' });
    expect(row!.credits).toBeGreaterThan(0);
    await expectLedgerConsistent(world.t, await userId());
  });

  it('pauses the rule when the credits are spent, and the user enables it again', async () => {
    const boss = bearer((await signIn(world.t, 'boss@example.com')).token);
    const summary = await api(world.t.app, {
      method: 'GET',
      url: '/api/admin/credits/ledger?email=ada-bot@example.com',
      headers: boss,
    });
    const deducted = await api(world.t.app, {
      method: 'POST',
      url: '/api/admin/credits/deduct',
      headers: boss,
      payload: { email: 'ada-bot@example.com', amount: summary.body.data.balance, reason: 'Spent' },
    });
    expect(deducted.status).toBe(200);
    const sent = world.douyin.replies.length;
    await deliver(comment('And to Japan?'));
    expect(world.douyin.replies.length).toBe(sent);
    expect(await event('And to Japan?')).toMatchObject({
      state: 'skipped',
      reason: 'noCredits',
      credits: 0,
    });
    expect(await rule()).toMatchObject({ enabled: true, pausedReason: 'noCredits' });
    // The page is told: the account counts the stopped rule until it is enabled again.
    expect((await accounts(world.t.app, ada.token)).accounts[0]!.pausedRules).toBe(1);
    // A paused rule answers nothing more, and costs nothing.
    await deliver(comment('Hello?'));
    expect(await event('Hello?')).toMatchObject({ state: 'skipped', reason: 'noRule' });
    const enabled = await api(world.t.app, {
      method: 'POST',
      url: '/api/douyin/rules/status',
      headers: ada.headers,
      payload: { id: ruleId, enabled: true },
    });
    expect(enabled.body.data).toMatchObject({ enabled: true, pausedReason: null });
    expect((await accounts(world.t.app, ada.token)).accounts[0]!.pausedRules).toBe(0);
  });
});

async function userId(): Promise<string> {
  const me = await api(world.t.app, { method: 'GET', url: '/api/user', headers: ada.headers });
  return me.body.data.id as string;
}
