// The one HTTP client: an axios instance whose interceptors hold the rules every call follows. Requests carry
// the client version, the UI language and the session's Bearer token, and give up after 8000 ms. A lapsed
// session is renewed once, however many calls find it lapsed, and the refused call sent again; a session
// that cannot be renewed is cleared and the user sent to sign in. Errors are toasted with the server's
// translated `msg` ("Network Error" when no answer came, "Request Error" otherwise) unless the caller shows
// them itself; a business refusal (2xx with `success:false`) is thrown without a toast.
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { authApi } from '@shared/api/auth';
import {
  API_VERSION,
  HEADERS,
  REQUEST_TIMEOUT_MS,
  type Access,
  type AnyRoute,
  type ApiRoute,
  type Envelope,
  type StreamRoute,
} from '@shared/api/http';
import { platform } from '../platform';
import { currentLocale, i18n } from '../i18n';
import { ApiError, BizError, NetworkError } from './errors';
import { toast } from './toast';
import { markSessionEnded } from './session-ended';

/** What the interceptors need to know about a call. */
interface CallMeta {
  /** Errors are not toasted: the caller shows them. */
  silent: boolean;
  /** The route needs a signed-in user: a token that lapsed locally is renewed before it leaves. */
  auth: Access;
  /** The renewal itself: its refusal only means "not renewed". */
  renewal?: boolean;
  /** Sent again after a renewal: a second 401 ends the session. */
  retried?: boolean;
  /** An event stream's wait for its head, cleared when the head (or an error) arrives. */
  headDeadline?: ReturnType<typeof setTimeout>;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    meta?: CallMeta;
  }
}

export interface CallOptions<Q, B> {
  query?: Q;
  body?: B;
  signal?: AbortSignal;
  /** Do not toast errors: the caller shows them. */
  silent?: boolean;
  /** Upload progress, 0–1 (XMLHttpRequest's upload events: fetch reports none over HTTP/1.1). */
  onUploadProgress?: (fraction: number) => void;
  /** Headers of this call alone (a bot visitor's session, which is not the account's). */
  headers?: Record<string, string>;
}

export type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

/** The longest an upload with progress may take (a 10 MB document over about 1 Mbit/s). */
const UPLOAD_TIMEOUT_MS = 120_000;

export const http = axios.create({
  // fetch answers event streams as they arrive; XMLHttpRequest is chosen per call where upload progress
  // is wanted (./upload.ts).
  adapter: 'fetch',
  timeout: REQUEST_TIMEOUT_MS,
  // The fetch adapter would add its own User-Agent: a header the server's CORS rules (desktop app) do not
  // list, and browsers drop anyway.
  headers: { 'User-Agent': false },
});

/** The API's address: '' on the web (same origin); the desktop app and tests set another. */
export function setApiBase(url: string): void {
  http.defaults.baseURL = url.replace(/\/+$/, '');
}

let onSignedOut: () => void = () => window.location.assign('/login');

/** The router registers how to go to /login without reloading the app. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

let renewing: Promise<boolean> | undefined;

/** Trades the refresh token for a new session, once at a time however many calls ask. */
export function renewSession(): Promise<boolean> {
  renewing ??= (async () => {
    const { refreshToken } = platform.getSession();
    if (!refreshToken) return false;
    try {
      const response = await http.request<Envelope<unknown>>({
        method: authApi.refresh.method,
        url: authApi.refresh.path,
        headers: { [HEADERS.refreshToken]: refreshToken },
        meta: { silent: true, auth: false, renewal: true },
      });
      const tokens = authApi.refresh.data.safeParse(response.data.data);
      if (!tokens.success) return false;
      platform.setSession(tokens.data);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

/**
 * Keeps a signed-in session fresh: renews the access token once the stored one has lapsed (it is kept 30 s
 * short of its real expiry, so this runs before the server would refuse it). A refused renewal signs out.
 */
export async function keepSessionFresh(): Promise<void> {
  const { token, refreshToken } = platform.getSession();
  if (token || !refreshToken) return;
  if (!(await renewSession())) endSession(401, undefined);
}

function endSession(status: number, body: Envelope<unknown> | undefined): never {
  if (platform.getSession().refreshToken && status === 401) markSessionEnded();
  platform.clearSession();
  onSignedOut();
  throw new ApiError(status, body?.code, body?.msg ?? '');
}

function fail(error: Error, silent: boolean): never {
  if (!silent && !(error instanceof BizError)) toast('error', error.message);
  throw error;
}

const metaOf = (config: InternalAxiosRequestConfig | undefined): CallMeta =>
  config?.meta ?? { silent: false, auth: false };

export const isEventStream = (response: AxiosResponse) =>
  String(response.headers['content-type'] ?? '').startsWith('text/event-stream');

function envelopeOf(data: unknown): Envelope<unknown> | undefined {
  return typeof data === 'object' && data !== null && 'success' in data
    ? (data as Envelope<unknown>)
    : undefined;
}

/** A call that asked for a stream got an ordinary answer (a refusal): read it as the JSON it is. */
async function settleBody(response: AxiosResponse): Promise<void> {
  clearTimeout(metaOf(response.config).headDeadline);
  if (response.config.responseType !== 'stream' || isEventStream(response)) return;
  const text = await new Response(response.data as ReadableStream<Uint8Array> | null)
    .text()
    .catch(() => '');
  try {
    response.data = JSON.parse(text) as unknown;
  } catch {
    response.data = undefined;
  }
}

http.interceptors.request.use(async (config) => {
  const meta = metaOf(config);
  const session = platform.getSession();
  if (meta.auth && !session.token && session.refreshToken) await renewSession();
  const { headers } = config;
  headers.set(HEADERS.version, API_VERSION);
  headers.set(HEADERS.locale, currentLocale());
  // Set on every attempt: a call sent again after a renewal carries the new token.
  const { token } = platform.getSession();
  if (token) headers.set(HEADERS.authorization, `Bearer ${token}`);
  else headers.delete(HEADERS.authorization);
  if (config.responseType === 'stream') {
    // axios's timeout would also end the stream's body: an answer that streams for minutes is fine, a
    // head that does not come within the usual time is not.
    const deadline = new AbortController();
    const expired = new AxiosError(
      `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`,
      AxiosError.ETIMEDOUT,
      config,
    );
    config.timeout = 0;
    config.signal = config.signal
      ? AbortSignal.any([config.signal as AbortSignal, deadline.signal])
      : deadline.signal;
    config.meta = {
      ...meta,
      headDeadline: setTimeout(() => deadline.abort(expired), REQUEST_TIMEOUT_MS),
    };
  }
  return config;
});

http.interceptors.response.use(
  async (response) => {
    await settleBody(response);
    if (isEventStream(response)) return response;
    const body = envelopeOf(response.data);
    const { status } = response;
    if (!body) {
      const silent = metaOf(response.config).silent;
      fail(new ApiError(status, undefined, i18n.t('errors.requestError')), silent);
    }
    if (body.success !== true)
      throw new BizError(status, body.code, body.msg ?? i18n.t('errors.requestError'));
    return response;
  },
  async (error: unknown) => {
    if (!(error instanceof AxiosError)) throw error;
    const { config, response } = error;
    const meta = metaOf(config);
    clearTimeout(meta.headDeadline);
    if (!response) {
      // The caller's own abort is not a network failure: let it through as it is.
      if (axios.isCancel(error)) throw error;
      fail(new NetworkError(i18n.t('errors.networkError')), meta.silent);
    }
    await settleBody(response);
    const body = envelopeOf(response.data);
    const { status } = response;
    if (status === 401 && !meta.renewal && config) {
      const expired = body?.code === 'SESSION_EXPIRED';
      if (!meta.retried && expired && (await renewSession()))
        return http.request({ ...config, meta: { ...meta, retried: true } });
      endSession(status, body);
    }
    if (status === 403 && body?.code === 'ACCOUNT_SUSPENDED') {
      // A suspended account is told why, once, and signed out: not left in a half-working app.
      toast('error', body.msg ?? i18n.t('errors.accountSuspended'));
      endSession(status, body);
    }
    fail(new ApiError(status, body?.code, body?.msg ?? i18n.t('errors.requestError')), meta.silent);
  },
);

/** Sends one request of a route through the client's rules; the answer is still to be read. */
export function send(
  route: AnyRoute,
  options: CallOptions<unknown, unknown> & { stream?: boolean },
): Promise<AxiosResponse> {
  const { onUploadProgress } = options;
  return http.request({
    method: route.method,
    url: route.path,
    params: options.query,
    data: options.body,
    signal: options.signal,
    meta: { silent: options.silent ?? false, auth: route.auth },
    headers: {
      ...options.headers,
      ...(options.stream && { accept: 'text/event-stream, application/json' }),
    },
    ...(options.stream && { responseType: 'stream' as const }),
    ...(onUploadProgress && {
      // fetch reports upload progress only by streaming the body, which Chromium allows over HTTP/2 alone.
      adapter: 'xhr' as const,
      // A file of some megabytes on a slow line takes far longer than a call: the server's own limit on
      // receiving a request ends one that stalls.
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => event.total && onUploadProgress(event.loaded / event.total),
    }),
  });
}

/** The route's `data` from an accepted JSON answer, parsed by the contract. */
export function parseData<D extends z.ZodMiniType>(
  route: { data: D },
  response: AxiosResponse,
  silent: boolean,
): z.output<D> {
  const data = route.data.safeParse(envelopeOf(response.data)?.data);
  if (!data.success)
    fail(new ApiError(response.status, 'CONTRACT', i18n.t('errors.requestError')), silent);
  return data.data;
}

/**
 * Calls one route of the contract and answers its parsed `data`. A streaming route may be called for the
 * requests it answers with JSON (a chat action that stars a message); streams go through `callStream`.
 */
export async function call<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
  D extends z.ZodMiniType,
>(
  route: ApiRoute<Q, B, D> | StreamRoute<Q, B, z.ZodMiniType, D>,
  options: CallOptions<Input<Q>, Input<B>> = {},
): Promise<z.output<D>> {
  const response = await send(route, options);
  return parseData(route, response, options.silent ?? false);
}
