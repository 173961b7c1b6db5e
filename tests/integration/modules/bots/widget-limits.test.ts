// What visitors may ask for in a minute, on a server with small limits: sessions per network address,
// questions per network address (whatever session they come with) and questions per bot (from every
// address together). Past a limit: 429 with the wait in words, and nothing asked of the model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, finalMessage, type ChatWorld } from '../../support/chat';
import {
  askSession,
  createBot,
  openSession,
  SHOP,
  visitorAsk,
  visitorHeaders,
} from '../../support/widget';

let world: ChatWorld;
let owner: { headers: Record<string, string>; id: string };

beforeAll(async () => {
  world = await createChatWorld({
    env: {
      WIDGET_SESSIONS_PER_MINUTE: '3',
      WIDGET_MESSAGES_PER_MINUTE: '2',
      WIDGET_BOT_MESSAGES_PER_MINUTE: '3',
      // Each question names its own address, as behind a proxy.
      TRUST_PROXY: 'true',
    },
  });
  owner = await world.user('owner');
});
afterAll(() => world.close());

/** A question from a visitor at `address`. */
const askFrom = (address: string, headers: Record<string, string>, text = 'Hello?') =>
  visitorAsk(world.base, { ...headers, 'x-forwarded-for': address }, { text });

describe('per minute', () => {
  it('a network address starts only so many sessions', async () => {
    const bot = await createBot(world.t, owner.headers);
    const from = (ip: string) => askSession(world.t, bot, { origin: SHOP, ip });
    for (let i = 0; i < 3; i++) expect((await from('10.30.0.1')).status).toBe(200);
    const refused = await from('10.30.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await from('10.30.0.2')).status).toBe(200);
  });

  it('a network address asks only so many questions, whichever sessions it holds', async () => {
    const bot = await createBot(world.t, owner.headers);
    const first = visitorHeaders(await openSession(world.t, bot));
    const second = visitorHeaders(await openSession(world.t, bot));
    expect(finalMessage(await askFrom('10.31.0.1', first)).status).toBe('done');
    expect(finalMessage(await askFrom('10.31.0.1', second)).status).toBe('done');
    const calls = world.openai.requests.length;
    const refused = await askFrom('10.31.0.1', first);
    expect(refused.status).toBe(429);
    expect(refused.envelope).toMatchObject({ code: 'RATE_LIMITED' });
    expect(world.openai.requests.length).toBe(calls);
    expect(finalMessage(await askFrom('10.31.0.2', second)).status).toBe('done');
  });

  it('a bot is asked only so many questions by all its visitors, and other bots go on', async () => {
    const bot = await createBot(world.t, owner.headers);
    const other = await createBot(world.t, owner.headers);
    for (let i = 0; i < 3; i++) {
      const headers = visitorHeaders(await openSession(world.t, bot));
      expect(finalMessage(await askFrom(`10.32.0.${i + 1}`, headers)).status).toBe('done');
    }
    const late = visitorHeaders(await openSession(world.t, bot));
    const refused = await askFrom('10.32.0.9', late);
    expect(refused.status).toBe(429);
    expect(refused.envelope?.msg).toMatch(/Please try again in \d+ seconds/);
    const elsewhere = visitorHeaders(await openSession(world.t, other));
    expect(finalMessage(await askFrom('10.32.0.10', elsewhere)).status).toBe('done');
  });
});
