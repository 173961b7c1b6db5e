// A bot's orders come from the ledger: every answer its owner paid for is one, with what was held and what
// was charged, found again by id and by serial, and still there after its conversation was removed.
// Nobody else reaches them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT } from '../../../../src/shared/api/bots';
import type { BotOrder } from '../../../../src/shared/api/bot-orders';
import { api } from '../../support/test-app';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';

type Headers = Record<string, string>;

let world: ChatWorld;
let alice: { headers: Headers; id: string };
let bob: { headers: Headers; id: string };
let botId: string;
let otherBotId: string;

const call = (url: string, headers: Headers, payload?: object) =>
  api(world.t.app, { method: payload ? 'POST' : 'GET', url, headers, payload });
/** Asked a second after the last question: the test clock stands still otherwise. */
function ask(bot: string, text: string) {
  world.t.clock.advance(1000);
  return stream(world.base, '/api/bot/chat/push', alice.headers, {
    botId: bot,
    clientKey: key(),
    text,
  });
}
const createBot = async (name: string) =>
  (await call('/api/bot/create', alice.headers, { ...DEFAULT_BOT, name, model: 'gpt-4o-mini' }))
    .body.data.id as string;
const orders = async (bot = botId) =>
  (await call(`/api/bot/order/list?botId=${bot}`, alice.headers)).body.data as {
    list: BotOrder[];
    total: number;
  };

beforeAll(async () => {
  world = await createChatWorld();
  alice = await world.user('alice');
  bob = await world.user('bob');
  botId = await createBot('Museum guide');
  otherBotId = await createBot('Tea guide');
});
afterAll(() => world.close());

describe("a bot's orders", () => {
  it('are its answers, newest first, each charged what the expense log shows', async () => {
    finalMessage(await ask(botId, 'When does the museum open?'));
    const last = finalMessage(await ask(botId, 'How much are tickets?'));
    finalMessage(await ask(otherBotId, 'Which tea is green?'));
    const { list, total } = await orders();
    expect(total).toBe(2);
    expect(list.map((order) => order.title)).toEqual([
      'How much are tickets?',
      'When does the museum open?',
    ]);
    const [newest] = list;
    expect(newest).toMatchObject({
      botId,
      kind: 'answer',
      status: 'charged',
      closedAt: expect.any(String),
    });
    expect(newest!.sn).toMatch(/^BOT-\d{8}-[0-9A-F]{8}$/);
    expect(newest!.charged).toBeGreaterThan(0);
    expect(newest!.charged).toBeLessThanOrEqual(newest!.held);
    expect(newest!.charged).toBe(last.credits);
    // The model as the expense log names it.
    expect(newest!.label).toMatch(/\S/);
    expect((await orders(otherBotId)).total).toBe(1);
  });

  it('are found by id and by serial, in either case', async () => {
    const [first] = (await orders()).list;
    expect((await call(`/api/bot/order?id=${first!.id}`, alice.headers)).body.data).toEqual(first);
    const bySn = await call(`/api/bot/ordersn?sn=${first!.sn.toLowerCase()}`, alice.headers);
    expect(bySn.body.data).toEqual(first);
  });

  it('outlive the conversation they paid for', async () => {
    const answer = finalMessage(await ask(botId, 'Is there a café?'));
    const before = await orders();
    expect(before.list[0]!.title).toBe('Is there a café?');
    const removed = await call(`/api/bot/chat/remove?id=${answer.conversationId}`, alice.headers);
    expect(removed.status).toBe(200);
    const after = await orders();
    expect(after.total).toBe(before.total);
    expect(after.list[0]).toEqual({ ...before.list[0], title: '' });
  });

  it('page by the page size', async () => {
    const page = (await call(`/api/bot/order/list?botId=${botId}&page=2&pageSize=2`, alice.headers))
      .body.data as { list: BotOrder[]; total: number; page: number };
    expect(page).toMatchObject({ total: 3, page: 2 });
    expect(page.list).toHaveLength(1);
  });

  it('answer 404 to another user, to an unknown serial, and 400 to a malformed id', async () => {
    const [first] = (await orders()).list;
    expect((await call(`/api/bot/order/list?botId=${botId}`, bob.headers)).status).toBe(404);
    expect((await call(`/api/bot/order?id=${first!.id}`, bob.headers)).status).toBe(404);
    expect((await call(`/api/bot/ordersn?sn=${first!.sn}`, bob.headers)).status).toBe(404);
    const unknown = await call('/api/bot/ordersn?sn=BOT-20200101-ABCDEF12', alice.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toEqual(expect.any(String));
    expect((await call('/api/bot/ordersn?sn=IMG-1', alice.headers)).status).toBe(404);
    const malformed = await call('/api/bot/order?id=not-an-id', alice.headers);
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toEqual(expect.any(String));
  });
});
