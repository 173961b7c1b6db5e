// Registers a route from its contract (src/shared/api): the path, method and schemas are written once there.
// Query and body are parsed with the contract's schemas; a JSON answer is checked against its data schema.
// A streaming route answers with server-sent events once the request is accepted: its handler returns what
// `ctx.stream` gives back, so no handler claims to answer data it never sends.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  unstorableTextAt,
  type AnyRoute,
  type ApiRoute,
  type Envelope,
  type StreamRoute,
} from '@shared/api/http';
import { AppError } from './app-error';
import { requireAdmin, requireAuth, type AuthContext } from './auth';
import { openEventStream, type EventStream } from './event-stream';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteContext<Q, B> {
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Per-route rate limit (requests per window), per address unless `keyGenerator` says otherwise. */
  rateLimit?: {
    max: number;
    timeWindow: string | number;
    keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
    /** Routes of one group share one count (every way of sending a chat message, say). */
    groupId?: string;
  };
  bodyLimit?: number;
}

/** What a streaming handler returns once its events have been written: only `ctx.stream` makes one. */
declare const streamed: unique symbol;
export type Streamed = { readonly [streamed]: true };
const STREAMED = Object.freeze({}) as Streamed;

export interface StreamContext<Q, B, E extends { type: string }> extends RouteContext<Q, B> {
  /** Opens the event stream, lets `write` send the events, and ends the stream when it is done. */
  stream(write: (events: EventStream<E>) => Promise<void>): Promise<Streamed>;
}

/** Text the database cannot store is refused before anything else reads the request. */
function refuseUnstorableText(request: FastifyRequest): void {
  const query = unstorableTextAt(request.query, 'query');
  const at = query ?? unstorableTextAt(request.body, 'body');
  if (at !== undefined) throw new AppError('VALIDATION', { field: at }, 'errors.textNotStorable');
}

type AnyHandler = (
  ctx: RouteContext<unknown, unknown> &
    Partial<StreamContext<unknown, unknown, { type: string }>> & { auth?: AuthContext },
) => unknown;

/** Event streams each user (or address) holds open on this process (a socket each, while an answer runs). */
const openStreams = new Map<string, number>();

/** Counts a user's open stream for as long as `write` runs; past the cap the request is refused. */
async function countedStream(key: string, cap: number, open: () => Promise<void>): Promise<void> {
  const count = openStreams.get(key) ?? 0;
  if (count >= cap) throw new AppError('RATE_LIMITED');
  openStreams.set(key, count + 1);
  try {
    await open();
  } finally {
    const left = (openStreams.get(key) ?? 1) - 1;
    if (left > 0) openStreams.set(key, left);
    else openStreams.delete(key);
  }
}

function register(
  app: FastifyInstance,
  route: AnyRoute,
  handler: AnyHandler,
  options: RouteOptions,
): void {
  app.route({
    method: route.method,
    url: route.path,
    // HEAD asks for a page's or a file's headers. A signed-in API's GET has nothing to offer it, and its
    // HEAD route (Fastify adds one for every GET) would double the router's work at every start.
    exposeHeadRoute: !route.auth,
    bodyLimit: options.bodyLimit,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (request, reply) => {
      const auth = route.auth ? await requireAuth(request) : undefined;
      if (auth && route.auth === 'admin') requireAdmin(auth);
      refuseUnstorableText(request);
      const query = route.query ? route.query.parse(request.query ?? {}) : undefined;
      const body = route.body ? route.body.parse(request.body ?? {}) : undefined;
      const stream = async (write: (events: EventStream<{ type: string }>) => Promise<void>) => {
        // A caller without an account (a bot's visitor) is counted by network address.
        const holder = auth?.userId ?? `ip:${request.ip}`;
        await countedStream(holder, app.deps.config.limits.streamsPerUser, async () => {
          const events = openEventStream(request, reply);
          try {
            await write(events);
          } finally {
            events.end();
          }
        });
        return STREAMED;
      };
      const data = await handler({ query, body, request, reply, auth, stream });
      if (data === STREAMED || reply.sent) return reply;
      const checked = route.data.safeParse(data);
      if (!checked.success) {
        request.log.error(
          { issues: checked.error.issues, path: route.path },
          'answer does not match the contract',
        );
        throw new Error(`answer of ${route.path} does not match the contract`);
      }
      const envelope: Envelope<unknown> = { success: true, data: checked.data };
      return reply.send(envelope);
    },
  });
}

/** A route anyone may call. */
export function publicRoute<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
  D extends z.ZodMiniType,
>(
  app: FastifyInstance,
  route: ApiRoute<Q, B, D>,
  handler: (ctx: RouteContext<Parsed<Q>, Parsed<B>>) => Promise<z.input<D>> | z.input<D>,
  options: RouteOptions = {},
): void {
  if (route.auth)
    throw new Error(`${route.path} needs a signed-in user: register it with userRoute`);
  register(app, route, handler as AnyHandler, options);
}

/** A route for a signed-in, active user; `auth` says who. */
export function userRoute<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
  D extends z.ZodMiniType,
>(
  app: FastifyInstance,
  route: ApiRoute<Q, B, D>,
  handler: (
    ctx: RouteContext<Parsed<Q>, Parsed<B>> & { auth: AuthContext },
  ) => Promise<z.input<D>> | z.input<D>,
  options: RouteOptions = {},
): void {
  if (!route.auth)
    throw new Error(`${route.path} is public in the contract: register it with publicRoute`);
  register(app, route, handler as AnyHandler, options);
}

/**
 * A streaming route for a signed-in user: the handler refuses by throwing (an envelope), answers the route's
 * `data` for requests that do not stream, or returns `ctx.stream(…)`.
 */
export function userStreamRoute<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
  E extends z.ZodMiniType,
  D extends z.ZodMiniType,
>(
  app: FastifyInstance,
  route: StreamRoute<Q, B, E, D>,
  handler: (
    ctx: StreamContext<Parsed<Q>, Parsed<B>, z.output<E> & { type: string }> & {
      auth: AuthContext;
    },
  ) => Promise<Streamed | z.input<D>>,
  options: RouteOptions = {},
): void {
  if (!route.auth)
    throw new Error(`${route.path} is public in the contract: a stream needs a signed-in user`);
  register(app, route, handler as AnyHandler, options);
}

/**
 * A streaming route anyone may call: the handler checks whatever stands in for an account (a bot visitor's
 * session) and refuses by throwing, like any route.
 */
export function publicStreamRoute<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
  E extends z.ZodMiniType,
  D extends z.ZodMiniType,
>(
  app: FastifyInstance,
  route: StreamRoute<Q, B, E, D>,
  handler: (
    ctx: StreamContext<Parsed<Q>, Parsed<B>, z.output<E> & { type: string }>,
  ) => Promise<Streamed | z.input<D>>,
  options: RouteOptions = {},
): void {
  if (route.auth)
    throw new Error(`${route.path} needs a signed-in user: register it with userStreamRoute`);
  register(app, route, handler as AnyHandler, options);
}
