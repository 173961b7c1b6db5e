// The chat relay as a black box: the built server (its own process, PGlite, real sign-in and credit holds)
// in front of the fake OpenAI upstream (its own process too), against calling that fake directly in the
// same run. Prints the added time to first token and the added delay per token at 1 and 256 concurrent
// streams, then runs 512 streams through the relay and prints stalled streams and the server's peak memory.
// Goals: added TTFT p99 <= 2 ms at 1 stream; 512 streams, none stalled; under 300 MB at 512.
import { rmSync } from 'node:fs';
import type { ChatEvent } from '../src/shared/api/chat';
import { createEventParser } from '../src/shared/api/event-stream';
import {
  benchDatabase,
  memoryMb,
  newDataDir,
  percentile,
  signInByEmail,
  startFake,
  startServer,
  stopServer,
} from './lib.mjs';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 40);
const TOKEN_DELAY_MS = Number(process.env.BENCH_TOKEN_DELAY_MS ?? 20);
const SINGLE_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 150);
const USERS = 32;
/** A stream whose tokens stop for this long, or that never ends, is stalled. */
const STALL_MS = 5_000;

interface Sample {
  ttft: number;
  /** Mean gap between tokens after the first. */
  gap: number;
  tokens: number;
  ok: boolean;
  maxGap: number;
}

// The upstream runs in its own process, as a real one would: the direct baseline and the relay both
// cross to it.
const FAKE_PORT = 8921;
const upstream = await startFake('llm-server.ts', FAKE_PORT);
const fake = { url: `http://127.0.0.1:${FAKE_PORT}/v1`, apiKey: 'sk-e2e' };
const reply = Array.from({ length: TOKENS }, (_, i) => `t${i}`).join(' ');
await upstream.script(`http://127.0.0.1:${FAKE_PORT}`, {
  tokenDelayMs: TOKEN_DELAY_MS,
  firstTokenDelayMs: 0,
  replyText: reply,
});

/** PostgreSQL when one is given (a fresh database, dropped after), else the embedded PGlite. */
const database = await benchDatabase('relay');
const databaseUrl = database.url;
const dataDir: string = newDataDir('relay');
const server = await startServer({
  dataDir,
  port: 8911,
  env: {
    TRUST_PROXY: 'true',
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
console.log(`database: ${database.kind}`);
const base: string = server.url;

/** Reads an event stream, timing each token; `tokenOf` says which chunks carry answer text. */
async function timed(
  response: Response,
  started: number,
  tokensOf: (text: string) => number,
): Promise<Sample> {
  const times: number[] = [];
  let ok = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const count = tokensOf(value);
    if (count < 0) ok = true;
    for (let i = 0; i < Math.max(0, count); i++) times.push(performance.now());
  }
  const gaps = times.slice(1).map((time, i) => time - times[i]!);
  return {
    ttft: (times[0] ?? performance.now()) - started,
    gap: gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : 0,
    maxGap: Math.max(0, ...gaps),
    tokens: times.length,
    ok,
  };
}

async function direct(): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'bench' }],
    }),
  });
  return timed(response, started, (chunk) => {
    const deltas = chunk.split('\n').filter((line) => line.includes('"content":"')).length;
    return chunk.includes('[DONE]') ? (deltas ? deltas : -1) : deltas;
  });
}

const users: Array<{ authorization: string; ip: string }> = [];
let streamCount = 0;
async function relay(user: { authorization: string; ip: string }): Promise<Sample> {
  streamCount++;
  const started = performance.now();
  const response = await fetch(`${base}/api/user/chat/push`, {
    method: 'POST',
    headers: {
      authorization: user.authorization,
      'content-type': 'application/json',
      'x-forwarded-for': `10.8.${(streamCount >> 8) & 255}.${streamCount & 255}`,
    },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      text: 'bench',
      clientKey: `bench${streamCount}x${Date.now()}`,
    }),
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`relay refused: ${response.status} ${await response.text()}`);
  }
  let deltas = 0;
  let done = false;
  let text = '';
  const parser = createEventParser<ChatEvent>((event) => {
    if (event.type === 'delta') {
      deltas++;
      text += event.text;
    }
    if (event.type === 'done') done = true;
  });
  return timed(response, started, (chunk) => {
    deltas = 0;
    parser.push(chunk);
    return done && !deltas ? -1 : deltas;
  }).then((sample) => ({ ...sample, ok: done && text === reply }));
}

async function signIn(index: number): Promise<{ authorization: string; ip: string }> {
  const ip = `10.7.0.${index + 1}`;
  const email = `relay-${index}-${Date.now()}@example.com`;
  return { authorization: await signInByEmail(base, dataDir, email, ip), ip };
}

const memory = () => memoryMb(server.child.pid);
const peakRssMb = () => memory().peak;
const rssMb = () => memory().now;

const f = (value: number) => `${value.toFixed(2)} ms`;
function compare(label: string, relaySamples: Sample[], directSamples: Sample[]) {
  const pick = (samples: Sample[], key: 'ttft' | 'gap', p: number) =>
    percentile(
      samples.map((sample) => sample[key]),
      p,
    ) as number;
  const line = (p: number) =>
    `TTFT p${p} relay ${f(pick(relaySamples, 'ttft', p))} vs direct ${f(pick(directSamples, 'ttft', p))}` +
    ` → added ${f(pick(relaySamples, 'ttft', p) - pick(directSamples, 'ttft', p))}`;
  const meanGap = (samples: Sample[]) => samples.reduce((a, s) => a + s.gap, 0) / samples.length;
  console.log(`${label}:`);
  console.log(`  ${line(50)}`);
  console.log(`  ${line(99)}`);
  console.log(
    `  per-token delay relay ${f(meanGap(relaySamples))} vs direct ${f(meanGap(directSamples))}` +
      ` → added ${f(meanGap(relaySamples) - meanGap(directSamples))} per token`,
  );
}

try {
  for (let i = 0; i < USERS; i++) users.push(await signIn(i));
  const idleRss = rssMb();
  // Warm both paths (JIT, connection pools, the tokenizer's tables).
  for (let i = 0; i < 10; i++) {
    await direct();
    await relay(users[0]!);
  }

  const singleRelay: Sample[] = [];
  const singleDirect: Sample[] = [];
  for (let i = 0; i < SINGLE_SAMPLES; i++) {
    // Interleaved so that machine noise falls on both alike.
    singleDirect.push(await direct());
    singleRelay.push(await relay(users[i % USERS]!));
  }
  console.log(
    `${TOKENS} tokens per answer, upstream ${TOKEN_DELAY_MS} ms per token, ${SINGLE_SAMPLES} samples each`,
  );
  compare('1 stream', singleRelay, singleDirect);

  const many = async (count: number, run: (i: number) => Promise<Sample>) =>
    Promise.all(Array.from({ length: count }, (_, i) => run(i)));
  const directMany = await many(256, () => direct());
  const relayMany = await many(256, (i) => relay(users[i % USERS]!));
  compare('256 concurrent streams', relayMany, directMany);

  const started = performance.now();
  const five12 = await many(512, (i) => relay(users[i % USERS]!));
  // Stalled: the whole answer never arrived, or it stopped arriving for STALL_MS.
  const stalled = five12.filter((sample) => !sample.ok || sample.maxGap > STALL_MS).length;
  console.log(
    `512 concurrent streams through the relay: ${512 - stalled} finished, ${stalled} stalled, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s; slowest token gap ` +
      `${f(Math.max(...five12.map((s) => s.maxGap)))}`,
  );
  console.log(
    `server memory: ${idleRss.toFixed(0)} MB after start, peak ${peakRssMb().toFixed(0)} MB (goal < 300 MB at 512)`,
  );
} finally {
  await stopServer(server.child);
  await upstream.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
