// The admin console's Stats on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped, with the reason,
// when neither is set) at 100,000 users and a million ledger entries spread over a year (written by SQL in
// bulk): p50 and p99 of the 90-day stats as the console's call makes them (kept days read, today aggregated,
// the catalogues' costs), against a plain count of the ledger's entries in the same run; then cold (no day
// kept: all 90 aggregated in the database), and both with the indexes of migration 0019 dropped.
// Goal: p99 under 200 ms. `BENCH_STATS_USERS` and `BENCH_STATS_ENTRIES` make it smaller.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { openPostgres } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { rowsOf } from '../src/server/db/rows';
import { createAdminStats } from '../src/server/modules/admin/stats-service';
import { loadImageCatalog } from '../src/server/modules/tasks/image-catalog';
import { loadCatalog } from '../src/server/providers/llm/catalog';
import { loadPriceTable } from '../src/server/ledger/prices';
import { loadAverage, onBenchPostgres, percentile } from './lib.mjs';

const USERS = Number(process.env.BENCH_STATS_USERS ?? 100_000);
const ENTRIES = Number(process.env.BENCH_STATS_ENTRIES ?? 1_000_000);
const SAMPLES = 50;
const GOAL_MS = 200;
/** The indexes the stats added (migration 0019), dropped for the last measure. */
const STATS_INDEXES = [
  'users_created_idx',
  'credit_charges_created_idx',
  'credit_holds_created_idx',
  'orders_paid_idx',
  'tasks_hold_idx',
  'tasks_finished_idx',
];

/**
 * Every user with a lot, a session and a conversation; each hold with its entry, and its settle or release
 * entry (a tenth released), so entries = users (the grants) + 2 × holds; a settled hold's charge; a task for
 * each hold of a tool (a released one failed) and an answer for each chat hold; paid orders.
 */
async function writeData(db: Database): Promise<number> {
  const started = performance.now();
  const holds = Math.floor((ENTRIES - USERS) / 2);
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  await run(sql`
    INSERT INTO users (email, name, created_at)
    SELECT 'stats-' || g || '@example.com', 'stats ' || g, now() - random() * interval '730 days'
    FROM generate_series(1, ${USERS}) g`);
  await run(sql`
    CREATE TEMP TABLE bench_users AS
    SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM users WHERE email LIKE 'stats-%'`);
  await run(sql`
    INSERT INTO credit_grants (user_id, idempotency_key, bucket, amount, source, created_at)
    SELECT id, 'bench:' || id, 'topup', 1000000, 'bench', now() - interval '400 days' FROM bench_users`);
  await run(sql`
    INSERT INTO credit_lots (user_id, grant_id, bucket, granted, remaining, created_at)
    SELECT user_id, id, 'topup', amount, amount, created_at FROM credit_grants`);
  await run(sql`
    INSERT INTO credit_entries (user_id, lot_id, type, amount, created_at)
    SELECT user_id, id, 'grant', granted, created_at FROM credit_lots`);
  await run(sql`
    INSERT INTO sessions (user_id, method, created_at, last_used_at)
    SELECT id, 'email', now() - interval '200 days', now() - random() * interval '120 days' FROM bench_users`);
  await run(sql`
    INSERT INTO conversations (user_id, kind, model) SELECT id, 'chat', 'gpt-4o' FROM bench_users`);
  // One hold per g: its user, service (six in ten chat, one bot, two imagine, one goods) and time in the year.
  await run(sql`
    CREATE TEMP TABLE bench_holds AS
    SELECT g, gen_random_uuid() AS id, u.id AS user_id, l.id AS lot_id,
      (ARRAY['chat','chat','chat','chat','chat','chat','bot','imagine','imagine','goods'])[1 + g % 10]
        AS service,
      (g / 10) % 10 <> 0 AS settled,
      now() - random() * interval '365 days' AS at
    FROM generate_series(1, ${holds}) g
      JOIN bench_users u ON u.n = 1 + (g::bigint * 7919) % ${USERS}
      JOIN credit_lots l ON l.user_id = u.id`);
  await run(sql`
    INSERT INTO credit_holds (id, user_id, amount, charged, status, service, event, expires_at, created_at,
      closed_at)
    SELECT id, user_id, 1000, CASE WHEN settled THEN 800 ELSE 0 END,
      (CASE WHEN settled THEN 'settled' ELSE 'released' END)::credit_hold_status, service, 'generate',
      at + interval '1 hour', at, at + interval '20 seconds'
    FROM bench_holds`);
  await run(sql`
    INSERT INTO credit_entries (user_id, lot_id, type, amount, hold_id, created_at)
    SELECT user_id, lot_id, 'hold', -1000, id, at FROM bench_holds
    UNION ALL
    SELECT user_id, lot_id, (CASE WHEN settled THEN 'settle' ELSE 'release' END)::credit_entry_type,
      CASE WHEN settled THEN 200 ELSE 1000 END, id, at + interval '20 seconds'
    FROM bench_holds`);
  await run(sql`
    INSERT INTO credit_charges (user_id, hold_id, service, event, credits, subscription_amount, topup_amount,
      created_at)
    SELECT user_id, id, service, 'generate', 800, 0, 800, at + interval '20 seconds'
    FROM bench_holds WHERE settled`);
  await run(sql`
    INSERT INTO tasks (id, user_id, kind, model, provider, upstream_model, params, status, results, price,
      hold_id, charged, client_key, created_at, finished_at)
    SELECT gen_random_uuid(), user_id, service::task_kind,
      CASE WHEN service = 'goods' THEN 'goods' ELSE (ARRAY['midjourney','gpt-image','sdxl'])[1 + g % 3] END,
      CASE WHEN service = 'goods' THEN 'openai-images'
        ELSE (ARRAY['midjourney','openai-images','fal'])[1 + g % 3] END,
      'bench', '{}', (CASE WHEN settled THEN 'succeeded' ELSE 'failed' END)::task_status,
      CASE WHEN settled THEN '[{"uploadId":"bench","width":1024,"height":1024}]'::jsonb ELSE '[]' END,
      1000, id, CASE WHEN settled THEN 800 ELSE 0 END, 'bench-' || g, at, at + interval '20 seconds'
    FROM bench_holds WHERE service IN ('imagine', 'goods')`);
  await run(sql`
    INSERT INTO chat_messages (conversation_id, user_id, role, content, model, input_tokens, output_tokens,
      credits, hold_id, created_at, updated_at)
    SELECT c.id, h.user_id, 'assistant', 'bench answer',
      (ARRAY['gpt-4o','gpt-4o-mini','claude-sonnet'])[1 + h.g % 3], 1200, 400,
      CASE WHEN settled THEN 800 ELSE 0 END, h.id, h.at, h.at
    FROM bench_holds h JOIN conversations c ON c.user_id = h.user_id
    WHERE h.service IN ('chat', 'bot')`);
  await run(sql`
    INSERT INTO orders (sn, user_id, kind, status, plan, credits, amount, currency, created_at, paid_at)
    SELECT 'BENCH-' || g, u.id, (ARRAY['subscription','topup','recharge'])[1 + g % 3]::order_kind,
      (CASE WHEN g % 5 = 0 THEN 'expired' ELSE 'paid' END)::order_status,
      CASE WHEN g % 3 = 0 THEN 'basic'::plan_id END, 100000, 999,
      CASE WHEN g % 4 = 0 THEN 'eur' ELSE 'usd' END, at, CASE WHEN g % 5 <> 0 THEN at END
    FROM (SELECT g, now() - random() * interval '365 days' AS at FROM generate_series(1, ${USERS / 2}) g) o
      JOIN bench_users u ON u.n = 1 + (o.g * 31) % ${USERS}`);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map index-only scans need.
  await run(sql`VACUUM ANALYZE`);
  return (performance.now() - started) / 1000;
}

async function timed(samples: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
const show = ({ p50, p99 }: { p50: number; p99: number }) =>
  `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;

async function measure(url: string): Promise<void> {
  const handle = await openPostgres(url);
  await handle.migrate(migrationsFolder());
  const { db } = handle;
  const seconds = await writeData(db);
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
    SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM credit_entries)::int AS entries,
      (SELECT count(*) FROM credit_charges)::int AS charges, (SELECT count(*) FROM tasks)::int AS tasks,
      (SELECT count(*) FROM chat_messages)::int AS messages`),
  );
  console.log(
    `PostgreSQL: ${counts!.users} users, ${counts!.entries} ledger entries, ${counts!.charges} charges, ` +
      `${counts!.tasks} tasks, ${counts!.messages} answers over a year (written in ${seconds.toFixed(1)} s)`,
  );
  console.log(`load average before measuring: ${loadAverage()}`);
  const chat = new Map(loadCatalog(undefined).models.map((entry) => [entry.id, entry.cost]));
  const images = new Map(loadImageCatalog(undefined).models.map((entry) => [entry.id, entry.cost]));
  const stats = createAdminStats({
    db,
    now: () => new Date(),
    creditsPerCent: () => loadPriceTable(undefined).recharge.creditsPerCent,
    chatCost: (model) => chat.get(model),
    imageCost: (model) => images.get(model),
  });
  const sample = await stats('90');
  console.log(
    `90-day stats: ${sample.days.length} days, ${sample.spendByTool.length} tools, ` +
      `${sample.spendByModel.length} models, ${sample.failures.length} providers`,
  );
  const forget = () => db.execute(sql`DELETE FROM admin_stats_days`);
  const baseline = await timed(SAMPLES, () => db.execute(sql`SELECT count(*) FROM credit_entries`));
  // Cold: no day kept yet (the first look after the upgrade, or at a new database): all 90 aggregated.
  const cold = await timed(Math.min(SAMPLES, 20), () => forget().then(() => stats('90')));
  await stats('90');
  const warm = await timed(SAMPLES, () => stats('90'));
  const month = await timed(SAMPLES, () => stats('30'));
  console.log(`baseline, SELECT count(*) over the ledger's entries: ${show(baseline)}`);
  console.log(
    `stats, 90 days, days over kept (every look after the first of a day): ${show(warm)}`,
  );
  console.log(`stats, 30 days, kept: ${show(month)}`);
  console.log(`stats, 90 days, cold (every day aggregated, then kept): ${show(cold)}`);
  for (const name of STATS_INDEXES) await db.execute(sql.raw(`DROP INDEX ${name}`));
  await db.execute(sql`ANALYZE`);
  const coldWithout = await timed(Math.min(SAMPLES, 10), () => forget().then(() => stats('90')));
  const warmWithout = await timed(Math.min(SAMPLES, 20), () => stats('90'));
  console.log(
    `without migration 0019's indexes: cold ${show(coldWithout)}; kept ${show(warmWithout)}`,
  );
  console.log(
    `goal ${warm.p99 < GOAL_MS ? 'met' : 'NOT met'}: 90-day p99 ${warm.p99.toFixed(1)} ms under ${GOAL_MS} ms ` +
      `(${(warm.p99 / baseline.p99).toFixed(2)}× the ledger count's p99); cold p99 ${cold.p99.toFixed(1)} ms`,
  );
  console.log(`load average after: ${loadAverage()}`);
  await handle.close();
}

await onBenchPostgres('admin_stats', measure);
