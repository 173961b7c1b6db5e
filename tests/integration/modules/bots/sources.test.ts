// A bot's knowledge: pasted text, files and web pages are stored and read by tasks on the engine into chunks
// with their tokens and PDF pages; what cannot be read says why in the user's language (an encrypted or
// scanned PDF, a private address, a type we do not read); a repeated press adds nothing twice; chunks and
// sources are removed with what belongs to them; and none of it is reachable by another user.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT } from '../../../../src/shared/api/bots';
import { translate } from '../../../../src/server/i18n';
import { api } from '../../support/test-app';
import { createChatWorld, key, type ChatWorld } from '../../support/chat';
import { testImage } from '../../support/images';

type Headers = Record<string, string>;
const FIXTURES = join(__dirname, '../../../fixtures/knowledge');
const fixture = (name: string) => readFileSync(join(FIXTURES, name)).toString('base64');

let world: ChatWorld;
let site: Server;
let siteUrl: string;
let alice: { headers: Headers; id: string };
let bob: { headers: Headers; id: string };
let botId: string;

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  api(world.t.app, { method, url, headers, payload });
const add = (body: object, headers = alice.headers) =>
  call('POST', '/api/bot/source/add', headers, { botId, clientKey: key(), ...body });
const sources = async (headers = alice.headers) =>
  (await call('GET', `/api/bot/source/list?botId=${botId}`, headers)).body.data.list as Array<{
    id: string;
    status: string;
    name: string;
    chunks: number;
    tokens: number;
    error: { code: string; msg: string } | null;
  }>;
/** The source once its reading has ended, ready or failed. */
async function settled(id: string) {
  for (let i = 0; i < 200; i++) {
    const found = (await sources()).find((source) => source.id === id);
    if (found && (found.status === 'ready' || found.status === 'failed')) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`source ${id} never settled`);
}
const chunksOf = async (sourceId: string, headers = alice.headers) =>
  call('GET', `/api/bot/source/vector?sourceId=${sourceId}&pageSize=100`, headers);

beforeAll(async () => {
  site = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(readFileSync(join(FIXTURES, 'article.html')));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/bees`;
  world = await createChatWorld({ env: { EGRESS_ALLOW_HOSTS: 'localhost' } });
  alice = await world.user('alice');
  bob = await world.user('bob');
  const bot = await call('POST', '/api/bot/create', alice.headers, {
    ...DEFAULT_BOT,
    name: 'Guide',
    model: 'gpt-4o-mini',
  });
  botId = bot.body.data.id;
});
afterAll(async () => {
  await world.close();
  await new Promise((resolve) => site.close(resolve));
});

describe('sources that can be read', () => {
  it('pasted text becomes chunks with their tokens, in order', async () => {
    const text = Array.from(
      { length: 60 },
      (_, i) => `Fact ${i}: the lighthouse keeper logs the weather every hour on the hour.`,
    ).join(' ');
    const added = await add({ kind: 'text', name: 'Keeper notes', text });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'Keeper notes', kind: 'text' });
    const source = await settled(added.body.data.id);
    expect(source).toMatchObject({ status: 'ready', error: null });
    expect(source.chunks).toBeGreaterThan(1);
    const chunks = (await chunksOf(source.id)).body.data;
    expect(chunks.total).toBe(source.chunks);
    expect(chunks.list.map((chunk: { ordinal: number }) => chunk.ordinal)).toEqual([
      ...Array(source.chunks).keys(),
    ]);
    expect(chunks.list[0].text).toContain('Fact 0');
    expect(chunks.list.every((chunk: { tokens: number }) => chunk.tokens <= 400)).toBe(true);
  });

  it('a PDF keeps each chunk’s page; a Chinese Word file reads in Chinese', async () => {
    const pdf = await add({ kind: 'file', name: 'guide.pdf', data: fixture('english.pdf') });
    const docx = await add({ kind: 'file', name: '茶.docx', data: fixture('chinese.docx') });
    const read = await settled(pdf.body.data.id);
    expect(read.status).toBe('ready');
    const pages = (await chunksOf(read.id)).body.data.list.map(
      (chunk: { page: number | null }) => chunk.page,
    );
    expect(pages).toContain(1);
    expect(pages).toContain(3);
    const chinese = await settled(docx.body.data.id);
    expect(chinese.status).toBe('ready');
    const text = (await chunksOf(chinese.id)).body.data.list[0].text as string;
    expect(text).toMatch(/[\u4e00-\u9fff]{4}/);
  });

  it('a web page is read without its navigation, and named by its title', async () => {
    const added = await add({ kind: 'url', url: siteUrl });
    const source = await settled(added.body.data.id);
    expect(source).toMatchObject({ status: 'ready', name: 'How Bees Find Flowers' });
    const text = (await chunksOf(source.id)).body.data.list
      .map((chunk: { text: string }) => chunk.text)
      .join('\n');
    expect(text).toContain('waggle dance');
    expect(text).not.toContain('Shop our honey');
  });

  it('the same press twice adds one source', async () => {
    const clientKey = key();
    const body = { kind: 'text', name: 'Once', text: 'Only once.', clientKey };
    const [first, second] = await Promise.all([add(body), add(body)]);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect((await sources()).filter((source) => source.name === 'Once')).toHaveLength(1);
  });
});

describe('sources that cannot be read say why', () => {
  const failures: Array<[string, object, string]> = [
    [
      'an encrypted PDF',
      { kind: 'file', name: 'locked.pdf', data: fixture('encrypted.pdf') },
      'PDF_ENCRYPTED',
    ],
    [
      'a scanned PDF',
      { kind: 'file', name: 'scan.pdf', data: fixture('image-only.pdf') },
      'PDF_NO_TEXT',
    ],
    [
      'a file of blank lines',
      { kind: 'file', name: 'blank.txt', data: Buffer.from(' \n\t\n').toString('base64') },
      'SOURCE_EMPTY',
    ],
    ['a private address', { kind: 'url', url: 'http://127.0.0.1:9/admin' }, 'URL_BLOCKED'],
  ];
  it.each(failures)('%s', async (_label, body, code) => {
    const added = await add(body, { ...alice.headers, 'x-atrium-locale': 'zh-CN' });
    const source = await settled(added.body.data.id);
    expect(source.status).toBe('failed');
    expect(source.error).toEqual({
      code,
      msg: translate('en-US', `bots.sourceErrors.${code}`),
    });
    expect(source.chunks).toBe(0);
  });

  it.each([
    [
      'an image',
      'photo.png',
      async () => (await testImage(64, 64)).toString('base64'),
      'SOURCE_UNSUPPORTED',
    ],
    ['an empty file', 'empty.txt', async () => fixture('empty.txt'), 'SOURCE_EMPTY'],
  ])(
    '%s is refused at once, in the user’s language, and nothing is kept',
    async (_label, name, data, code) => {
      const before = (await sources()).length;
      const refused = await add(
        { kind: 'file', name, data: await data() },
        { ...alice.headers, 'x-atrium-locale': 'zh-CN' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(translate('zh-CN', `bots.sourceErrors.${code}`));
      expect((await sources()).length).toBe(before);
    },
  );

  it('a failed source can be read again', async () => {
    const added = await add({ kind: 'url', url: 'http://127.0.0.1:9/again' });
    const failed = await settled(added.body.data.id);
    expect(failed.status).toBe('failed');
    const retried = await call('POST', '/api/bot/source/retry', alice.headers, {
      id: failed.id,
      clientKey: key(),
    });
    expect(retried.status).toBe(200);
    expect((await settled(failed.id)).status).toBe('failed');
  });
});

describe('removing knowledge', () => {
  it('a chunk, then its source with its chunks', async () => {
    const added = await add({ kind: 'text', name: 'Short', text: 'One. Two. Three.' });
    const source = await settled(added.body.data.id);
    const [chunk] = (await chunksOf(source.id)).body.data.list;
    expect(
      (await call('GET', `/api/bot/source/vector/delete?id=${chunk.id}`, bob.headers)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/bot/source/vector/delete?id=${chunk.id}`, alice.headers)).status,
    ).toBe(200);
    expect((await chunksOf(source.id)).body.data.total).toBe(0);
    expect((await sources()).find((row) => row.id === source.id)?.chunks).toBe(0);
    expect(
      (await call('GET', `/api/bot/source/delete?id=${source.id}`, alice.headers)).status,
    ).toBe(200);
    expect((await sources()).find((row) => row.id === source.id)).toBeUndefined();
    expect((await chunksOf(source.id)).status).toBe(404);
  });
});

describe('without an embeddings provider', () => {
  it('says the search is by keywords only, and prices nothing', async () => {
    const listed = await call('GET', `/api/bot/source/list?botId=${botId}`, alice.headers);
    expect(listed.body.data.search).toEqual({ embeddings: false, perThousandTokens: 0 });
    const quoted = await call('POST', '/api/bot/source/quote', alice.headers, {
      kind: 'text',
      text: 'The keeper logs the weather. The lamp is lit at dusk.',
    });
    expect(quoted.body.data).toMatchObject({ embeddings: false, chunks: 1, credits: 0 });
    expect(quoted.body.data.tokens).toBeGreaterThan(5);
  });
});

describe('the bot’s counts', () => {
  it('follow its sources’ reading: ready, failed, and the passages they hold', async () => {
    const list = await sources();
    const info = (await call('GET', `/api/bot/info?id=${botId}`, alice.headers)).body.data;
    expect(info.sources).toEqual({
      total: list.length,
      ready: list.filter((source) => source.status === 'ready').length,
      failed: list.filter((source) => source.status === 'failed').length,
      working: list.filter((source) => source.status === 'queued' || source.status === 'processing')
        .length,
    });
    expect(info.sources.ready).toBeGreaterThan(0);
    expect(info.sources.failed).toBeGreaterThan(0);
    expect(info.chunks).toBe(list.reduce((sum, source) => sum + source.chunks, 0));
  });
});

describe('another user', () => {
  it('finds none of a bot’s sources or chunks, and adds nothing to it', async () => {
    const [first] = await sources();
    const attempts = await Promise.all([
      call('GET', `/api/bot/source/list?botId=${botId}`, bob.headers),
      chunksOf(first!.id, bob.headers),
      call('GET', `/api/bot/source/delete?id=${first!.id}`, bob.headers),
      call('POST', '/api/bot/source/retry', bob.headers, { id: first!.id, clientKey: key() }),
      add({ kind: 'text', name: 'Sneaky', text: 'Mine now.' }, bob.headers),
    ]);
    for (const attempt of attempts) expect(attempt.status).toBe(404);
    expect((await sources()).some((source) => source.name === 'Sneaky')).toBe(false);
  });
});
