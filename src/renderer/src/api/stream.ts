// Streaming calls: a call whose accepted answer is an event stream (a stream route of the contract) and whose
// refusal is an ordinary envelope (402 no credits, 403 locked model, 400 bad input). It is sent by the one
// client, so it carries the same headers to the same address and renews the session the same way; only the
// reading differs.
import type * as z from 'zod/mini';
import type { StreamRoute } from '@shared/api/http';
import { createEventParser } from '@shared/api/event-stream';
import type { ChatEvent } from '@shared/api/chat';
import { isEventStream, parseData, send, type CallOptions, type Input } from './client';

/** The server accepted and streamed (`stream`), or answered at once with the route's data (`data`). */
export type StreamAnswer<D> = { kind: 'stream' } | { kind: 'data'; data: D };

/** The connection broke while the answer was being read (the server goes on writing it). */
export class StreamBrokenError extends Error {
  override name = 'StreamBrokenError';
}

export interface StreamOptions<Q, B, E> extends CallOptions<Q, B> {
  onEvent(event: E): void;
}

/**
 * The server writes a keepalive comment every 15 s: a stream silent for this long is dead even if the socket
 * has not noticed (a sleeping laptop, a dropped Wi-Fi), and is treated as broken.
 */
export const STREAM_IDLE_MS = 45_000;

/** Reads events until the stream ends. Throws the abort for the caller's abort, StreamBrokenError else. */
export async function readEvents<E extends { type: string } = ChatEvent>(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: E) => void,
  signal?: AbortSignal,
  idleMs = STREAM_IDLE_MS,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const parser = createEventParser(onEvent);
  let idle: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => void reader.cancel(new StreamBrokenError('idle')), idleMs);
  };
  try {
    watch();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      watch();
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StreamBrokenError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(idle);
    reader.releaseLock();
  }
}

/**
 * Calls a streaming route. Refusals throw as `call` does (ApiError / BizError with the server's code and
 * translated msg); by default silently, since the chat page shows them where the user typed.
 */
export async function callStream<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
  E extends z.ZodMiniType,
  D extends z.ZodMiniType,
>(
  route: StreamRoute<Q, B, E, D>,
  options: StreamOptions<Input<Q>, Input<B>, z.output<E> & { type: string }>,
): Promise<StreamAnswer<z.output<D>>> {
  const silent = options.silent ?? true;
  const response = await send(route, { ...options, silent, stream: true });
  if (!isEventStream(response)) return { kind: 'data', data: parseData(route, response, silent) };
  await readEvents(response.data as ReadableStream<Uint8Array>, options.onEvent, options.signal);
  return { kind: 'stream' };
}
