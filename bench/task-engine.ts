// The image task engine's own cost: tasks per second from create to succeeded with an instant provider (the
// loopback OpenAI Images fake in its own process, no delay), and the p99 of `check` on a finished task. The built server runs
// in its own process (PGlite in its data folder, or a fresh PostgreSQL database with BENCH_DATABASE_URL or
// TEST_DATABASE_URL), reached over loopback HTTP by users signed in with e-mail codes, as in production.
// Goals: 200 tasks/s, check under 5 ms. Baseline in the same run: a signed-in GET /api/user/credits (a
// plain authenticated read). Thumbnails are made on first view, so their cost is printed apart.
import { rmSync } from 'node:fs';
import {
  benchDatabase,
  loadAverage,
  ms,
  newDataDir,
  percentile,
  signInByEmail,
  startFake,
  startServer,
  stopServer,
  writePriceTable,
} from './lib.mjs';

const TASKS = Number(process.env.BENCH_TASKS ?? 400);
const USERS = 20;
const CHECKS = 2000;

const dataDir = newDataDir('tasks');
// gpt-image open to free accounts and enough sign-up credits for every task: the bench has no payments.
const priceTable = writePriceTable(dataDir, ['gpt-image']);

// The upstream runs in its own process, as a real one would.
const FAKE_PORT = 8931;
const upstream = await startFake('image-server.ts', FAKE_PORT);
const fake = { url: `http://127.0.0.1:${FAKE_PORT}/v1`, apiKey: 'sk-e2e-images' };
const database = await benchDatabase('tasks');
const server = await startServer({
  dataDir,
  port: 8913,
  env: {
    OPENAI_IMAGES_API_KEY: fake.apiKey,
    OPENAI_IMAGES_BASE_URL: fake.url,
    TASK_MAX_ACTIVE_PER_USER: '100',
    // Calls come from many addresses, as from many users behind a proxy: the per-address limit is not measured.
    TRUST_PROXY: 'true',
    PRICE_TABLE: priceTable,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  },
});
const base = server.url;

let calls = 0;
async function call(path: string, authorization: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization,
      'x-forwarded-for': `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls++ & 255}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as {
    success: boolean;
    data: Record<string, unknown> & { images?: Array<{ thumbUrl: string }> };
    msg?: string;
  };
}

const create = (user: string, prompt: string, clientKey: string) =>
  call('/api/imagine/post', user, { model: 'gpt-image', prompt, quality: 'low', clientKey });

/** Waits for a task to end, looking every 20 ms; answers its view. */
async function finished(id: string, user: string) {
  for (;;) {
    const view = await call(`/api/imagine/check?id=${id}`, user);
    if (view.data.status === 'failed') throw new Error(`task failed: ${JSON.stringify(view.data)}`);
    if (view.data.status === 'succeeded') return view.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const timed = async (path: string, user: string, times: number) => {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const at = performance.now();
    await call(path, user);
    samples.push(performance.now() - at);
  }
  return samples;
};

try {
  const users: string[] = [];
  for (let i = 0; i < USERS; i++)
    users.push(await signInByEmail(base, dataDir, `bench-${i}@example.com`, `10.9.0.${i + 1}`));
  // Warm up: the first sharp, JIT and database calls.
  // Spread over users: each may create 30 tasks a minute.
  for (const user of users.slice(0, 10))
    await finished(String((await create(user, 'warm', `warmup-key`)).data.id), user);

  const started = performance.now();
  const ids = await Promise.all(
    Array.from({ length: TASKS }, async (_, i) => {
      const user = users[i % USERS]!;
      const created = await create(user, `bench ${i}`, `bench-task-${i}`);
      if (!created.success) throw new Error(`create refused: ${created.msg}`);
      return { id: String(created.data.id), user };
    }),
  );
  const createdAt = performance.now();
  // Tasks end roughly in the order they were made: waiting on each in turn costs a few calls per task.
  const views: Array<Awaited<ReturnType<typeof finished>>> = [];
  for (const { id, user } of ids) views.push(await finished(id, user));
  const seconds = (performance.now() - started) / 1000;
  // The engine's own span, by the server's record: the client's waiting on each task in turn (a check
  // call each, one after another) is not the engine's time.
  const recorded = (key: 'createdAt' | 'finishedAt') =>
    views.map((view) => Date.parse(String(view[key])));
  const engineSeconds =
    (Math.max(...recorded('finishedAt')) - Math.min(...recorded('createdAt'))) / 1000;
  if (!(engineSeconds > 0)) throw new Error('the tasks do not say when they were made and ended');

  const check = await timed(`/api/imagine/check?id=${ids[0]!.id}`, ids[0]!.user, CHECKS);
  const credits = await timed('/api/user/credits', ids[0]!.user, CHECKS);
  const thumbs: number[] = [];
  for (const view of views.slice(-50)) {
    const at = performance.now();
    const response = await fetch(`${base}${view.images![0]!.thumbUrl}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`thumbnail answered ${response.status}`);
    thumbs.push(performance.now() - at);
  }

  const f = (value: number) => ms(value, 2);
  console.log(
    `database: ${database.kind}; ${TASKS} tasks over ${USERS} users, instant provider (loopback OpenAI Images fake); ` +
      `load average ${loadAverage()}`,
  );
  console.log(
    `tasks: ${(TASKS / engineSeconds).toFixed(0)} tasks/s from the first created to the last succeeded, as ` +
      `the server recorded them (${engineSeconds.toFixed(2)} s) (goal 200 tasks/s)`,
  );
  console.log(
    `  as the client saw them: ${(TASKS / seconds).toFixed(0)} tasks/s (${seconds.toFixed(2)} s, with its ` +
      `checks one after another; creates answered in ${((createdAt - started) / 1000).toFixed(2)} s)`,
  );
  console.log(
    `check of a finished task: p50 ${f(percentile(check, 50))}, p99 ${f(percentile(check, 99))} over ${CHECKS} calls (goal p99 < 5 ms)`,
  );
  console.log(
    `baseline GET /api/user/credits: p50 ${f(percentile(credits, 50))}, p99 ${f(percentile(credits, 99))}; ` +
      `check/credits p99 ratio ${(percentile(check, 99) / percentile(credits, 99)).toFixed(2)}`,
  );
  console.log(
    `first view of a thumbnail (made then): p50 ${f(percentile(thumbs, 50))}, p99 ${f(percentile(thumbs, 99))}`,
  );
} finally {
  await stopServer(server.child);
  await upstream.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
