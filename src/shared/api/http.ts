// The parts of the HTTP contract that every call shares: header names, the client version and the envelope.
// zod/mini: the same schemas on both sides, at a fraction of the bundle cost for the renderer.
import * as z from 'zod/mini';

/** Header names, chosen once for client and server. */
export const HEADERS = {
  authorization: 'authorization',
  /** The client's version, default `API_VERSION`. */
  version: 'x-atrium-version',
  /** The current UI language, e.g. `en-US`; the server answers `msg` in it. */
  locale: 'x-atrium-locale',
  /** The refresh token, sent only to the refresh call, never in a URL. */
  refreshToken: 'x-atrium-refresh-token',
} as const;

export const API_VERSION = '1.0.0';
export const REQUEST_TIMEOUT_MS = 8000;

/** Every JSON answer: `{success, data?, msg?, code?}`. `msg` is user-facing and translated. */
export interface Envelope<T> {
  success: boolean;
  data?: T;
  msg?: string;
  code?: string;
}

/*#__NO_SIDE_EFFECTS__*/
export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: z.optional(data),
    msg: z.optional(z.string()),
    code: z.optional(z.string()),
  });
}

export type HttpMethod = 'GET' | 'POST';

/** What a call answers: a JSON envelope (`json`), or a stream of server-sent events (`stream`). */
export type RouteKind = 'json' | 'stream';

/** Who may make a call: anyone, a signed-in user, or an admin. */
export type Access = boolean | 'admin';

/** One call of the contract: its method, path and the zod schemas of what goes in and comes out. */
export interface ApiRoute<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  D extends z.ZodMiniType = z.ZodMiniType,
> {
  kind?: 'json';
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  data: D;
  /** True when the call needs a signed-in user; 'admin' when only an admin may make it (403 for others). */
  auth: Access;
}

/**
 * A call whose accepted answer is a stream of server-sent events (`events` is one event's schema). A refusal
 * (bad input, no credits) is still an ordinary envelope. `data`, when given, is the JSON answer of the requests
 * that do not stream (a chat action that stops or stars a message instead of writing an answer).
 */
export interface StreamRoute<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  E extends z.ZodMiniType = z.ZodMiniType,
  D extends z.ZodMiniType = z.ZodMiniType,
> {
  kind: 'stream';
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  events: E;
  data: D;
  auth: Access;
}

export type AnyRoute = ApiRoute | StreamRoute;

/*#__NO_SIDE_EFFECTS__*/
export function defineRoute<
  D extends z.ZodMiniType,
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
>(route: ApiRoute<Q, B, D>): ApiRoute<Q, B, D> {
  return { kind: 'json', ...route };
}

/** A streaming call; without `data` every accepted request streams. */
/*#__NO_SIDE_EFFECTS__*/
export function defineStreamRoute<
  E extends z.ZodMiniType,
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  D extends z.ZodMiniType = z.ZodMiniNever,
>(route: Omit<StreamRoute<Q, B, E, D>, 'kind' | 'data'> & { data?: D }): StreamRoute<Q, B, E, D> {
  return { ...route, kind: 'stream', data: (route.data ?? z.never()) as D };
}

export const isStreamRoute = (route: AnyRoute): route is StreamRoute => route.kind === 'stream';

export type RouteData<R> = R extends { data: infer D extends z.ZodMiniType } ? z.infer<D> : never;
export type RouteEvent<R> = R extends StreamRoute<infer _Q, infer _B, infer E> ? z.infer<E> : never;
export type RouteQuery<R> = R extends { query?: infer Q }
  ? Q extends z.ZodMiniType
    ? z.input<Q>
    : undefined
  : never;
export type RouteBody<R> = R extends { body?: infer B }
  ? B extends z.ZodMiniType
    ? z.input<B>
    : undefined
  : never;

/** NUL: PostgreSQL stores it in no text or JSON column, so no call accepts it anywhere in its input. */
const UNSTORABLE = '\u0000';

/**
 * Where the first string of a request's query or body (values and keys alike) holds a character no column can
 * store, as a path (`body.values.name`); undefined when there is none. Every call is checked before its
 * schema, so such text is refused with a clear message instead of failing in the database. The walk keeps its
 * own stack: a body of arrays nested thousands deep (a few kilobytes) must not exhaust the call stack.
 */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  // Depth first, in key order: each entry is [value, its path, the path to name when its key is the culprit].
  const pending: Array<[unknown, string, string | undefined]> = [[value, path, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at, keyAt] = next;
    if (keyAt !== undefined) return keyAt;
    if (typeof item === 'string') {
      if (item.includes(UNSTORABLE)) return at;
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const entries = Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      const badKey = key.includes(UNSTORABLE) ? at || 'key' : undefined;
      pending.push([child, at ? `${at}.${key}` : key, badKey]);
    }
  }
  return undefined;
}

/** Page size of every paginated list. */
export const PAGE_SIZE = 10;

export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), PAGE_SIZE),
});

/*#__NO_SIDE_EFFECTS__*/
export function pageData<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  });
}
