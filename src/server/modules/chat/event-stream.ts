// Writing an answer to a client as server-sent events. Until the request is accepted, failures answer as any
// other call (an envelope with a translated msg); after it, they arrive as an `error` event. A client that
// goes away only stops listening: the answer goes on and is stored.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@shared/api/errors';
import { formatEvent, type ChatEvent } from '@shared/chat/events';
import type { Deps } from '../../deps';
import { chatMessages } from '../../db/schema';
import { requestLocale } from '../../http/locale';
import { translate } from '../../i18n';
import type { LiveAnswer } from './live-answer';
import { messageDto, type MessageRow } from './store';

/** Proxies close idle connections; a comment line now and then keeps a slow answer's stream open. */
const KEEPALIVE_MS = 15_000;
/** How often an answer written by another process is read again. */
const POLL_MS = 500;

export interface EventStream {
  send(event: ChatEvent): void;
  end(): void;
  readonly closed: boolean;
  /** Called once when the client goes away or the stream ends. */
  onClose(listener: () => void): void;
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
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
  return {
    get closed() {
      return closed;
    },
    send(event) {
      if (!closed) raw.write(formatEvent(event));
    },
    end() {
      if (!closed) raw.end();
      finish();
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}

/** The stored answer as its final event: `done`, or `error` with the kept partial answer. */
export function finalEvent(deps: Deps, request: FastifyRequest, row: MessageRow): ChatEvent {
  const message = messageDto(deps, row);
  if (row.status !== 'failed') return { type: 'done', message };
  const code =
    (Object.entries(ERROR_CODES).find(([, key]) => key === row.error)?.[0] as ErrorCode) ??
    'PROVIDER_ERROR';
  return {
    type: 'error',
    code,
    msg: translate(requestLocale(request), row.error ?? ERROR_CODES.PROVIDER_ERROR),
    message,
  };
}

async function readRow(deps: Deps, id: string): Promise<MessageRow | undefined> {
  const [row] = await deps.db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/**
 * Sends the answer's text from `sentText` on and then its end. A live answer of this process is heard
 * directly; one written by another process is read from the database until it ends.
 */
export async function relayAnswer(
  deps: Deps,
  request: FastifyRequest,
  stream: EventStream,
  row: MessageRow,
  live: LiveAnswer | undefined,
  sentText: string,
): Promise<void> {
  if (live) {
    await new Promise<void>((resolve) => {
      let sent = sentText.length;
      const catchUp = () => {
        if (live.text.length > sent) stream.send({ type: 'delta', text: live.text.slice(sent) });
        sent = live.text.length;
      };
      const unsubscribe = live.subscribe((event) => {
        if (event.type === 'delta') return catchUp();
        unsubscribe();
        resolve();
      });
      stream.onClose(() => {
        unsubscribe();
        resolve();
      });
      catchUp();
    });
  } else if (row.status === 'streaming') {
    let sent = sentText.length;
    let current: MessageRow | undefined = row;
    while (current?.status === 'streaming' && !stream.closed) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = await readRow(deps, row.id);
      if (current && current.content.length > sent) {
        stream.send({ type: 'delta', text: current.content.slice(sent) });
        sent = current.content.length;
      }
    }
  }
  if (stream.closed) return;
  const final = await readRow(deps, row.id);
  if (final) stream.send(finalEvent(deps, request, final));
  stream.end();
}
