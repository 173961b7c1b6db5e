// The one HTTP client (spec sections 7 and 8): 8000 ms timeout; Authorization, version and locale headers;
// `success:false` is an error; 401 refreshes the session once, else clears it and goes to /login; other
// errors toast the server's `msg`; no response toasts "Network Error"; anything else "Request Error";
// business errors (2xx with success:false) are thrown without a toast.
import type * as z from 'zod/mini';
import { authApi } from '@shared/api/auth';
import { API_VERSION, HEADERS, type ApiRoute, type StreamRoute } from '@shared/api/http';
import { platform } from '../platform';
import { currentLocale, i18n } from '../i18n';
import { ApiError, BizError, NetworkError } from './errors';
import { toast } from './toast';
import { NoResponseError, send, type WireResponse } from './transport';

export interface CallOptions<Q, B> {
  query?: Q;
  body?: B;
  signal?: AbortSignal;
  /** Do not toast errors: the caller shows them. */
  silent?: boolean;
}

export type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

let onSignedOut: () => void = () => window.location.assign('/login');

/** The router registers how to go to /login without reloading the app. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

function headers(): Record<string, string> {
  const result: Record<string, string> = {
    [HEADERS.version]: API_VERSION,
    [HEADERS.locale]: currentLocale(),
  };
  const { token } = platform.getSession();
  if (token) result[HEADERS.authorization] = `Bearer ${token}`;
  return result;
}

let refreshing: Promise<boolean> | undefined;

/** Trades the refresh token for a new session, once at a time however many calls ask. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = platform.getSession();
    if (!refreshToken) return false;
    try {
      const { body } = await send({
        method: authApi.refresh.method,
        path: authApi.refresh.path,
        headers: { ...headers(), [HEADERS.refreshToken]: refreshToken },
      });
      const tokens = authApi.refresh.data.safeParse(body?.data);
      if (body?.success !== true || !tokens.success) return false;
      platform.setSession(tokens.data);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Keeps a signed-in session fresh: renews the access token once the stored one has lapsed (it is kept 30 s
 * short of its real expiry, so this runs before the server would refuse it). A refused renewal signs out.
 */
export async function keepSessionFresh(): Promise<void> {
  const { token, refreshToken } = platform.getSession();
  if (token || !refreshToken) return;
  if (!(await refreshSession())) {
    platform.clearSession();
    onSignedOut();
  }
}

function sessionEnded(response: WireResponse): never {
  platform.clearSession();
  onSignedOut();
  throw new ApiError(401, response.body?.code, response.body?.msg ?? '');
}

function fail(error: Error, silent: boolean): never {
  if (!silent && !(error instanceof BizError)) toast('error', error.message);
  throw error;
}

/**
 * Sends one request of a route: renews a lapsed session once on 401 (else signs out), turns a missing
 * response into a NetworkError. Shared by `call` and the streamed answers (./stream.ts).
 */
export async function exchange<
  Q extends z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined,
>(
  route: ApiRoute<Q, B> | StreamRoute<Q, B>,
  options: CallOptions<Input<Q>, Input<B>> & { stream?: boolean },
): Promise<WireResponse> {
  const silent = options.silent ?? false;
  const session = platform.getSession();
  if (route.auth && !session.token && session.refreshToken) await refreshSession();
  const request = () =>
    send({
      method: route.method,
      path: route.path,
      query: options.query as Record<string, unknown> | undefined,
      body: options.body,
      signal: options.signal,
      headers: headers(),
      stream: options.stream,
    });

  try {
    let response = await request();
    if (response.status === 401) {
      const expired = response.body?.code === 'SESSION_EXPIRED';
      if (!(expired && (await refreshSession()))) sessionEnded(response);
      response = await request();
      if (response.status === 401) sessionEnded(response);
    }
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof NoResponseError)
      fail(new NetworkError(i18n.t('errors.networkError')), silent);
    throw error;
  }
}

/** The route's parsed `data` from a JSON answer, or the error the answer carries. */
export function settle<D extends z.ZodMiniType>(
  route: Pick<ApiRoute<z.ZodMiniType | undefined, z.ZodMiniType | undefined, D>, 'data'>,
  response: WireResponse,
  silent = false,
): z.output<D> {
  const { status, body } = response;
  if (status === 403 && body?.code === 'ACCOUNT_SUSPENDED') {
    // A suspended account is told why, once, and signed out: not left in a half-working app.
    toast('error', body.msg ?? i18n.t('errors.accountSuspended'));
    sessionEnded(response);
  }
  if (status < 200 || status >= 300) {
    fail(new ApiError(status, body?.code, body?.msg ?? i18n.t('errors.requestError')), silent);
  }
  if (!body) fail(new ApiError(status, undefined, i18n.t('errors.requestError')), silent);
  if (body.success !== true)
    throw new BizError(status, body.code, body.msg ?? i18n.t('errors.requestError'));
  const data = route.data.safeParse(body.data);
  if (!data.success) fail(new ApiError(status, 'CONTRACT', i18n.t('errors.requestError')), silent);
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
  return settle(route, await exchange(route, options), options.silent ?? false);
}
