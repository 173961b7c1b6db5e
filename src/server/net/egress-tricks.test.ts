// The ways of writing a URL that reaches this machine, a private network or a cloud's metadata service,
// each refused by fetchPublic. A real loopback server listens on every loopback address and counts the
// requests to its secret path: a trick that slipped through would be counted, not only misreported.
// Redirect tricks start on the one name the test allows (localhost) and point elsewhere.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressError, fetchPublic } from './egress';

let server: Server;
let port: number;
let secretHits = 0;

const REDIRECTS: Record<string, (port: number) => string> = {
  '/r/301': (p) => `http://127.0.0.1:${p}/secret`,
  '/r/302': (p) => `http://127.0.0.1:${p}/secret`,
  '/r/303': (p) => `http://[::1]:${p}/secret`,
  '/r/307': (p) => `http://2130706433:${p}/secret`,
  '/r/308': (p) => `http://0x7f.1:${p}/secret`,
  '/r/file': () => 'file:///etc/passwd',
  '/r/gopher': (p) => `gopher://127.0.0.1:${p}/_secret`,
  '/r/data': () => 'data:text/plain,secret',
  '/r/credentials': (p) => `http://user:pw@localhost:${p}/secret`,
  '/r/dotted-name': (p) => `http://localhost.:${p}/secret`,
  '/r/metadata': () => 'http://169.254.169.254/latest/meta-data/',
  '/r/protocol-relative': (p) => `//127.0.0.1:${p}/secret`,
  '/r/backslash-relative': (p) => `/\\127.0.0.1:${p}/secret`,
  '/r/mapped': (p) => `http://[::ffff:127.0.0.1]:${p}/secret`,
  '/c/4': () => '/c/3',
  '/c/3': () => '/c/2',
  '/c/2': () => '/c/1',
  '/c/1': () => '/c/0',
};
const STATUS: Record<string, number> = {
  '/r/301': 301,
  '/r/303': 303,
  '/r/307': 307,
  '/r/308': 308,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/secret')) secretHits++;
    const target = REDIRECTS[url];
    if (target) return res.writeHead(STATUS[url] ?? 302, { location: target(port) }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end('reached');
  });
  // Both families where the machine has IPv6, so that ::1 and IPv4-mapped forms would connect too.
  await new Promise<void>((resolve) => {
    server.once('error', () => server.listen(0, '127.0.0.1', resolve));
    server.listen(0, '::', resolve);
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const reasonOf = (url: string, allowHosts: string[] = []) =>
  fetchPublic(url, { maxBytes: 1000, timeoutMs: 3000, allowHosts }).then(
    () => 'fetched',
    (error: unknown) => (error instanceof EgressError ? error.reason : `other: ${String(error)}`),
  );

/** Written with `P` for the loopback server's port. */
const ADDRESS_TRICKS = [
  'http://127.0.0.1:P/secret',
  'http://2130706433:P/secret', // decimal
  'http://0177.0.0.1:P/secret', // octal
  'http://017700000001:P/secret', // octal, whole
  'http://0x7f.0.0.1:P/secret', // hex
  'http://0x7f000001:P/secret', // hex, whole
  'http://0x7f.1:P/secret', // hex, short
  'http://127.1:P/secret', // short form
  'http://127.0.1:P/secret',
  'http://127.000.000.001:P/secret', // zero padding
  'http://127.0.0.1%2e:P/secret', // encoded trailing dot
  'http://0:P/secret',
  'http://0.0.0.0:P/secret',
  'https://127.0.0.1:P/secret',
  'http://[::]:P/secret',
  'http://[::1]:P/secret',
  'http://[0:0:0:0:0:0:0:1]:P/secret',
  'http://[::ffff:127.0.0.1]:P/secret', // IPv4-mapped
  'http://[::ffff:7f00:1]:P/secret',
  'http://[::127.0.0.1]:P/secret', // IPv4-compatible
  'http://[::7f00:1]:P/secret',
  'http://[::ffff:0:7f00:1]:P/secret', // IPv4-translated
  'http://[64:ff9b::7f00:1]:P/secret', // NAT64
  'http://[64:ff9b:1::7f00:1]:P/secret', // local-use NAT64
  'http://[2002:7f00:1::]:P/secret', // 6to4
  'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:P/secret', // Teredo
  'http://169.254.169.254/latest/meta-data/', // cloud metadata
  'http://[fe80::1]:P/secret', // link-local
  'http://[fd00::1]:P/secret', // unique-local
  'http://[fc00::1]:P/secret',
  'http://[ff02::1]:P/secret', // multicast
  'http://[2001:db8::1]:P/secret', // documentation
  'http://10.0.0.1:P/secret',
  'http://172.16.0.1:P/secret',
  'http://192.168.0.1:P/secret',
  'http://100.64.0.1:P/secret', // carrier-grade NAT
  'http://192.0.0.1:P/secret', // IETF protocol assignments
  'http://192.0.2.1:P/secret', // documentation
  'http://198.18.0.1:P/secret', // benchmarking
  'http://224.0.0.1:P/secret', // multicast
  'http://240.0.0.1:P/secret', // reserved
  'http://255.255.255.255:P/secret', // broadcast
  'http://localhost:P/secret',
  'http://localhost.:P/secret', // trailing dot
  'http://LOCALHOST:P/secret', // upper case
  'http://LocalHost.:P/secret',
  'http://foo.localhost:P/secret',
  'http://a.b.localhost.:P/secret',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://printer.local:P/secret', // mDNS
  'http://%6c%6f%63%61%6c%68%6f%73%74:P/secret', // percent-encoded name
  'http://%31%32%37.0.0.1:P/secret', // percent-encoded address
  'http://ｌｏｃａｌｈｏｓｔ:P/secret', // full-width, mapped by IDNA
  'http://①②⑦.0.0.1:P/secret', // circled digits, mapped by IDNA
  'http://127.0.0.1:P\\@example.com/secret', // backslash ends the authority
  'http://127.0.0.1:P#@example.com/secret',
  'http://127.0.0.1:P?@example.com/secret',
  'http://127.0.0.1:80/secret', // default port
  'http://127.0.0.1:00000P/secret', // zero-padded port
  'http://:@127.0.0.1:P/secret', // empty credentials, dropped by the parser
];

const URL_TRICKS = [
  'http://user@127.0.0.1:P/secret',
  'http://evil.com@127.0.0.1:P/secret',
  'http://user:pass@localhost:P/secret',
  'file:///etc/passwd',
  'file://localhost/etc/passwd',
  'gopher://127.0.0.1:P/_secret',
  'ftp://127.0.0.1:P/secret',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  'ws://127.0.0.1:P/secret',
  'dict://127.0.0.1:P/secret',
  'http://127.0.0.1:65536/secret', // port out of range: not a URL
  'http://[::1/secret', // unclosed bracket
  'not a url',
];

const at = (template: string) => template.replaceAll('P', String(port));

describe('fetchPublic refuses every trick', () => {
  it('has at least 50 distinct tricks', () => {
    const all = [...ADDRESS_TRICKS, ...URL_TRICKS, ...Object.keys(REDIRECTS)];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(50);
  });

  it.each(ADDRESS_TRICKS)('refuses the address of %s', async (template) => {
    expect(await reasonOf(at(template))).toBe('address');
  });

  it.each(URL_TRICKS)('refuses the URL %s', async (template) => {
    expect(await reasonOf(at(template))).toBe('url');
  });

  it.each([
    ['/r/301', 'address'],
    ['/r/302', 'address'],
    ['/r/303', 'address'],
    ['/r/307', 'address'],
    ['/r/308', 'address'],
    ['/r/mapped', 'address'],
    ['/r/dotted-name', 'address'],
    ['/r/metadata', 'address'],
    ['/r/protocol-relative', 'address'],
    ['/r/backslash-relative', 'address'],
    ['/r/file', 'url'],
    ['/r/gopher', 'url'],
    ['/r/data', 'url'],
    ['/r/credentials', 'url'],
    ['/c/4', 'redirects'],
  ])('refuses the redirect %s from an allowed host', async (path, reason) => {
    expect(await reasonOf(`http://localhost:${port}${path}`, ['localhost'])).toBe(reason);
  });

  it('let none of them reach the server', async () => {
    // The allowed name itself still reaches it: the server was there to be reached.
    expect(await reasonOf(`http://localhost:${port}/open`, ['localhost'])).toBe('fetched');
    expect(await reasonOf(`http://localhost:${port}/c/3`, ['localhost'])).toBe('fetched');
    expect(secretHits).toBe(0);
  });
});
