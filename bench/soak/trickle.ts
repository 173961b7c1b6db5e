// Requests that hold a socket the way a slow or broken client does, written on a socket of the soak's own
// (fetch sends a body whole): headers or a body trickled a piece at a time, a body cut part-way by a client
// that hangs up, bytes that are not HTTP. One at a time beside the mix, so that they test how the server lets
// go of a socket, not how many it can hold. The server must cut what does not arrive whole within
// REQUEST_TIMEOUT_MS (30 s) with a 408, headers within 10 s, answer a slow body that does arrive in time, and
// lose nothing to a client that left.
import { connect } from 'node:net';
import { pause, type Context } from './mix';
import { pick, type User } from './users';

const path = '/api/upload64';
/** Longer than the server's request timeout: a socket it never cut shows up as a problem, not a hang. */
const GIVE_UP_MS = 45_000;

interface Trickle {
  /** What is written at once: the request line and headers, or all of it. */
  head: string;
  /** Then written in `pieces` parts `everyMs` apart; with `cutAfter`, the client hangs up after that many. */
  rest: string;
  pieces: number;
  everyMs: number;
  cutAfter?: number;
}

/** Writes a request; answers the status of the server's answer, or 0 when it closed without one. */
function trickle(base: string, request: Trickle, stopped: AbortSignal): Promise<number> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  return new Promise<number>((resolve) => {
    let answer = '';
    let written = 0;
    const size = Math.ceil(request.rest.length / request.pieces);
    const done = (status: number) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      stopped.removeEventListener('abort', end);
      socket.destroy();
      resolve(status);
    };
    const end = () => done(0);
    const timer = setInterval(() => {
      if (written === request.cutAfter) return done(-1);
      socket.write(request.rest.slice(written * size, ++written * size));
      if (written * size >= request.rest.length) clearInterval(timer);
    }, request.everyMs);
    const giveUp = setTimeout(() => done(-2), GIVE_UP_MS);
    stopped.addEventListener('abort', end);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1];
      if (status) done(Number(status));
    });
    socket.on('error', end);
    socket.on('close', end);
    socket.write(request.head);
  });
}

const headers = (user: User, length: number) =>
  `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nx-forwarded-for: ${user.ip}\r\n` +
  `authorization: ${user.authorization}\r\ncontent-type: application/json\r\n` +
  `content-length: ${length}\r\n\r\n`;

type Kind = [string, 'answer' | 'refusal' | 'hang-up', (user: User, ctx: Context) => Trickle];
const KINDS: Kind[] = [
  [
    'slow upload that arrives whole in 4 s',
    'answer',
    (user, ctx) => {
      const body = JSON.stringify({ purpose: 'chat', data: pick(user.random, ctx.images.chat) });
      return { head: headers(user, body.length), rest: body, pieces: 8, everyMs: 500 };
    },
  ],
  [
    'slow body never finished (408 expected)',
    'refusal',
    (user) => ({ head: headers(user, 4096), rest: 'x'.repeat(4096), pieces: 4096, everyMs: 1000 }),
  ],
  [
    'slow headers never finished (408 expected)',
    'refusal',
    () => {
      const lines = Array.from({ length: 200 }, (_, i) => `x-slow-${i}: ${'a'.repeat(12)}\r\n`);
      const rest = `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines.join('')}`;
      return { head: '', rest, pieces: rest.length / 10, everyMs: 100 };
    },
  ],
  [
    'body cut part-way (the client hangs up)',
    'hang-up',
    (user, ctx) => {
      const body = JSON.stringify({ purpose: 'chat', data: pick(user.random, ctx.images.chat) });
      const cutAfter = 1 + Math.floor(user.random() * 3);
      return { head: headers(user, body.length), rest: body, pieces: 5, everyMs: 200, cutAfter };
    },
  ],
  [
    'bytes that are not HTTP (400 expected)',
    'refusal',
    () => ({ head: '', rest: '\u0000\u0001GARBAGE / HTTP/9\r\n\r\n', pieces: 1, everyMs: 10 }),
  ],
];

export const describeTrickles = () => KINDS.map(([name]) => name).join('; ');

/** Runs the kinds in turn, one at a time, with a pause of 2 to 8 s between them, until the run ends. */
export async function runTrickles(ctx: Context, users: User[], random: () => number) {
  const { traffic } = ctx;
  for (let i = 0; !traffic.stopped.aborted; i++) {
    if (!(await pause(2000 + random() * 6000, traffic.stopped))) return;
    const [name, expect, make] = KINDS[i % KINDS.length]!;
    const user = pick(random, users);
    if (!user.authorization) continue;
    const started = performance.now();
    const status = await trickle(traffic.base, make(user, ctx), traffic.stopped);
    if (traffic.stopped.aborted) return;
    const ms = performance.now() - started;
    const route = `${name}: POST ${path}`;
    if (expect === 'hang-up' && status === -1) traffic.count(`trickled: ${name}`);
    else if (status > 0 && expect !== 'hang-up') {
      if (traffic.settle({ route, status, expect, example: name }))
        traffic.count(`trickled: ${name}`);
    } else
      traffic.problem(
        `${route} → ${status === -2 ? 'no answer in 45 s' : status ? String(status) : 'closed without an answer'}`,
        `${name} (${(ms / 1000).toFixed(1)} s)`,
      );
  }
}
