// The Douyin webhook's acknowledgment under a burst: the built server in its own process (PGlite, or
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set: a fresh database, dropped after) with the
// loopback Douyin in this one, a user who connected an account through the consent page, and 1,000 signed
// comment events posted with up to 100 in flight: p50 and p99 from send to answer, against GET /api/health
// under the same burst in the same run. Each delivery is checked, taken once by its Msg-Id and stored as a
// queued event before its answer. `BENCH_WEBHOOK_EVENTS` and `BENCH_WEBHOOK_IN_FLIGHT` change the burst.
// Goal: p99 under 50 ms. The account has a rule that answers every comment (the daily cap raised past the
// burst), so the engine replies while the burst arrives: events to replies a second is measured from the
// burst's first delivery to the platform's receipt of the last reply.
import { rmSync } from 'node:fs';
import { startFakeDouyin } from '../tests/fakes/douyin';
import {
  benchDatabase,
  newDataDir,
  percentile,
  signInByEmail,
  startServer,
  stopServer,
} from './lib.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const IN_FLIGHT = Number(process.env.BENCH_WEBHOOK_IN_FLIGHT ?? 100);

/** Sends `total` requests, `inFlight` at a time; answers each one's time from send to answer. */
async function burst(total: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, total) }, async () => {
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

const douyin = await startFakeDouyin();
const dataDir = newDataDir('douyin');
const database = await benchDatabase('douyin');
const server = await startServer({
  dataDir,
  port: 8951,
  env: {
    ...douyin.env,
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
  const back = new URL(await douyin.approve(consent));
  const landed = await fetch(`${base}${back.pathname}${back.search}`, { redirect: 'manual' });
  if (!landed.headers.get('location')?.endsWith('connected=1'))
    throw new Error(`connecting failed: ${landed.headers.get('location')}`);
  const openId = douyin.user.open_id;
  douyin.video(openId, { item_id: 'v1', title: 'Bench' });
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
  const deliveries = Array.from({ length: EVENTS }, (_, index) => {
    const delivery = douyin.webhooks.delivery({
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
  await burst(50, (i) =>
    fetch(`${base}/api/health`, { headers: { 'x-forwarded-for': address(i) } }),
  );
  const health = await burst(EVENTS, (index) =>
    fetch(`${base}/api/health`, { headers: { 'x-forwarded-for': address(index) } }),
  );
  const started = performance.now();
  const webhook = await burst(EVENTS, (index) =>
    fetch(`${base}/api/douyin/webhook`, { method: 'POST', ...deliveries[index]! }),
  );
  const seconds = (performance.now() - started) / 1000;
  const deadline = Date.now() + 120_000;
  while (douyin.replies.length < EVENTS && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const replied = (performance.now() - started) / 1000;
  console.log(`${database.kind}: ${EVENTS} requests each, ${IN_FLIGHT} in flight`);
  show('  baseline GET /api/health', health);
  show('  webhook acknowledgment', webhook);
  console.log(`  ${(EVENTS / seconds).toFixed(0)} deliveries/s`);
  console.log(
    `  ${douyin.replies.length} of ${EVENTS} replied: ${(douyin.replies.length / replied).toFixed(0)} events to replies/s`,
  );
} finally {
  await stopServer(server.child);
  await douyin.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
