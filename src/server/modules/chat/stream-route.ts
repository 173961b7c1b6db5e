// Routes whose answer streams: the request is checked and the answer started like any call (a refusal is an
// ordinary envelope), then the events flow: `start`, deltas, and `done` or `error`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { ApiRoute } from '@shared/api/http';
import type { AuthContext } from '../../http/auth';
import { userRoute, type RouteContext, type RouteOptions } from '../../http/route';
import type { Deps } from '../../deps';
import { openEventStream, relayAnswer } from './event-stream';
import type { SendInput } from './send-input';
import type { StartRequest, Started } from './start';
import { messageDto } from './store';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** Sends a started answer to the client that asked for it. */
export async function streamStarted(
  deps: Deps,
  ctx: Pick<RouteContext<unknown, unknown>, 'request' | 'reply'>,
  started: Started,
): Promise<void> {
  const stream = openEventStream(ctx.request, ctx.reply);
  stream.send({
    type: 'start',
    conversationId: started.conversation.id,
    userMessage: started.userMessage ? messageDto(deps, started.userMessage) : null,
    message: messageDto(deps, started.answer),
    held: started.held,
  });
  await relayAnswer(deps, ctx.request, stream, started.answer, started.live, '');
}

/** Starts an answer (`toRequest` says which) and streams it. */
export function startAndStream(
  request: FastifyRequest,
  ctx: Pick<RouteContext<unknown, unknown>, 'request' | 'reply'>,
  start: StartRequest,
): Promise<void> {
  const { deps } = request.server;
  return deps.chat.start(start).then((started) => streamStarted(deps, ctx, started));
}

/** A route that sends a message and streams the answer (chat push, Mo chat, helper). */
export function answerStreamRoute<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
  D extends z.ZodMiniType,
>(
  app: FastifyInstance,
  route: ApiRoute<Q, B, D>,
  toInput: (
    ctx: RouteContext<Parsed<Q>, Parsed<B>> & { auth: AuthContext },
  ) => Promise<SendInput> | SendInput,
  options: RouteOptions = {},
): void {
  userRoute(
    app,
    route,
    async (ctx) => {
      const input = await toInput(ctx);
      await startAndStream(ctx.request, ctx, { kind: 'send', input });
      return undefined as unknown as z.input<D>;
    },
    options,
  );
}
