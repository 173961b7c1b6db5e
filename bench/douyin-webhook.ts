// The Douyin webhook's acknowledgment under a burst: the server in this process on a loopback port (real
// sockets, PGlite in memory, then PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), one
// connected account, and 1,000 signed comment events posted with up to 100 in flight: p50 and p99 from send to
// answer, against GET /api/health under the same burst in the same run. Each delivery is checked, deduplicated
// and stored as a queued event before its answer. `BENCH_WEBHOOK_EVENTS` and `BENCH_WEBHOOK_IN_FLIGHT` change
// the burst. Goal: p99 under 50 ms.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { douyinAccounts, douyinEvents, users } from '../src/server/db/schema';
import { createTokenBox } from '../src/server/modules/douyin/sealed';
import { onBenchPostgres } from './lib.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const IN_FLIGHT = Number(process.env.BENCH_WEBHOOK_IN_FLIGHT ?? 100);
const SECRET = 'bench-douyin-secret';
const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-bench';

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

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

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate(migrationsFolder());
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-douyin-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    DOUYIN_CLIENT_KEY: 'bench-client',
    DOUYIN_CLIENT_SECRET: SECRET,
    // Every request names its own address, so the global per-address limit does not stop the baseline.
    TRUST_PROXY: 'true',
    MAX_CONNECTIONS_PER_IP: '0',
  });
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    logger: false,
    sweeper: false,
    taskRunner: false,
    douyinSchedule: false,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [user] = await handle.db
      .insert(users)
      .values({ email: `bench-${randomUUID()}@example.com`, name: 'bench' })
      .returning({ id: users.id });
    const box = createTokenBox(JWT_SECRET);
    const day = 86_400_000;
    await handle.db.insert(douyinAccounts).values({
      userId: user!.id,
      openId: 'ou_bench',
      scopes: ['user_info', 'video.list.bind', 'item.comment'],
      accessToken: box.seal('act.bench'),
      accessExpiresAt: new Date(Date.now() + 15 * day),
      refreshToken: box.seal('rft.bench'),
      refreshExpiresAt: new Date(Date.now() + 30 * day),
      settings: {
        dailyCap: 200,
        quietHours: null,
        timeZone: 'Asia/Shanghai',
        approval: false,
        bannedWords: [],
      },
    });
    const address = (index: number) =>
      `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const deliveries = Array.from({ length: EVENTS }, (_, index) => {
      const body = JSON.stringify({
        event: 'item_comment_reply',
        from_user_id: `ou_fan_${index}`,
        to_user_id: 'ou_bench',
        client_key: 'bench-client',
        content: JSON.stringify({
          comment_id: `bench-${index}`,
          comment_user_id: `ou_fan_${index}`,
          content: `comment ${index}`,
          create_time: Math.floor(Date.now() / 1000),
          reply_to_item_id: 'v1',
        }),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'msg-id': randomUUID(),
          'x-douyin-signature': createHash('sha1').update(SECRET).update(body).digest('hex'),
          'x-forwarded-for': address(index),
        },
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
    const [stored] = await handle.db.select({ n: count() }).from(douyinEvents);
    console.log(`${label}: ${EVENTS} requests each, ${IN_FLIGHT} in flight`);
    show('  baseline GET /api/health', health);
    show('  webhook acknowledgment', webhook);
    console.log(
      `  ${(EVENTS / seconds).toFixed(0)} deliveries/s; ${stored!.n} events stored (expected ${EVENTS})`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await openPglite(undefined);
try {
  await bench('PGlite (in memory)', pglite);
} finally {
  await pglite.close();
}
await onBenchPostgres('douyin_webhook', async (url: string) => {
  const handle = await openPostgres(url);
  try {
    await bench('PostgreSQL', handle);
  } finally {
    await handle.close();
  }
});
