// The image task engine's own cost: tasks per second from create to succeeded with an instant provider (the
// loopback OpenAI Images fake, no delay), and the p99 of `check` on a finished task. The server runs in this
// process on PGlite (BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL instead) and is reached over
// loopback HTTP. Each task stores its image and a thumbnail, as in production. Goals: 200 tasks/s, check
// under 5 ms. Baseline in the same run: a signed-in GET /api/user/credits (a plain authenticated read).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { and, count, gte, inArray, sql } from 'drizzle-orm';
import { tasks, users as usersTable } from '../src/server/db/schema';
import { startSession } from '../src/server/modules/auth/sessions';
import { startFakeOpenAIImages } from '../tests/fakes/openai-images';
import { priceTableWith } from '../tests/integration/support/chat';

const TASKS = Number(process.env.BENCH_TASKS ?? 400);
const USERS = 20;
const CHECKS = 2000;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-tasks-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const fake = await startFakeOpenAIImages();
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  OPENAI_IMAGES_API_KEY: fake.apiKey,
  OPENAI_IMAGES_BASE_URL: fake.url,
  TASK_MAX_ACTIVE_PER_USER: '100',
  // Calls come from many addresses, as from many users behind a proxy: the per-address limit is not measured.
  TRUST_PROXY: 'true',
  // Open to free accounts: the bench has no subscriptions.
  PRICE_TABLE: priceTableWith(['gpt-image']),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(dataDir, 'db'),
});
await database.migrate(migrationsFolder());
const app = await buildApp({ config, db: database.db, dbKind: database.kind, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

let calls = 0;
async function call(path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...headers,
      'x-forwarded-for': `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls++ & 255}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as {
    success: boolean;
    data: Record<string, unknown>;
    msg?: string;
  };
}

/** A user with a session (made directly: the sign-in flow's per-address limits are not what is measured). */
async function signIn(email: string) {
  const [user] = await database.db.insert(usersTable).values({ email, name: 'bench' }).returning();
  const tokens = await startSession(app.deps, user!, 'email', { ip: '127.0.0.1' });
  await app.deps.credits.ledger.grant({
    userId: user!.id,
    key: `bench:${email}`,
    bucket: 'forever',
    amount: 1e12,
    source: 'admin',
  });
  return { authorization: `Bearer ${tokens.token}` };
}

try {
  const users: Array<Record<string, string>> = [];
  for (let i = 0; i < USERS; i++) users.push(await signIn(`bench-${i}-${Date.now()}@example.com`));
  // Warm up: the first sharp and database calls.
  const warm = await call('/api/imagine/post', users[0]!, {
    model: 'gpt-image',
    prompt: 'warm',
    clientKey: 'warmup-0001',
  });
  while (
    (await call(`/api/imagine/check?id=${String(warm.data.id)}`, users[0]!)).data.status !==
    'succeeded'
  )
    await new Promise((resolve) => setTimeout(resolve, 20));

  const started = performance.now();
  const startedAt = new Date();
  const ids = await Promise.all(
    Array.from({ length: TASKS }, async (_, i) => {
      const user = users[i % USERS]!;
      const created = await call('/api/imagine/post', user, {
        model: 'gpt-image',
        prompt: `bench ${i}`,
        quality: 'low',
        clientKey: `bench-task-${i}-${Date.now()}`,
      });
      if (!created.success) throw new Error(`create refused: ${created.msg}`);
      return { id: String(created.data.id), user };
    }),
  );
  const createdAt = performance.now();
  // Completion is read from the database, not by polling every task over HTTP: clients poll with backoff,
  // and 400 tight pollers would measure themselves.
  for (;;) {
    const [row] = await database.db
      .select({
        done: count(),
        failed: sql<number>`count(*) filter (where ${tasks.status} = 'failed')`,
      })
      .from(tasks)
      .where(and(inArray(tasks.status, ['succeeded', 'failed']), gte(tasks.createdAt, startedAt)));
    if (Number(row?.failed) > 0) throw new Error(`${row?.failed} tasks failed`);
    if ((row?.done ?? 0) >= TASKS) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;

  const timed = async (path: string, headers: Record<string, string>) => {
    const samples: number[] = [];
    for (let i = 0; i < CHECKS; i++) {
      const at = performance.now();
      await call(path, headers);
      samples.push(performance.now() - at);
    }
    return samples;
  };
  const check = await timed(`/api/imagine/check?id=${ids[0]!.id}`, ids[0]!.user);
  const credits = await timed('/api/user/credits', ids[0]!.user);

  console.log(
    `database: ${database.kind}; ${TASKS} tasks over ${USERS} users, instant provider (loopback OpenAI Images fake)`,
  );
  console.log(
    `tasks: ${(TASKS / seconds).toFixed(0)} tasks/s from create to succeeded (${seconds.toFixed(2)} s; creates took ${((createdAt - started) / 1000).toFixed(2)} s) (goal 200 tasks/s)`,
  );
  console.log(
    `check of a finished task: p50 ${percentile(check, 50).toFixed(2)} ms, p99 ${percentile(check, 99).toFixed(2)} ms over ${CHECKS} calls (goal p99 < 5 ms)`,
  );
  console.log(
    `baseline GET /api/user/credits: p50 ${percentile(credits, 50).toFixed(2)} ms, p99 ${percentile(credits, 99).toFixed(2)} ms; check/credits p99 ratio ${(percentile(check, 99) / percentile(credits, 99)).toFixed(2)}`,
  );
} finally {
  await app.close();
  await database.close();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
