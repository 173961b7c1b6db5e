// The chat relay as a black box: the built server (its own process, PGlite, real sign-in and credit holds)
// in front of the fake OpenAI upstream (its own process too), against calling that fake directly and through
// a peer gateway (Portkey's, see peer-gateway.mjs; no sign-in, billing or storage) in the same run. Prints the
// added time to first token and the added delay per token at 1 and 256 concurrent streams for both, then
// 512 streams started together through each, on new connections and again on connections opened just before:
// how many waited over 2 s for their first token, stalled streams, and each process's peak memory.
// `BENCH_PEER=0` leaves the peer out; `BENCH_FIRST_TOKEN_MS` makes the upstream think before its first token,
// as a real provider does. A bare Node proxy that copies the upstream's bytes (bare-relay.mjs) is measured
// alike: the floor of a relayed token here.
// Goals: added TTFT p50 <= 1 ms and p99 <= 2 ms at 1 stream; at 256, added p99 at most the peer's; at 512,
// none waits over 2 s and the server stays under 300 MB.
import { rmSync } from 'node:fs';
import type { ChatEvent } from '../src/shared/api/chat';
import { createEventParser } from '../src/shared/api/event-stream';
import {
  benchDatabase,
  cpuMs,
  loadAverage,
  memoryMb,
  newDataDir,
  signInByEmail,
  startFake,
  startServer,
  stopServer,
} from './lib.mjs';
import { startBareRelay } from './bare-relay.mjs';
import { PEER_VERSION, startPeerGateway } from './peer-gateway.mjs';
import { burst, compare, openaiSample, timed, type Sample } from './relay-samples';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 40);
const TOKEN_DELAY_MS = Number(process.env.BENCH_TOKEN_DELAY_MS ?? 20);
/** How long the upstream thinks before its first token: a real provider's is far longer than a statement. */
const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 0);
const SINGLE_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 150);
const USERS = 32;

// The upstream runs in its own process, as a real one would: the direct baseline and the relay both
// cross to it.
const FAKE_PORT = 8921;
const upstream = await startFake('llm-server.ts', FAKE_PORT);
const fake = { url: `http://127.0.0.1:${FAKE_PORT}/v1`, apiKey: 'sk-e2e' };
const reply = Array.from({ length: TOKENS }, (_, i) => `t${i}`).join(' ');
await upstream.script(`http://127.0.0.1:${FAKE_PORT}`, {
  tokenDelayMs: TOKEN_DELAY_MS,
  firstTokenDelayMs: FIRST_TOKEN_MS,
  replyText: reply,
});

const peerGateway = process.env.BENCH_PEER === '0' ? undefined : await startPeerGateway(8923);
const bareRelay = await startBareRelay(8924, `http://127.0.0.1:${FAKE_PORT}`);

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

const direct = () => openaiSample(fake.url, { authorization: `Bearer ${fake.apiKey}` });
const peer = () => openaiSample(peerGateway!.url, peerGateway!.headers(fake.url, fake.apiKey));
const bare = () => openaiSample(bareRelay.url, { authorization: `Bearer ${fake.apiKey}` });

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
  const singlePeer: Sample[] = [];
  const singleBare: Sample[] = [];
  if (peerGateway) for (let i = 0; i < 10; i++) await peer();
  for (let i = 0; i < 10; i++) await bare();
  for (let i = 0; i < SINGLE_SAMPLES; i++) {
    // Interleaved so that machine noise falls on every path alike.
    singleDirect.push(await direct());
    singleBare.push(await bare());
    if (peerGateway) singlePeer.push(await peer());
    singleRelay.push(await relay(users[i % USERS]!));
  }
  console.log(
    `${TOKENS} tokens per answer, upstream ${TOKEN_DELAY_MS} ms per token (the first after ${FIRST_TOKEN_MS} ms), ${SINGLE_SAMPLES} samples each` +
      (peerGateway ? `; peer: Portkey gateway ${PEER_VERSION}` : '; no peer (BENCH_PEER=0)'),
  );
  /** Every relaying path's samples, the peer's when it runs. */
  const paths = (atrium: Sample[], peerSamples: Sample[], bareSamples: Sample[]) => ({
    bare: bareSamples,
    ...(peerGateway ? { peer: peerSamples } : {}),
    atrium,
  });
  compare('1 stream', paths(singleRelay, singlePeer, singleBare), singleDirect);

  const many = async <T>(count: number, run: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => run(i)));
  const directMany = await many(256, () => direct());
  const bareMany = await many(256, () => bare());
  const peerMany = peerGateway ? await many(256, () => peer()) : [];
  const relayMany = await many(256, (i) => relay(users[i % USERS]!));
  compare('256 concurrent streams', paths(relayMany, peerMany, bareMany), directMany);

  // CPU per answer and per token: each process's CPU over 128 answers of TOKENS tokens and 128 of 4 (64 at a
  // time); the difference is the tokens' (marginal), the rest the answers' own (fixed).
  const SHORT = 4;
  const cpuOf = async (pid: number | undefined, run: (i: number) => Promise<Sample>) => {
    const before = cpuMs(pid);
    for (let wave = 0; wave < 2; wave++) await many(64, (i) => run(wave * 64 + i));
    return cpuMs(pid) - before;
  };
  const words = (count: number) => Array.from({ length: count }, (_, i) => `t${i}`).join(' ');
  const cpu = async (
    label: string,
    pid: number | undefined,
    run: (i: number) => Promise<Sample>,
  ) => {
    const long = await cpuOf(pid, run);
    await upstream.script(`http://127.0.0.1:${FAKE_PORT}`, { replyText: words(SHORT) });
    const short = await cpuOf(pid, run);
    await upstream.script(`http://127.0.0.1:${FAKE_PORT}`, { replyText: reply });
    const perToken = (long - short) / (128 * (TOKENS - SHORT));
    const perAnswer = short / 128 - SHORT * perToken;
    console.log(
      `  ${label.padEnd(8)} ${(perToken * 1000).toFixed(0)} µs per relayed token (marginal), ` +
        `${perAnswer.toFixed(2)} ms per answer (fixed)`,
    );
  };
  console.log(`CPU of the relaying process (load average before ${loadAverage()}):`);
  await cpu('bare', bareRelay.child.pid, () => bare());
  if (peerGateway) await cpu('peer', peerGateway.child.pid, () => peer());
  await cpu('atrium', server.child.pid, (i) => relay(users[i % USERS]!));

  const timedBurst = async (label: string, run: (i: number) => Promise<Sample>) => {
    const started = performance.now();
    const samples = await many(512, run);
    burst(label, samples, (performance.now() - started) / 1000);
  };
  /** Each path's burst, and the URL of a cheap request to the same server (to open its connections). */
  type Burst = readonly [string, (i: number) => Promise<Sample>, string];
  const bursts: Burst[] = [
    ['direct', () => direct(), `${fake.url}/models`],
    ['bare', () => bare(), `${bareRelay.url}/models`],
    ...(peerGateway ? [['peer', () => peer(), `${peerGateway.url}/models`] as Burst] : []),
    ['atrium', (i) => relay(users[i % USERS]!), `${base}/api/health`],
  ];
  console.log(`512 streams started together (load average before ${loadAverage()}):`);
  for (const [label, run] of bursts) await timedBurst(label, run);
  // Behind a proxy that keeps its connections to the server open, a burst of answers arrives on connections
  // the server already holds. A new one waits until the server accepts it, and a busy Node process accepts one
  // per turn of its event loop: the burst above measures that too.
  console.log(
    `The same over 512 connections opened just before (load average before ${loadAverage()}):`,
  );
  for (const [label, run, cheap] of bursts) {
    await many(512, async () => (await fetch(cheap)).arrayBuffer());
    await timedBurst(label, run);
  }
  console.log(`load average after: ${loadAverage()}`);
  const peerMemory = peerGateway ? memoryMb(peerGateway.child.pid).peak : undefined;
  console.log(
    `server memory: ${idleRss.toFixed(0)} MB after start, peak ${peakRssMb().toFixed(0)} MB (goal < 300 MB at 512)` +
      (peerMemory === undefined ? '' : `; peer peak ${peerMemory.toFixed(0)} MB`),
  );
} finally {
  await peerGateway?.stop();
  await bareRelay.stop();
  await stopServer(server.child);
  await upstream.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
