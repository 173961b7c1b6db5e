// Routes whose answer streams: the request is checked and the answer started like any call (a refusal is an
// ordinary envelope), then the events flow: `start`, deltas, and `done` or `error`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { ChatEvent } from '@shared/api/chat';
import type { StreamRoute } from '@shared/api/http';
import type { AuthContext } from '../../http/auth';
import type { EventStream } from '../../http/event-stream';
import {
  userStreamRoute,
  type RouteOptions,
  type StreamContext,
  type Streamed,
} from '../../http/route';
import type { Deps } from '../../deps';
import type { Answers } from './answers';
import { relayAnswer } from './relay';
import type { MessageRow } from './repo';
import type { SendInput } from './send-input';
import type { StartRequest, Started } from './start';
import { messageDto } from './message-views';

/** Sends a started answer to the client that asked for it. */
export async function streamStarted(
  deps: Deps,
  request: FastifyRequest,
  stream: EventStream<ChatEvent>,
  started: Started,
): Promise<void> {
  stream.send({
    type: 'start',
    conversationId: started.conversation.id,
    userMessage: started.userMessage ? messageDto(deps, started.userMessage) : null,
    message: messageDto(deps, started.answer),
    held: started.held,
  });
  await relayAnswer(deps, request, stream, started.answer, started.live, '');
}

/** Sends an answer under way (or finished) to a client that follows it: the text so far, then the rest. */
export async function streamFollowed(
  deps: Deps,
  answers: Answers,
  request: FastifyRequest,
  stream: EventStream<ChatEvent>,
  row: MessageRow,
): Promise<void> {
  const live = answers.get(row.id);
  const text = live?.text ?? row.content;
  stream.send({ type: 'snapshot', message: messageDto(deps, { ...row, content: text }) });
  await relayAnswer(deps, request, stream, row, live, text);
}

/** Starts an answer and streams it. */
export async function startAndStream(
  ctx: StreamContext<unknown, unknown, ChatEvent>,
  start: StartRequest,
): Promise<Streamed> {
  const { deps, chat } = ctx.request.server;
  const started = await chat.start(start);
  return ctx.stream((events) => streamStarted(deps, ctx.request, events, started));
}

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** A route that sends a message and streams the answer (chat push, Mo chat, helper). */
export function answerStreamRoute<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
>(
  app: FastifyInstance,
  route: StreamRoute<Q, B, z.ZodMiniType<ChatEvent>, z.ZodMiniNever>,
  toInput: (
    ctx: StreamContext<Parsed<Q>, Parsed<B>, ChatEvent> & { auth: AuthContext },
  ) => Promise<SendInput> | SendInput,
  options: RouteOptions = {},
): void {
  userStreamRoute(
    app,
    route,
    async (ctx) =>
      startAndStream(ctx as StreamContext<unknown, unknown, ChatEvent>, {
        kind: 'send',
        input: await toInput(ctx),
      }),
    options,
  );
}
