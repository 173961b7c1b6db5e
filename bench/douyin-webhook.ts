// The Douyin webhook's acknowledgment under a burst: the built server in its own process (PGlite, or
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set: a fresh database, dropped after) and the
// loopback Douyin in another (its work answering replies must not slow this process's clock), a user who
// connected an account through the consent page, and bursts of 1,000 signed comment events, 10 and then 100
// in flight: p50 and p99 from send to answer, against GET /api/health (one database round trip) under the
// same burst in the same run. Each delivery is checked, taken once by its Msg-Id and stored as a queued event
// before its answer. `BENCH_WEBHOOK_EVENTS` changes the bursts' size and `BENCH_WEBHOOK_IN_FLIGHT` (10,100)
// their widths. Goal: p99 under 50 ms. The account has a rule that answers every comment, so the engine
// replies while a burst arrives: events to replies a second is measured from a burst's first delivery to the
// platform's receipt of its last reply.
import { rmSync } from 'node:fs';
import { approveConsent } from '../tests/fakes/douyin';
import { createWebhookSender } from '../tests/fakes/douyin-webhooks';
import {
  benchDatabase,
  newDataDir,
  percentile,
  signInByEmail,
  startFake,
  startServer,
  stopServer,
} from './lib.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
/** Bursts of EVENTS each, at these many requests in flight (a burst from the platform has no fixed width). */
const IN_FLIGHT = (process.env.BENCH_WEBHOOK_IN_FLIGHT ?? '10,100').split(',').map(Number);

/** Sends `total` requests, `inFlight` at a time; answers each one's time from send to answer. */
async function burst(
  total: number,
  inFlight: number,
  send: (index: number) => Promise<Response>,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, total) }, async () => {
      while (next < total) {
        const index = next++;
        const started = performance.now();
        const response = await send(index);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) throw new Error(`request ${index} answered ${response.status}`);
      }
    }),
  );
  return latencies;
}

const show = (label: string, samples: number[]) =>
  console.log(
    `${label}: p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms`,
  );

const FAKE_PORT = 8953;
const fakeUrl = `http://127.0.0.1:${FAKE_PORT}`;
const fake = await startFake('douyin-server.ts', FAKE_PORT);
const control = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${fakeUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await response.json()) as T;
};
const douyinEnv = await control<Record<string, string>>('/__env');
const webhooks = createWebhookSender(douyinEnv.DOUYIN_CLIENT_KEY!, douyinEnv.DOUYIN_CLIENT_SECRET!);
const replies = async () => (await control<{ count: number }>('/__replies/count')).count;
const dataDir = newDataDir('douyin');
const database = await benchDatabase('douyin');
const server = await startServer({
  dataDir,
  port: 8951,
  env: {
    ...douyinEnv,
    // Every request names its own address: the global per-address limit would measure itself.
    TRUST_PROXY: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  },
});
const base = server.url;
const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
try {
  const authorization = await signInByEmail(
    base,
    dataDir,
    'bench-douyin@example.com',
    '10.200.0.1',
  );
  const start = await fetch(`${base}/api/douyin/connect?abilities=videos,comments`, {
    headers: { authorization, 'x-forwarded-for': '10.200.0.1' },
  });
  const consent = ((await start.json()) as { data: { url: string } }).data.url;
  const openId = 'ou_bench';
  await control('/__user', { open_id: openId, nickname: 'Bench' });
  const back = new URL(await approveConsent(consent));
  const landed = await fetch(`${base}${back.pathname}${back.search}`, { redirect: 'manual' });
  if (!landed.headers.get('location')?.endsWith('connected=1'))
    throw new Error(`connecting failed: ${landed.headers.get('location')}`);
  await control('/__video', { open_id: openId, item_id: 'v1', title: 'Bench' });
  const headers = {
    authorization,
    'x-forwarded-for': '10.200.0.1',
    'content-type': 'application/json',
  };
  const account = (await (await fetch(`${base}/api/douyin/account`, { headers })).json()) as {
    data: { accounts: Array<{ id: string; settings: Record<string, unknown> }> };
  };
  const { id: accountId, settings } = account.data.accounts[0]!;
  await fetch(`${base}/api/douyin/settings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ accountId, settings: { ...settings, dailyCap: 5_000 } }),
  });
  const rule = await fetch(`${base}/api/douyin/rules/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      accountId,
      name: 'Thanks',
      priority: 0,
      match: 'any',
      keywords: [],
      pattern: '',
      scope: 'comments',
      videoIds: [],
      reply: 'template',
      texts: [],
      template: 'Thanks {nickname}!',
      botId: null,
      enabled: true,
    }),
  });
  if (!rule.ok) throw new Error(`rule: ${rule.status} ${await rule.text()}`);
  // Each burst its own comments (a repeated Msg-Id or comment would be answered as a repeat).
  const deliveries = Array.from({ length: EVENTS * IN_FLIGHT.length }, (_, index) => {
    const delivery = webhooks.delivery({
      event: 'item_comment_reply',
      from_user_id: `ou_fan_${index}`,
      to_user_id: openId,
      content: {
        comment_id: `bench-${index}`,
        comment_user_id: `ou_fan_${index}`,
        content: `comment ${index}`,
        create_time: Math.floor(Date.now() / 1000),
        reply_to_item_id: 'v1',
      },
    });
    return {
      body: delivery.body,
      headers: { ...delivery.headers, 'x-forwarded-for': address(index) },
    };
  });
  // Warm both paths first (connections, JIT, the first queries).
  await burst(50, 10, (i) =>
    fetch(`${base}/api/health`, { headers: { 'x-forwarded-for': address(i) } }),
  );
  console.log(`${database.kind}: bursts of ${EVENTS} requests`);
  for (const [round, inFlight] of IN_FLIGHT.entries()) {
    const health = await burst(EVENTS, inFlight, (index) =>
      fetch(`${base}/api/health`, { headers: { 'x-forwarded-for': address(index) } }),
    );
    const before = await replies();
    const started = performance.now();
    const webhook = await burst(EVENTS, inFlight, (index) =>
      fetch(`${base}/api/douyin/webhook`, {
        method: 'POST',
        ...deliveries[round * EVENTS + index]!,
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const deadline = Date.now() + 120_000;
    let replied = 0;
    while ((replied = (await replies()) - before) < EVENTS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const repliedIn = (performance.now() - started) / 1000;
    console.log(`${inFlight} in flight:`);
    show('  baseline GET /api/health', health);
    show('  webhook acknowledgment', webhook);
    console.log(`  ${(EVENTS / seconds).toFixed(0)} deliveries/s`);
    console.log(
      `  ${replied} of ${EVENTS} replied: ${(replied / repliedIn).toFixed(0)} events to replies/s`,
    );
  }
} finally {
  await stopServer(server.child);
  fake.child.kill();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
