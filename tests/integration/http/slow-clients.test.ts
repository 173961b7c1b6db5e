// What one client may hold of a real listener: a body trickled byte by byte is cut when the request timeout
// passes, with the envelope; one address holds only so many connections; a URL too large for the headers is
// refused in the envelope too.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1500', MAX_CONNECTIONS_PER_IP: '6' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server writes until it closes the socket, and how long that took. */
function untilClosed(socket: Socket): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  return new Promise((resolve) =>
    socket.on('close', () => resolve({ text, ms: Date.now() - started })),
  );
}

describe('slow and greedy clients', () => {
  it('cuts a body that trickles in past the request timeout, answering in the envelope', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/e/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const { text, ms } = await closed;
    clearInterval(trickle);
    expect(ms).toBeLessThan(10_000);
    expect(text).toContain('408');
    expect(text).toContain('"code":"REQUEST_TIMEOUT"');
  });

  it('refuses a URL too large for the headers in the envelope', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(`GET /api/share/chat?id=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const { text } = await closed;
    expect(text).toContain('431');
    expect(text).toContain('"success":false');
  });
  it('holds one address to its cap of open connections', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 10 }, () => open().catch(() => undefined)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const alive = sockets.filter((socket) => socket && !socket.destroyed);
    expect(alive.length).toBeLessThanOrEqual(6);
    for (const socket of sockets) socket?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
