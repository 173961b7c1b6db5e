// What one client may hold of the server's sockets. Every listener cuts a request that does not arrive whole
// in time (a body trickled a byte at a time holds a socket and its memory for as long as it likes otherwise),
// headers that take too long, and idle keep-alive connections; and one network address may hold only so many
// connections at once (a proxy in front of Atrium caps its own clients: set the cap to 0 there).
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** Headers come first and are small: a client slower than this is not a browser. */
const HEADERS_TIMEOUT_MS = 10_000;
/** An idle keep-alive connection is closed after this. */
const KEEP_ALIVE_MS = 5_000;
/**
 * A connection silent this long is dead. Event streams write a keepalive every 15 s, so this never cuts a
 * live answer; a provider's long silence is the answer's own timeout, not the socket's.
 */
const SOCKET_IDLE_MS = 120_000;

export interface ConnectionLimits {
  requestTimeoutMs: number;
  connectionsPerIp: number;
}

/** How often Node looks for requests past their timeout (its default, 30 s, would let them run that long). */
const CHECK_EVERY_MS = 1_000;

/** The HTTP server of the app (Fastify's `serverFactory`), with its timeouts and the per-address cap. */
export function limitedServer(handler: RequestListener, limits: ConnectionLimits): Server {
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs),
      keepAliveTimeout: KEEP_ALIVE_MS,
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
    handler,
  );
  server.setTimeout(SOCKET_IDLE_MS, (socket: Socket) => socket.destroy());
  capConnections(server, limits.connectionsPerIp);
  return server;
}

function capConnections(server: Server, connectionsPerIp: number): void {
  if (!connectionsPerIp) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > connectionsPerIp) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
