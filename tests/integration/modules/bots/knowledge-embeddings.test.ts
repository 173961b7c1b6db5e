// A bot's knowledge prepared for search by meaning, on a server with an embeddings provider (the loopback
// OpenAI embeddings API): each chunk is stored with its embedding and the model that made it; the owner pays
// what the provider counted, at the price table's rate, held before the provider is called; an owner without
// the credits gets a failed source saying so and pays nothing; a provider that is down is tried again later
// and charged once; and a text or file is priced before it is added.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../../src/server/i18n';
import { key } from '../../support/chat';
import {
  createKnowledgeCalls,
  providerTokens,
  type KnowledgeCalls,
} from '../../support/bot-knowledge';

type Headers = Record<string, string>;
const FIXTURES = join(__dirname, '../../../fixtures/knowledge');
/** The shipped price table's rate for text-embedding-3-small: hundredths per 1,000 tokens. */
const RATE = 1;
const cost = (tokens: number) => Math.ceil((tokens * RATE) / 1000);

let k: KnowledgeCalls;
let alice: { headers: Headers; id: string };
let botId: string;

/** About 6,000 tokens of English in many sentences: several chunks, a charge of a few hundredths. */
const LONG_TEXT = Array.from(
  { length: 300 },
  (_, i) =>
    `Rule ${i}: the lighthouse ferry carries ${i + 2} bicycles on the lower deck in summer.`,
).join(' ');

async function chunkTexts(headers: Headers, sourceId: string): Promise<string[]> {
  const page = await k.call(
    'GET',
    `/api/bot/source/vector?sourceId=${sourceId}&pageSize=100`,
    headers,
  );
  return page.body.data.list.map((chunk: { text: string }) => chunk.text);
}

beforeAll(async () => {
  k = await createKnowledgeCalls();
  alice = await k.world.user('alice');
  botId = await k.createBot(alice.headers);
});
afterAll(() => k.close());

describe('a source read with embeddings', () => {
  it('stores every chunk’s embedding and model, and charges the owner what the provider counted', async () => {
    const before = await k.balance(alice.headers);
    const added = await k.add(alice.headers, botId, {
      kind: 'text',
      name: 'Ferry',
      text: LONG_TEXT,
    });
    const source = await k.settled(alice.headers, botId, added.id);
    expect(source.status).toBe('ready');
    const stored = await k.storedChunks(source.id);
    expect(stored.length).toBe(source.chunks);
    expect(stored.every((chunk) => chunk.dims === 1536)).toBe(true);
    expect(stored.every((chunk) => chunk.model === 'text-embedding-3-small')).toBe(true);
    const charged = cost(providerTokens(await chunkTexts(alice.headers, source.id)));
    expect(charged).toBeGreaterThan(1);
    expect(before - (await k.balance(alice.headers))).toBe(charged);
    const [latest] = await k.expenses(alice.headers);
    expect(latest).toMatchObject({ kind: 'charge', service: 'knowledge', event: 'read' });
    expect(latest!.amount).toBe(-charged);
    const { search } = await k.list(alice.headers, botId);
    expect(search).toEqual({ embeddings: true, perThousandTokens: RATE });
  });

  it('is priced before it is added: the same passages and tokens a reading makes', async () => {
    const quoted = await k.call('POST', '/api/bot/source/quote', alice.headers, {
      kind: 'text',
      text: LONG_TEXT,
    });
    expect(quoted.status).toBe(200);
    const read = (await k.list(alice.headers, botId)).list.find((row) => row.tokens > 0)!;
    expect(quoted.body.data).toEqual({
      embeddings: true,
      chunks: read.chunks,
      tokens: read.tokens,
      credits: cost(read.tokens),
      affordable: true,
    });
    const docx = readFileSync(join(FIXTURES, 'chinese.docx')).toString('base64');
    const file = await k.call('POST', '/api/bot/source/quote', alice.headers, {
      kind: 'file',
      name: '茶.docx',
      data: docx,
    });
    expect(file.body.data).toMatchObject({ embeddings: true, credits: 1, affordable: true });
    expect(file.body.data.tokens).toBeGreaterThan(10);
  });

  it('a file that cannot be read says why when it is priced; a bad body is refused', async () => {
    const locked = await k.call(
      'POST',
      '/api/bot/source/quote',
      { ...alice.headers, 'x-atrium-locale': 'zh-CN' },
      {
        kind: 'file',
        name: 'locked.pdf',
        data: readFileSync(join(FIXTURES, 'encrypted.pdf')).toString('base64'),
      },
    );
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toBe(translate('zh-CN', 'bots.sourceErrors.PDF_ENCRYPTED'));
    const empty = await k.call('POST', '/api/bot/source/quote', alice.headers, {
      kind: 'text',
      text: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(translate('en-US', 'bots.sources.textRequired'));
    expect(
      (await k.call('POST', '/api/bot/source/quote', {}, { kind: 'text', text: 'x' })).status,
    ).toBe(401);
  });
});

describe('a database without pgvector', () => {
  it('keeps no vectors, so it embeds, prices and charges nothing: the search is by keywords', async () => {
    const bare = await createKnowledgeCalls({ withoutPgvector: true });
    try {
      const dave = await bare.world.user('dave');
      const bot = await bare.createBot(dave.headers);
      const before = await bare.balance(dave.headers);
      const added = await bare.add(dave.headers, bot, {
        kind: 'text',
        name: 'Ferry',
        text: LONG_TEXT,
      });
      expect((await bare.settled(dave.headers, bot, added.id)).status).toBe('ready');
      expect(bare.embeddings.requests).toEqual([]);
      expect(await bare.balance(dave.headers)).toBe(before);
      expect((await bare.list(dave.headers, bot)).search).toEqual({
        embeddings: false,
        perThousandTokens: 0,
      });
      const quoted = await bare.call('POST', '/api/bot/source/quote', dave.headers, {
        kind: 'text',
        text: LONG_TEXT,
      });
      expect(quoted.body.data).toMatchObject({ embeddings: false, credits: 0 });
    } finally {
      await bare.close();
    }
  });
});

describe('an owner without the credits', () => {
  it('gets a failed source that says why, pays nothing, and can read it again once topped up', async () => {
    const carol = await k.world.user('carol');
    const { ledger } = k.world.t.app.deps.credits;
    await ledger.deduct({ userId: carol.id, amount: 1500, service: 'admin', event: 'test' });
    const bot = await k.createBot(carol.headers);
    const quoted = await k.call('POST', '/api/bot/source/quote', carol.headers, {
      kind: 'text',
      text: LONG_TEXT,
    });
    expect(quoted.body.data.affordable).toBe(false);
    const added = await k.add({ ...carol.headers, 'x-atrium-locale': 'zh-CN' }, bot, {
      kind: 'text',
      name: 'Ferry',
      text: LONG_TEXT,
    });
    const failed = await k.settled({ ...carol.headers, 'x-atrium-locale': 'zh-CN' }, bot, added.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      msg: translate('zh-CN', 'bots.sourceErrors.INSUFFICIENT_CREDITS'),
    });
    expect(await k.balance(carol.headers)).toBe(0);
    const summary = (await k.call('GET', '/api/user/credits', carol.headers)).body.data;
    expect(summary.held).toBe(0);
    expect(await k.storedChunks(added.id)).toEqual([]);

    await ledger.grant({
      userId: carol.id,
      key: `topup-${carol.id}`,
      bucket: 'forever',
      amount: 500,
      source: 'admin',
    });
    const retried = await k.call('POST', '/api/bot/source/retry', carol.headers, {
      id: added.id,
      clientKey: key(),
    });
    expect(retried.status).toBe(200);
    const ready = await k.settled(carol.headers, bot, added.id);
    expect(ready.status).toBe('ready');
    expect(500 - (await k.balance(carol.headers))).toBe(
      cost(providerTokens(await chunkTexts(carol.headers, added.id))),
    );
  });
});

describe('a provider that is down', () => {
  it('is tried again later, keeping the hold meanwhile, and the source is charged once', async () => {
    const before = await k.balance(alice.headers);
    k.embeddings.script.status = 500;
    const added = await k.add(alice.headers, botId, {
      kind: 'text',
      name: 'Bikes',
      text: 'Bicycles ride free on the ferry. Dogs ride free too.',
    });
    const calls = () =>
      k.embeddings.requests.filter((request) => request.path === '/v1/embeddings').length;
    const first = calls();
    for (let i = 0; i < 100 && calls() === first; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Failed once and waiting its turn again: the hold stays, nothing is charged yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = (await k.list(alice.headers, botId)).list.find((row) => row.id === added.id)!;
    expect(waiting.status).toBe('queued');
    const summary = (await k.call('GET', '/api/user/credits', alice.headers)).body.data;
    expect(summary.held).toBeGreaterThan(0);
    expect(summary.total).toBe(before - summary.held);

    k.embeddings.script.status = undefined;
    k.world.t.clock.advance(60_000);
    k.world.t.app.tasks.runner.poke();
    const ready = await k.settled(alice.headers, botId, added.id);
    expect(ready.status).toBe('ready');
    const charged = cost(providerTokens(await chunkTexts(alice.headers, added.id)));
    expect(before - (await k.balance(alice.headers))).toBe(charged);
    expect((await k.call('GET', '/api/user/credits', alice.headers)).body.data.held).toBe(0);
  });
});
