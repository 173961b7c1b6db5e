// Every call of the soak goes through `Traffic`: it counts requests, 4xx and 5xx per sampling window and in
// total, keeps the latencies of the window, and files anything unexpected under an error class (the method,
// the route, the status and the error code) with the first request that showed it, so a 5xx found after half
// an hour can be replayed. A call says what it expects: an answer (2xx), or a refusal (4xx, for hostile
// requests and a revoked share).
import { createEventParser } from '../../src/shared/api/event-stream';

export interface Caller {
  ip: string;
  authorization?: string;
}

export interface Call {
  method?: 'GET' | 'POST';
  path: string;
  /** How the route is named in error classes, when `path` holds ids (`/api/files/:id`). */
  route?: string;
  caller: Caller;
  /** An object is sent as JSON; a string as it is (bad JSON, oversize bodies). */
  body?: unknown;
  headers?: Record<string, string>;
  expect?: 'answer' | 'refusal';
  /** A stream: the latency is the wait for its headers, and the body is left to the caller. */
  stream?: boolean;
  /** The answer is a file, not an envelope (an image read through its signed address). */
  file?: boolean;
  /** Aborts this call alone (a user who leaves a streaming answer). */
  signal?: AbortSignal;
  /**
   * The server may refuse by closing the connection while the body is still being written (an oversize
   * body: it answers 413 at once and hangs up, and the client may see only the broken pipe).
   */
  hangUpRefuses?: boolean;
}

export interface Answer {
  status: number;
  /** The envelope of a JSON answer; undefined for a stream. */
  json?: { success: boolean; data?: Record<string, unknown>; code?: string };
  response: Response;
}

export interface Window {
  requests: number;
  client4xx: number;
  server5xx: number;
  latencies: number[];
}

const emptyWindow = (): Window => ({ requests: 0, client4xx: 0, server5xx: 0, latencies: [] });
/** No call of the mix takes this long unless something is wrong. */
const CALL_TIMEOUT_MS = 60_000;

export class Traffic {
  window = emptyWindow();
  readonly total = { requests: 0, client4xx: 0, server5xx: 0, refusals: 0 };
  readonly problems = new Map<string, { count: number; example: string }>();
  readonly counts = new Map<string, number>();

  constructor(
    readonly base: string,
    /** The run's end: calls under way then are cut and not counted as failures. */
    readonly stopped: AbortSignal,
  ) {}

  /** Counts an outcome of the mix (streams finished, left, stopped; tasks done…), for the totals. */
  count(what: string) {
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
  }

  problem(kind: string, example: string) {
    if (this.stopped.aborted) return;
    const entry = this.problems.get(kind);
    if (entry) entry.count++;
    else this.problems.set(kind, { count: 1, example });
  }

  takeWindow(): Window {
    const window = this.window;
    this.window = emptyWindow();
    return window;
  }

  /**
   * Answered requests made outside `send` (the sign-in helper of lib.mjs, which does not say how each of its
   * calls went): counted, but with no latency of their own.
   */
  record(requests: number) {
    for (let i = 0; i < requests; i++) this.tally(200);
  }

  private tally(status: number, ms?: number) {
    for (const counts of [this.window, this.total]) {
      counts.requests++;
      if (status >= 400 && status < 500) counts.client4xx++;
      if (status >= 500) counts.server5xx++;
    }
    if (ms !== undefined) this.window.latencies.push(ms);
  }

  /**
   * Counts one answered call and files it if it is not what the call expected; answers whether it was. For
   * `send`, and for the requests the soak writes on a socket of its own (bodies trickled or cut).
   */
  settle(outcome: {
    route: string;
    status: number;
    /** The latency, for the window's percentiles; none for the requests that are slow on purpose. */
    ms?: number;
    expect: 'answer' | 'refusal';
    example: string;
    code?: string;
  }): boolean {
    const { route, status, expect, example } = outcome;
    this.tally(status, outcome.ms);
    const refused = status >= 400 && status < 500;
    const expected = expect === 'refusal' ? refused : status < 300;
    if (expect === 'refusal' && expected) this.total.refusals++;
    if (!expected) this.problem(`${route} → ${status} ${outcome.code ?? ''}`.trim(), example);
    return expected;
  }

  async send(call: Call): Promise<Answer | undefined> {
    const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
    const route = `${method} ${call.route ?? call.path.split('?')[0]}`;
    const body =
      call.body === undefined || typeof call.body === 'string'
        ? call.body
        : JSON.stringify(call.body);
    const example = `${method} ${call.path}${body ? ` ${body.slice(0, 160)}` : ''}`;
    const signals = [this.stopped, AbortSignal.timeout(CALL_TIMEOUT_MS)];
    if (call.signal) signals.push(call.signal);
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${call.path}`, {
        method,
        headers: {
          'x-forwarded-for': call.caller.ip,
          ...(call.caller.authorization ? { authorization: call.caller.authorization } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
        body,
        signal: AbortSignal.any(signals),
      });
      const streaming =
        call.stream && response.headers.get('content-type')?.startsWith('text/event-stream');
      const status = response.status;
      const file = call.file && status < 300;
      if (file) await response.arrayBuffer();
      const json = streaming || file ? undefined : await response.json().catch(() => undefined);
      const ms = performance.now() - started;
      const expect = call.expect ?? 'answer';
      const expected = this.settle({ route, status, ms, expect, example, code: json?.code });
      if (expected && !streaming && !file && status < 300 && !json?.success)
        this.problem(`${route} → ${status} without a successful envelope`, example);
      return { status, json, response };
    } catch (error) {
      if (this.stopped.aborted || call.signal?.aborted) return undefined;
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      if (call.hangUpRefuses && ['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(cause))
        this.count(`refused by hanging up: ${route}`);
      else this.problem(`${route} → ${cause}`, example);
      return undefined;
    }
  }

  /**
   * Reads a stream's events until it ends; `onEvent` answering true stops reading (the reader is
   * cancelled, as a closed tab would). Answers whether the stream ended on its own.
   */
  async events<E extends { type: string }>(
    answer: Answer,
    onEvent: (event: E) => boolean | void,
  ): Promise<boolean> {
    const reader = answer.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let left = false;
    const parser = createEventParser<E>((event) => {
      if (!left && onEvent(event)) left = true;
    });
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        parser.push(value);
        if (left) {
          await reader.cancel();
          return false;
        }
      }
    } catch {
      // Aborted by the caller or the run's end; the caller knows which.
      return false;
    }
  }
}
