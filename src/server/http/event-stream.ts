// Server-sent events to one client. The stream opens only once a request is accepted: before that, a refusal
// is an ordinary envelope. A client that goes away only stops listening; whoever produces the events decides
// whether to go on (an answer is still written and stored).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatEvent } from '@shared/api/event-stream';

/** Proxies close idle connections; a comment line now and then keeps a slow stream open. */
const KEEPALIVE_MS = 15_000;

export interface EventStream<E extends { type: string }> {
  send(event: E): void;
  end(): void;
  readonly closed: boolean;
  /** Called once when the client goes away or the stream ends. */
  onClose(listener: () => void): void;
}

interface Outbox {
  pending: string;
  flush(): void;
}

/** The streams with events waiting, written together after this turn's callbacks: one timer for all. */
const waiting = new Set<Outbox>();
const flushAll = () => {
  for (const outbox of waiting) outbox.flush();
  waiting.clear();
};
function flushSoon(outbox: Outbox) {
  if (waiting.size === 0) setImmediate(flushAll);
  waiting.add(outbox);
}

export function openEventStream<E extends { type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
): EventStream<E> {
  reply.hijack();
  const raw = reply.raw;
  // Headers set by plugins (CORS for the desktop app, security headers) still apply.
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  request.socket.setNoDelay(true);
  let closed = false;
  const listeners: Array<() => void> = [];
  const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    for (const listener of listeners) listener();
  };
  raw.on('close', finish);
  // Events sent in one turn of the event loop leave in one socket write: a busy server that reads several
  // tokens of an answer at once pays one write for them, not one each. The write waits for nothing else.
  const out = {
    pending: '',
    flush() {
      if (out.pending && !closed) raw.write(out.pending);
      out.pending = '';
    },
  };
  return {
    get closed() {
      return closed;
    },
    send(event) {
      if (closed) return;
      if (!out.pending) flushSoon(out);
      out.pending += formatEvent(event);
    },
    end() {
      if (!closed) {
        // The last events and the stream's end leave in one write.
        const last = out.pending;
        out.pending = '';
        raw.end(last);
      }
      finish();
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}
