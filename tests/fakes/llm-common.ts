// What the loopback LLM APIs (openai-chat.ts, anthropic.ts) share: the behaviour script a test steers them
// with (the reply, token delays, a failure or a cut connection mid-stream, an HTTP error), the request log
// (read from another process at GET /__requests) and stream counters, the node:http server on 127.0.0.1,
// reading a JSON body, the Server-Sent Events writer, and the token walk: a reply split into word tokens,
// sent one at a time with the script's delays, that notices a client which went away. Token counts are
// deterministic so tests can assert usage exactly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A request as both fakes read it: the text of each message, images left out. */
export interface LlmRequest {
  api: 'openai' | 'anthropic';
  model: string;
  system: string;
  messages: Array<{ role: string; text: string }>;
  maxTokens: number | undefined;
  stream: boolean;
  body: Record<string, unknown>;
}

/** How the fake behaves; mutable through `script` between (or during) requests. */
export interface LlmScript {
  /** The answer's text; by default "You said: <last user text>". */
  reply: (request: LlmRequest) => string;
  /** Wait before each token after the first, and before the first. */
  tokenDelayMs: number;
  firstTokenDelayMs: number;
  /** After this many tokens the stream ends with the API's error event (a non-streaming call: an error). */
  failAfterTokens: number | undefined;
  /** After this many tokens the socket is destroyed: no final events, a broken stream for the client. */
  cutAfterTokens: number | undefined;
  /** Answer every call at once with this HTTP error, in the API's error format. */
  status: 429 | 500 | 529 | undefined;
  /** The models the fake knows; others get the API's not-found error. */
  models: string[];
}

export type LlmFakeOptions = Partial<LlmScript> & { apiKey?: string; port?: number };

export interface LlmStats {
  /** Generations under way (streamed or not). */
  activeStreams: number;
  /** Generations the client closed before their end: a stop really aborted the upstream call. */
  aborted: number;
}

export interface LlmFakeBase {
  /** Base URL ending in /v1. */
  url: string;
  apiKey: string;
  script: LlmScript;
  requests: Array<{ path: string; headers: IncomingMessage['headers']; body: unknown }>;
  stats: LlmStats;
  close(): Promise<void>;
}

export const DEFAULT_MODELS = [
  'gpt-4o-mini',
  'gpt-4o',
  'gpt-4.1',
  'claude-haiku-4-5',
  'claude-sonnet-4-5',
];

const lastUserText = (request: LlmRequest) =>
  request.messages.filter((message) => message.role === 'user').at(-1)?.text ?? '';

/** The text of a message's content: a string, or the `text` of its text parts/blocks. */
export const contentText = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content
          .map((part: { type?: unknown; text?: unknown }) =>
            part?.type === 'text' && typeof part.text === 'string' ? part.text : '',
          )
          .join('')
      : '';

/** A request's `messages` as roles and texts. */
export const readMessages = (messages: unknown) =>
  (Array.isArray(messages) ? messages : []).map(
    (message: { role?: unknown; content?: unknown }) => ({
      role: String(message?.role ?? ''),
      text: contentText(message?.content),
    }),
  );

/** Words with the spaces before them: "You said: hi" → ["You", " said:", " hi"]. */
export const splitTokens = (text: string) => text.match(/\s*\S+|\s+/g) ?? [];

/** A deterministic stand-in for a tokenizer: a token per four characters of the request's text. */
export const countPromptTokens = (request: LlmRequest) =>
  Math.ceil(
    [request.system, ...request.messages.map((message) => message.text)].join('').length / 4,
  );

/** The tokens to send, capped by the request's max tokens, and why the answer ends. */
export function planReply(script: LlmScript, request: LlmRequest) {
  const all = splitTokens(script.reply(request));
  const max = request.maxTokens;
  const tokens = max !== undefined && all.length > max ? all.slice(0, max) : all;
  return {
    tokens,
    truncated: tokens.length < all.length,
    promptTokens: countPromptTokens(request),
  };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** The JSON body as an object, or undefined when it is not one. */
export async function readJson(request: IncomingMessage) {
  try {
    const value: unknown = JSON.parse(await readBody(request));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export function startSse(response: ServerResponse) {
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  response.flushHeaders();
}

/** One event: `event: <name>` when named, then `data: <json>` (or a raw string such as `[DONE]`). */
export function writeSse(response: ServerResponse, data: unknown, event?: string) {
  if (response.destroyed) return;
  const line = typeof data === 'string' ? data : JSON.stringify(data);
  response.write(`${event ? `event: ${event}\n` : ''}data: ${line}\n\n`);
}

export type Outcome = 'done' | 'failed' | 'cut' | 'aborted';

/**
 * Walks the tokens with the script's delays, calling `onToken` for each (a stream writes its delta there).
 * Stops early on the script's failAfterTokens ('failed': the caller writes the error), cutAfterTokens
 * ('cut': the socket is already destroyed) or a client that went away ('aborted'). Counts the generation in
 * `stats.activeStreams` until the response closes, and in `stats.aborted` if it closes unfinished.
 */
export async function walkTokens(
  response: ServerResponse,
  script: LlmScript,
  stats: LlmStats,
  tokens: string[],
  onToken?: (token: string) => void,
): Promise<{ outcome: Outcome; sent: number }> {
  let cut = false;
  let closed = false;
  stats.activeStreams++;
  response.on('close', () => {
    closed = true;
    stats.activeStreams--;
    if (!response.writableFinished && !cut) stats.aborted++;
  });
  for (let sent = 0; ; sent++) {
    if (script.cutAfterTokens === sent) {
      cut = true;
      response.destroy();
      return { outcome: 'cut', sent };
    }
    if (script.failAfterTokens === sent) return { outcome: 'failed', sent };
    if (sent === tokens.length) return { outcome: 'done', sent };
    const delay = sent === 0 ? script.firstTokenDelayMs : script.tokenDelayMs;
    if (delay > 0) await sleep(delay);
    if (closed) return { outcome: 'aborted', sent };
    onToken?.(tokens[sent] ?? '');
  }
}

export interface LlmCall {
  request: IncomingMessage;
  response: ServerResponse;
  /** The path without a leading /v1, so a base URL with or without it works. */
  path: string;
  /** The JSON body, undefined for none or invalid JSON. */
  body: Record<string, unknown> | undefined;
}

/** The server both fakes run on: every request recorded, then handed to `handle`. */
export async function startLlmServer(
  options: LlmFakeOptions,
  defaultApiKey: string,
  handle: (call: LlmCall, fake: Omit<LlmFakeBase, 'url' | 'close'>) => Promise<void> | void,
): Promise<LlmFakeBase> {
  const { apiKey = defaultApiKey, port = 0, ...overrides } = options;
  const script: LlmScript = {
    reply: (request) => `You said: ${lastUserText(request)}`,
    tokenDelayMs: 0,
    firstTokenDelayMs: 0,
    failAfterTokens: undefined,
    cutAfterTokens: undefined,
    status: undefined,
    models: [...DEFAULT_MODELS],
    ...overrides,
  };
  const fake = {
    apiKey,
    script,
    requests: [] as LlmFakeBase['requests'],
    stats: { activeStreams: 0, aborted: 0 },
  };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = request.method === 'POST' ? await readJson(request) : undefined;
    // Browser tests read what the server under test sent, from another process: the latest calls first.
    if (path === '/__requests' && request.method === 'GET') {
      const calls = fake.requests.filter((call) => !call.path.startsWith('/__'));
      return sendJson(response, 200, {
        requests: calls
          .slice(-20)
          .reverse()
          .map((call) => ({ path: call.path, body: call.body })),
      });
    }
    fake.requests.push({ path, headers: request.headers, body });
    // Browser tests steer a fake in another process through this: {tokenDelayMs, replyWords, ...}.
    if (path === '/__script' && body) {
      const { replyWords, replyText, ...changes } = body as Record<string, unknown>;
      Object.assign(script, changes);
      if (typeof replyText === 'string') script.reply = () => replyText;
      if (typeof replyWords === 'number') {
        const words = Array.from({ length: replyWords }, (_, i) => `word${i}`).join(' ');
        script.reply = () => words;
      }
      return sendJson(response, 200, { ok: true });
    }
    try {
      await handle({ request, response, path: path.replace(/^\/v1(?=\/)/, ''), body }, fake);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
      else response.destroy();
    }
  });
  // Browser tests script the fake over a kept-alive connection a few seconds apart: Node's 5 s default would
  // close it just as the next request goes out on it (a "socket hang up" in the test).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    ...fake,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Clients keep connections alive; close would otherwise wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
