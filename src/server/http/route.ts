// Registers a route from its contract (src/shared/api): the path, method and schemas are written once there.
// Query and body are parsed with the contract's schemas; the answer is checked against its data schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { ApiRoute, Envelope } from '@shared/api/http';
import { requireAuth, type AuthContext } from './auth';

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
  };
  bodyLimit?: number;
}

type AnyHandler = (ctx: RouteContext<unknown, unknown> & { auth?: AuthContext }) => unknown;

function register(
  app: FastifyInstance,
  route: ApiRoute,
  handler: AnyHandler,
  options: RouteOptions,
): void {
  app.route({
    method: route.method,
    url: route.path,
    bodyLimit: options.bodyLimit,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (request, reply) => {
      const auth = route.auth ? await requireAuth(request) : undefined;
      const query = route.query ? route.query.parse(request.query ?? {}) : undefined;
      const body = route.body ? route.body.parse(request.body ?? {}) : undefined;
      const data = await handler({ query, body, request, reply, auth });
      if (reply.sent) return reply;
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
