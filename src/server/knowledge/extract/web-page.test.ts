// Web pages fetched from a real loopback server reached by a name the test allows (any other way to the
// loopback is refused), and every refusal mapped to the code a user reads.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceError } from '../source-error';
import { fetchPageText } from './web-page';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/knowledge/${name}`, import.meta.url));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ROUTES: Record<string, [string, Buffer]> = {
  '/article': ['text/html; charset=utf-8', fixture('article.html')],
  // 中文页面 in GBK, declared only in the content type.
  '/gbk': [
    'text/html; charset=GBK',
    Buffer.concat([
      Buffer.from('<html><head><title>t</title></head><body><p>'),
      Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xd2, 0xb3, 0xc3, 0xe6]),
      Buffer.from('</p></body></html>'),
    ]),
  ],
  '/notes': ['text/plain', Buffer.from('Plain notes.\n\nSecond paragraph.')],
  '/files/guide.pdf': ['application/pdf', fixture('english.pdf')],
  '/files/garden': [DOCX, fixture('english.docx')],
  '/photo': ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  '/empty': ['text/html', Buffer.from('<html><body><nav>Home</nav></body></html>')],
  '/big': ['text/plain', Buffer.alloc(5000, 'a')],
};

let server: Server;
let base: string;
let closedPort: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    const port = (server.address() as AddressInfo).port;
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000);
    if (req.url === '/to-loopback')
      return res.writeHead(302, { location: `http://127.0.0.1:${port}/article` }).end();
    if (req.url === '/moved') return res.writeHead(301, { location: '/article' }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    const route = ROUTES[req.url ?? ''];
    if (!route) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': route[0] }).end(route[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
  // A port that was just free: nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const allow = { allowHosts: ['localhost'] };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SourceError ? error.code : `other: ${String(error)}`),
  );

describe('fetchPageText', () => {
  it('reads an article page without its navigation, footer or scripts', async () => {
    const page = await fetchPageText(`${base}/article`, allow);
    expect(page.url).toBe(`${base}/article`);
    expect(page.kind).toBe('html');
    expect(page.title).toBe('How Bees Find Flowers');
    const text = page.pages[0]!.text;
    expect(text).toMatch(/^Honey bees use the position of the sun/);
    expect(text).toContain('## The waggle dance');
    for (const noise of ['Shop our honey', 'Sign in', 'newsletter', 'Cookie', 'analytics'])
      expect(text).not.toContain(noise);
  });

  it('follows a relative redirect on the allowed host and reports where it landed', async () => {
    const page = await fetchPageText(`${base}/moved`, allow);
    expect(page.url).toBe(`${base}/article`);
  });

  it('honours the charset of the content type, and reads plain text', async () => {
    expect((await fetchPageText(`${base}/gbk`, allow)).pages[0]!.text).toBe('中文页面');
    expect(await fetchPageText(`${base}/notes`, allow)).toMatchObject({
      kind: 'txt',
      pages: [{ text: 'Plain notes.\n\nSecond paragraph.' }],
    });
  });

  it('reads a PDF and a Word document at a URL', async () => {
    const pdf = await fetchPageText(`${base}/files/guide.pdf`, allow);
    expect(pdf.kind).toBe('pdf');
    expect(pdf.pages.map((page) => page.page)).toEqual([1, 2, 3]);
    const docx = await fetchPageText(`${base}/files/garden`, allow);
    expect(docx.pages[0]!.text).toMatch(/^# Garden Guide/);
  });

  it('maps every refusal to its code', async () => {
    const port = (server.address() as AddressInfo).port;
    const cases: Array<[string, object, string]> = [
      [`http://127.0.0.1:${port}/article`, {}, 'URL_BLOCKED'],
      [`${base}/article`, {}, 'URL_BLOCKED'],
      ['file:///etc/passwd', allow, 'URL_BLOCKED'],
      [`http://user:pw@localhost:${port}/article`, allow, 'URL_BLOCKED'],
      ['not a url', allow, 'URL_BLOCKED'],
      [`${base}/to-loopback`, allow, 'URL_BLOCKED'],
      [`${base}/loop`, allow, 'URL_REDIRECTS'],
      [`${base}/big`, { ...allow, maxBytes: 1000 }, 'URL_TOO_LARGE'],
      [`${base}/slow`, { ...allow, timeoutMs: 300 }, 'URL_TIMEOUT'],
      [`${base}/missing`, allow, 'URL_UNREACHABLE'],
      [`http://localhost:${closedPort}/`, allow, 'URL_UNREACHABLE'],
      ['http://no-such-host.invalid/', {}, 'URL_UNREACHABLE'],
      [`${base}/photo`, allow, 'SOURCE_UNSUPPORTED'],
      [`${base}/empty`, allow, 'SOURCE_EMPTY'],
    ];
    for (const [url, options, code] of cases)
      expect([url, await refusal(fetchPageText(url, options))]).toEqual([url, code]);
  });
});
