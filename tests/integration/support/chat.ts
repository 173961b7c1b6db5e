// A chat world for tests: the real app listening on a loopback port (streams need real sockets), the fake
// OpenAI and Anthropic APIs behind it, and a client that reads the answer events as the renderer does.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventParser } from '../../../src/shared/api/event-stream';
import type { ChatEvent } from '../../../src/shared/api/chat';
import { startFakeAnthropic, type FakeAnthropic } from '../../fakes/anthropic';
import { startFakeOpenAI, type FakeOpenAI } from '../../fakes/openai-chat';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { createTestApp, signIn, type TestApp } from './test-app';

export interface ChatWorld {
  t: TestApp;
  base: string;
  openai: FakeOpenAI;
  anthropic: FakeAnthropic;
  /** A signed-in user's Authorization header and id. */
  user(label: string): Promise<{ headers: Record<string, string>; id: string }>;
  /** The user's spendable credits, as the app reports them. */
  balance(headers: Record<string, string>): Promise<number>;
  close(): Promise<void>;
}

/** The shipped price table with `extraFree` models open to free accounts (tests need no subscription). */
export function priceTableWith(extraFree: string[]): string {
  const file = join(process.cwd(), 'src/server/defaults/prices.json');
  const table = JSON.parse(readFileSync(file, 'utf8')) as { freeModels: string[] };
  table.freeModels.push(...extraFree);
  const out = join(
    tmpdir(),
    `atrium-prices-${process.pid}-${Math.random().toString(36).slice(2)}.json`,
  );
  writeFileSync(out, JSON.stringify(table));
  return out;
}

export async function createChatWorld(
  options: { extraFree?: string[]; env?: Record<string, string>; database?: DatabaseHandle } = {},
): Promise<ChatWorld> {
  const [openai, anthropic] = await Promise.all([startFakeOpenAI(), startFakeAnthropic()]);
  const t = await createTestApp(
    {
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.url,
      ANTHROPIC_API_KEY: anthropic.apiKey,
      ANTHROPIC_BASE_URL: anthropic.url,
      PRICE_TABLE: priceTableWith(options.extraFree ?? []),
      ...options.env,
    },
    // A database of the caller's (left open on close), e.g. one without pgvector.
    { database: options.database },
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  let count = 0;
  return {
    t,
    base: address,
    openai,
    anthropic,
    async user(label) {
      count++;
      const tokens = await signIn(
        t,
        `${label}-${count}@example.com`,
        `10.9.${count >> 8}.${count & 255}`,
      );
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${tokens.token}` },
      });
      return {
        headers: { authorization: `Bearer ${tokens.token}` },
        id: me.json().data.id as string,
      };
    },
    async balance(headers) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/credits', headers });
      return response.json().data.total as number;
    },
    async close() {
      await t.close();
      await Promise.all([openai.close(), anthropic.close()]);
    },
  };
}

export interface StreamResult {
  status: number;
  /** The envelope when the request was refused. */
  envelope?: { success: boolean; msg?: string; code?: string };
  events: ChatEvent[];
  text: string;
}

/**
 * Calls a streaming endpoint and reads its events; `until` may end the reading early (the client leaves)
 * by returning true for an event.
 */
export async function stream(
  base: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  until?: (event: ChatEvent, events: ChatEvent[]) => boolean | Promise<boolean>,
): Promise<StreamResult> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return {
      status: response.status,
      envelope: (await response.json()) as StreamResult['envelope'],
      events: [],
      text: '',
    };
  }
  const events: ChatEvent[] = [];
  const pending: ChatEvent[] = [];
  const parser = createEventParser<ChatEvent>((event) => pending.push(event));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
      while (pending.length) {
        const event = pending.shift()!;
        events.push(event);
        if (until && (await until(event, events))) {
          controller.abort();
          return result(response.status, events);
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return result(response.status, events);
}

function result(status: number, events: ChatEvent[]): StreamResult {
  const text = events
    .map((event) =>
      event.type === 'delta' ? event.text : event.type === 'snapshot' ? event.message.content : '',
    )
    .join('');
  return { status, events, text };
}

/** The last event of a finished stream: the stored answer. */
export function finalMessage(result: StreamResult) {
  const last = result.events.at(-1);
  if (last?.type === 'done') return last.message;
  if (last?.type === 'error' && last.message) return last.message;
  throw new Error(`the stream did not end with the answer: ${JSON.stringify(last)}`);
}

export const key = () => `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
