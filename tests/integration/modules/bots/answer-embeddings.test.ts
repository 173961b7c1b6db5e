// A bot's answer searched by meaning, on a server with an embeddings provider (the loopback OpenAI embeddings
// API, whose vectors share Chinese characters where words differ): a question that shares no word with a
// passage finds it by its embedding alone; the owner pays for the question's embedding beside the answer,
// once per request; a provider that fails leaves the answer to keyword search; and chunks another model
// embedded are never compared with the question.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalMessage, key, stream } from '../../support/chat';
import {
  createKnowledgeCalls,
  providerTokens,
  type KnowledgeCalls,
} from '../../support/bot-knowledge';

type Headers = Record<string, string>;

let k: KnowledgeCalls;
let alice: { headers: Headers; id: string };
let botId: string;

const ask = (body: object, bot = botId) =>
  stream(k.world.base, '/api/bot/chat/push', alice.headers, {
    botId: bot,
    clientKey: key(),
    ...body,
  });
const questionCharges = async () =>
  (await k.expenses(alice.headers)).filter(
    (row) => row.kind === 'charge' && row.service === 'knowledge' && row.event === 'question',
  );

async function botWith(texts: Record<string, string>): Promise<string> {
  // Loose: the loopback API's vectors are nearer by shared words and characters than by meaning.
  const bot = await k.createBot(alice.headers, { strictness: 'loose' });
  for (const [name, text] of Object.entries(texts)) {
    const added = await k.add(alice.headers, bot, { kind: 'text', name, text });
    expect((await k.settled(alice.headers, bot, added.id)).status).toBe('ready');
  }
  return bot;
}

beforeAll(async () => {
  k = await createKnowledgeCalls();
  alice = await k.world.user('alice');
  botId = await botWith({
    图书馆: '借阅图书',
    游泳池: '游泳池每天下午清洁消毒。',
    Ferry: 'Tickets cost 12 euros.',
  });
});
afterAll(() => k.close());

describe('a question searched by meaning', () => {
  it('finds a passage that shares none of its words, and the owner pays for its embedding', async () => {
    const before = await k.balance(alice.headers);
    const charges = (await questionCharges()).length;
    const answer = finalMessage(await ask({ text: '怎么借书？' }));
    expect(answer.status).toBe('done');
    expect(answer.citations?.[0]).toMatchObject({ source: '图书馆', excerpt: '借阅图书' });
    expect(answer.citations?.[0]?.scores).toEqual({ fused: expect.any(Number), vector: 1 });
    expect(answer.citations?.some((citation) => citation.source === '游泳池')).toBe(false);
    const question = Math.ceil(providerTokens(['怎么借书？']) / 1000);
    const paid = await questionCharges();
    expect(paid).toHaveLength(charges + 1);
    expect(paid[0]!.amount).toBe(-question);
    expect(before - (await k.balance(alice.headers))).toBe(answer.credits + question);
  });

  it('is paid once for a request sent twice', async () => {
    const charges = (await questionCharges()).length;
    const clientKey = key();
    const first = finalMessage(await ask({ text: '借书要带什么？', clientKey }));
    const again = finalMessage(await ask({ text: '借书要带什么？', clientKey }));
    expect(again.id).toBe(first.id);
    expect(await questionCharges()).toHaveLength(charges + 1);
  });

  it('goes by keywords alone when the provider fails, and charges nothing for it', async () => {
    const charges = (await questionCharges()).length;
    k.embeddings.script.status = 500;
    try {
      const answer = finalMessage(await ask({ text: 'How much are the tickets?' }));
      expect(answer.status).toBe('done');
      expect(answer.citations?.[0]?.excerpt).toBe('Tickets cost 12 euros.');
      expect(answer.citations?.[0]?.scores?.keyword).toBe(1);
      expect(answer.citations?.[0]?.scores?.vector).toBeUndefined();
    } finally {
      k.embeddings.script.status = undefined;
    }
    expect(await questionCharges()).toHaveLength(charges);
    expect((await k.call('GET', '/api/user/credits', alice.headers)).body.data.held).toBe(0);
  });
});

describe('chunks another model embedded', () => {
  it('are not compared with the question, which is then not embedded or charged', async () => {
    const bot = await botWith({ 图书馆: '借阅图书' });
    await k.world.t.app.deps.db.execute(
      sql`UPDATE bot_chunks SET embedding_model = 'an-older-model' WHERE bot_id = ${bot}::uuid`,
    );
    const calls = k.embeddings.requests.length;
    const charges = (await questionCharges()).length;
    const answer = finalMessage(await ask({ text: '怎么借书？' }, bot));
    expect(answer.citations ?? []).toEqual([]);
    expect(k.embeddings.requests.length).toBe(calls);
    expect(await questionCharges()).toHaveLength(charges);
  });
});
