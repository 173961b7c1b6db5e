// The wire under the client: fetch with the 8000 ms timeout and the contract's headers. Kept apart so the
// client's rules (refresh, toasts, sign-out) read on their own. fetch instead of axios keeps ~22 KB gzip off
// the first page; uploads that need progress events use XMLHttpRequest in their own module.
import { REQUEST_TIMEOUT_MS, type Envelope, type HttpMethod } from '@shared/api/http';

export interface WireRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
}

export interface WireResponse {
  status: number;
  body: Envelope<unknown> | undefined;
}

/** No response arrived: offline, refused, timed out. */
export class NoResponseError extends Error {
  override name = 'NoResponseError';
}

let baseUrl = '';

/** The API's address: '' on the web (same origin); the desktop app and tests set another. */
export function setApiBase(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export async function send(request: WireRequest): Promise<WireResponse> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers:
        request.body === undefined
          ? request.headers
          : { ...request.headers, 'content-type': 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    // The caller's own abort is not a network failure: let it through as it is.
    if (request.signal?.aborted) throw error;
    throw new NoResponseError(error instanceof Error ? error.message : String(error));
  }
  let body: Envelope<unknown> | undefined;
  try {
    body = (await response.json()) as Envelope<unknown>;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
