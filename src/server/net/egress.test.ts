// The egress helper against real sockets: a loopback server is out of reach unless allowed by name, a
// redirect to it is refused, and size and time caps hold.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';
import { EgressError, fetchPublic } from './egress';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/big') return res.end(Buffer.alloc(5000));
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000);
    if (req.url === '/to-loopback') {
      res.writeHead(302, {
        location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      });
      return res.end();
    }
    res.setHeader('content-type', 'text/plain');
    res.end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof EgressError ? error.reason : String(error)),
  );

describe('the address policy', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
});

describe('fetchPublic', () => {
  it('refuses loopback however it is written', async () => {
    const port = (server.address() as AddressInfo).port;
    for (const host of ['localhost', '127.0.0.1', '0x7f000001', '2130706433', '[::1]', '127.1'])
      expect(await refusal(fetchPublic(`http://${host}:${port}/`, { maxBytes: 100 }))).toBe(
        'address',
      );
  });

  it('refuses other protocols and credentials', async () => {
    expect(await refusal(fetchPublic('file:///etc/passwd', { maxBytes: 100 }))).toBe('url');
    expect(await refusal(fetchPublic('http://user:pw@example.com/', { maxBytes: 100 }))).toBe(
      'url',
    );
  });

  it('fetches from an allowed host, and refuses a redirect to a non-public address', async () => {
    const allow = { maxBytes: 100, allowHosts: ['localhost'] };
    const fetched = await fetchPublic(`${base}/`, allow);
    expect(fetched.bytes.toString()).toBe('hello');
    expect(fetched.contentType).toBe('text/plain');
    expect(await refusal(fetchPublic(`${base}/to-loopback`, allow))).toBe('address');
  });

  it('holds the size and time caps', async () => {
    const allow = { allowHosts: ['localhost'] };
    expect(await refusal(fetchPublic(`${base}/big`, { ...allow, maxBytes: 1000 }))).toBe('size');
    expect(
      await refusal(fetchPublic(`${base}/slow`, { ...allow, maxBytes: 1000, timeoutMs: 300 })),
    ).toBe('timeout');
  });
});
