// The wire under the client: fetch with the 8000 ms timeout and the contract's headers. Kept apart so the
// client's rules (refresh, toasts, sign-out) read on their own. fetch instead of axios keeps ~22 KB gzip off
// the first page; uploads that need progress events use XMLHttpRequest in their own module. Streamed answers
// (server-sent events) go through the same function so they carry the same headers to the same address.
import { REQUEST_TIMEOUT_MS, type Envelope, type HttpMethod } from '@shared/api/http';

export interface WireRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** Accept an event stream: the timeout then covers only the wait for the response's head. */
  stream?: boolean;
}

export interface WireResponse {
  status: number;
  /** The JSON envelope; undefined for an event stream (or a body that is not JSON). */
  body: Envelope<unknown> | undefined;
  /** The open event stream, when the request asked for one and the server answered with one. */
  stream?: ReadableStream<Uint8Array>;
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

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
  // A timer rather than AbortSignal.timeout: a stream clears it once its head has arrived.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), REQUEST_TIMEOUT_MS);
  const signal = request.signal
    ? AbortSignal.any([request.signal, deadline.signal])
    : deadline.signal;
  let response: Response;
  try {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.stream) headers.accept = 'text/event-stream, application/json';
    response = await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    clearTimeout(timer);
    // The caller's own abort is not a network failure: let it through as it is.
    if (request.signal?.aborted) throw error;
    throw new NoResponseError(error instanceof Error ? error.message : String(error));
  }
  if (request.stream && response.body && isEventStream(response)) {
    clearTimeout(timer);
    return { status: response.status, body: undefined, stream: response.body };
  }
  let body: Envelope<unknown> | undefined;
  try {
    body = (await response.json()) as Envelope<unknown>;
  } catch {
    body = undefined;
  } finally {
    clearTimeout(timer);
  }
  return { status: response.status, body };
}
