// The parts of the HTTP contract that every call shares: header names, the client version and the envelope.
import { z } from 'zod';

/** Header names, chosen once for client and server (spec section 7). */
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

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.optional(),
    msg: z.string().optional(),
    code: z.string().optional(),
  });
}

export type HttpMethod = 'GET' | 'POST';

/** One call of the contract: its method, path and the zod schemas of what goes in and comes out. */
export interface ApiRoute<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  data: D;
  /** True when the call needs a signed-in user. */
  auth: boolean;
}

export function defineRoute<
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: ApiRoute<Q, B, D>): ApiRoute<Q, B, D> {
  return route;
}

export type RouteData<R> = R extends ApiRoute<infer _Q, infer _B, infer D> ? z.infer<D> : never;
export type RouteQuery<R> =
  R extends ApiRoute<infer Q, infer _B, infer _D>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type RouteBody<R> =
  R extends ApiRoute<infer _Q, infer B, infer _D>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;

/** Page size of every paginated list (spec section 9). */
export const PAGE_SIZE = 10;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

export function pageData<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
