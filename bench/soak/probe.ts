// What the soak reads of the server process from outside it, so that the product carries no probe of its own:
// resident memory from /proc/<pid>/status, open file descriptors (and how many of them are sockets) from
// /proc/<pid>/fd, the server's connections on its port from /proc/net/tcp, and the V8 heap and the event
// loop's delay through the inspector (the server runs with `--inspect` on loopback). Node 20 has no WebSocket
// client and the project has no WebSocket package, so the few frames the inspector protocol needs are
// written here.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { memoryMb } from '../lib.mjs';

const MB = 1024 * 1024;

export const rssMb = (pid: number) => memoryMb(pid).now;

/** The process's open file descriptors, and how many of them are sockets (client and server, any kind). */
export function openFds(pid: number): { all: number; sockets: number } {
  let sockets = 0;
  const fds = readdirSync(`/proc/${pid}/fd`);
  for (const fd of fds) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets++;
    } catch {
      // closed since the listing
    }
  }
  return { all: fds.length, sockets };
}

/** TCP states (include/net/tcp_states.h) the process holds no socket for, or that only accept. */
const NOT_HELD = new Set(['06' /* TIME_WAIT: the kernel's */, '0A' /* LISTEN */]);

/**
 * The server's connections on its port, by state: the kernel lists every socket of the host, and only the
 * server's end of a loopback connection has the port as its local one.
 */
export function serverSockets(port: number): { open: number; closeWait: number } {
  let open = 0;
  let closeWait = 0;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, , state] = line.trim().split(/\s+/);
    if (!local || !state || parseInt(local.split(':')[1] ?? '', 16) !== port) continue;
    if (NOT_HELD.has(state)) continue;
    open++;
    // CLOSE_WAIT: the client hung up and the server never closed its end; these pile up when a leak does.
    if (state === '08') closeWait++;
  }
  return { open, closeWait };
}

export interface Inspector {
  /**
   * The heap V8 still uses after a full collection, in MB: what grows when something is kept for ever. The
   * spaces of compiled code are left out: they grow for a while as the JIT optimises more functions.
   */
  liveHeapMb(): Promise<number>;
  /** The event loop's delay since the last call, in ms: its 99th percentile and its longest. */
  loopDelayMs(): Promise<{ p99: number; max: number }>;
  close(): void;
}

/** Evaluated in the server: the bytes used in the heap's spaces, but for those of compiled code. */
const HEAP_USED = `process.getBuiltinModule('node:v8').getHeapSpaceStatistics()
  .filter((space) => !space.space_name.startsWith('code_'))
  .reduce((sum, space) => sum + space.space_used_size, 0)`;

/**
 * Evaluated in the server: a delay histogram of perf_hooks, made on the first call and kept on globalThis,
 * read and reset on each. `process.getBuiltinModule` reaches perf_hooks from the inspector's global scope,
 * where `require` and `import` are not available.
 */
const LOOP_DELAY = `(() => {
  const histogram = (globalThis.__soakLoopDelay ??= (() => {
    const h = process.getBuiltinModule('node:perf_hooks').monitorEventLoopDelay({ resolution: 10 });
    h.enable();
    return h;
  })());
  const figures = { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
  histogram.reset();
  return JSON.stringify(figures);
})()`;

/**
 * A text frame from client to server (the calls here are far under 64 KB): masked, as RFC 6455 (5.3)
 * requires of a client.
 */
function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!;
  const header = Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 255]);
  const short = Buffer.from([0x81, 0x80 | payload.length]);
  return Buffer.concat([payload.length < 126 ? short : header, mask, payload]);
}

/** Connects to the inspector of the server's node listening on `port`. */
export async function connectInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const target = new URL(targets[0]!.webSocketDebuggerUrl);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const upgrade = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    upgrade.once('upgrade', (_response, upgraded: Socket) => resolve(upgraded));
    upgrade.once('response', (response) => reject(new Error(`inspector: ${response.statusCode}`)));
    upgrade.once('error', reject);
    upgrade.end();
  });

  const pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    // The server's frames are unmasked; answers to these calls are small and never fragmented.
    for (;;) {
      if (buffer.length < 2) return;
      let length = buffer[1]! & 0x7f;
      let start = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        [length, start] = [buffer.readUInt16BE(2), 4];
      } else if (length === 127) {
        if (buffer.length < 10) return;
        [length, start] = [Number(buffer.readBigUInt64BE(2)), 10];
      }
      if (buffer.length < start + length) return;
      const opcode = buffer[0]! & 0x0f;
      const text = buffer.subarray(start, start + length).toString();
      buffer = buffer.subarray(start + length);
      if (opcode !== 1) continue;
      const message = JSON.parse(text) as { id?: number; result?: unknown; error?: unknown };
      if (message.id === undefined) continue;
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    }
  });
  socket.on('error', () => {});

  let nextId = 1;
  const call = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      // A server too busy to answer in this time is itself a finding; the sample must not wait for ever.
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in 20 s`)), 20_000);
      pending.set(id, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result as T);
      });
      socket.write(frame(JSON.stringify({ id, method, params })));
    });

  const evaluate = async <T>(expression: string) =>
    (await call<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true }))
      .result.value;
  const loopDelayMs = async () =>
    JSON.parse(await evaluate<string>(LOOP_DELAY)) as { p99: number; max: number };
  // The histogram starts now, so that the first sample's figures cover the first window only.
  await loopDelayMs();

  return {
    loopDelayMs,
    async liveHeapMb() {
      // Garbage still waiting for collection would hide a slow leak under the collector's own rhythm.
      await call('HeapProfiler.collectGarbage');
      return (await evaluate<number>(HEAP_USED)) / MB;
    },
    // Node waits at exit for an attached debugger to leave: the socket must close before the server stops.
    close: () => socket.destroy(),
  };
}
