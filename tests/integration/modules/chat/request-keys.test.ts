// A request's client key: the same request sent twice, at once or again later, is one answer charged once,
// and a request whose hold was given back without its answer is refused without writing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, finalMessage, key, stream, type ChatWorld } from '../../support/chat';
import { expectLedgerConsistent } from '../../support/ledger';

let world: ChatWorld;
beforeAll(async () => {
  world = await createChatWorld();
});
afterAll(() => world.close());

const balance = (headers: Record<string, string>) => world.balance(headers);
const push = (headers: Record<string, string>, body: object) =>
  stream(world.base, '/api/user/chat/push', headers, { clientKey: key(), ...body });
const get = async (url: string, headers: Record<string, string>) =>
  (await world.t.app.inject({ method: 'GET', url, headers })).json();

describe('request keys', () => {
  it('answers a request sent twice at once (same client key) with one answer, charged once', async () => {
    const user = await world.user('twice');
    const before = await balance(user.headers);
    const clientKey = key();
    const [first, second] = await Promise.all(
      [0, 1].map(() => push(user.headers, { model: 'gpt-4o-mini', text: 'twice', clientKey })),
    );
    expect(finalMessage(second!).id).toBe(finalMessage(first!).id);
    expect(await balance(user.headers)).toBe(before - finalMessage(first!).credits);
    await expectLedgerConsistent(world.t, user.id);
  });

  it('answers a repeated request (same client key) with the first answer, charged once', async () => {
    const user = await world.user('repeat');
    const calls = world.openai.requests.length;
    const clientKey = key();
    const first = await push(user.headers, { model: 'gpt-4o-mini', text: 'once', clientKey });
    const before = await balance(user.headers);
    const again = await push(user.headers, { model: 'gpt-4o-mini', text: 'once', clientKey });
    expect(finalMessage(again).id).toBe(finalMessage(first).id);
    expect(world.openai.requests.length - calls).toBe(1);
    expect(await balance(user.headers)).toBe(before);
  });

  it('refuses a request whose key’s hold was closed with nothing stored, writing nothing', async () => {
    const user = await world.user('closed');
    const { credits } = world.t.app.deps;
    // What the same request holds, learnt from one like it.
    const like = await push(user.headers, { model: 'gpt-4o-mini', text: 'new chat' });
    const start = like.events.find((event) => event.type === 'start');
    const clientKey = key();
    // An earlier attempt of this request held and then gave its hold back (its rows were never stored).
    const hold = await credits.holdFor(
      user.id,
      { kind: 'chat', model: 'gpt-4o-mini', inputTokens: 10, outputTokens: 100 },
      {
        service: 'chat',
        event: 'GPT-4o mini',
        ttlMs: 600_000,
        key: `chat:${user.id}:${clientKey}`,
        amount: start?.type === 'start' ? start.held : 0,
      },
    );
    await credits.ledger.release(hold);
    const before = await balance(user.headers);
    const again = await push(user.headers, { model: 'gpt-4o-mini', text: 'new chat', clientKey });
    expect(again.status).toBe(409);
    expect(again.envelope).toMatchObject({ code: 'HOLD_CLOSED' });
    expect(again.envelope?.msg).toBeTruthy();
    // Neither a conversation nor a message was written.
    expect((await get('/api/user/chat/list', user.headers)).data.list).toHaveLength(1);
    expect(await balance(user.headers)).toBe(before);
    await expectLedgerConsistent(world.t, user.id);
  });
});
