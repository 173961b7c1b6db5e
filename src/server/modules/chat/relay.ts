// Relaying an answer to a client as server-sent events. Until the request is accepted, failures answer as any
// other call (an envelope with a translated msg); after it, they arrive as an `error` event. A client that
// goes away only stops listening: the answer goes on and is stored.
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@shared/api/errors';
import type { ChatEvent } from '@shared/api/chat';
import type { Deps } from '../../deps';
import type { EventStream } from '../../http/event-stream';
import { requestLocale } from '../../http/locale';
import { translate } from '../../i18n';
import type { LiveAnswer } from './live-answer';
import { messageDto } from './message-views';
import { messageById, type MessageRow } from './repo';

/** How often an answer written by another process is read again. */
const POLL_MS = 500;

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

/**
 * Sends the answer's text from `sentText` on and then its end. A live answer of this process is heard
 * directly; one written by another process is read from the database until it ends.
 */
export async function relayAnswer(
  deps: Deps,
  request: FastifyRequest,
  stream: EventStream<ChatEvent>,
  row: MessageRow,
  live: LiveAnswer | undefined,
  sentText: string,
): Promise<void> {
  // This process's answer hands over its stored row at its end: no need to read it again.
  let final: MessageRow | undefined;
  if (live) {
    await new Promise<void>((resolve) => {
      let sent = sentText.length;
      const catchUp = () => {
        if (live.text.length > sent) stream.send({ type: 'delta', text: live.text.slice(sent) });
        sent = live.text.length;
      };
      const unsubscribe = live.subscribe((event) => {
        if (event.type === 'delta') return catchUp();
        final = event.row;
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
      current = await messageById(deps.db, row.id);
      if (current && current.content.length > sent) {
        stream.send({ type: 'delta', text: current.content.slice(sent) });
        sent = current.content.length;
      }
    }
  }
  if (stream.closed) return;
  final ??= await messageById(deps.db, row.id);
  if (final) stream.send(finalEvent(deps, request, final));
  stream.end();
}
