// The credits ledger under load: hold+settle pairs per second and the p99 latency of one hold, at 1, 8 and
// 64 concurrent users, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped, with
// the reason, when neither is set). Goal on a 2-core machine: >= 2,000 pairs/s on PostgreSQL, p99 hold < 5 ms.
// Baselines in the same run: an empty transaction (BEGIN; SELECT 1; COMMIT) pair on the same database, and
// the p99 of one `select 1` at the same concurrency: the wait for a pool connection and a core that any
// one-statement hold pays too, the floor under the hold's p99. Each line has the load average: another run
// on the same cores shows in the p99.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrations-folder';
import { users } from '../src/server/db/schema';
import { createLedger } from '../src/server/ledger/ledger';
import { loadAverage, onBenchPostgres } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = [1, 8, 64];

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function run(
  workers: number,
  pair: (worker: number) => Promise<number>,
): Promise<{ perSecond: number; p99: number }> {
  const stopAt = performance.now() + SECONDS * 1000;
  const latencies: number[] = [];
  let pairs = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < stopAt) {
        latencies.push(await pair(worker));
        pairs += 1;
      }
    }),
  );
  return { perSecond: pairs / SECONDS, p99: percentile(latencies, 99) };
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate(migrationsFolder());
  const { db } = handle;
  const ledger = createLedger(db, () => new Date());
  const userIds: string[] = [];
  for (let index = 0; index < Math.max(...CONCURRENCY); index += 1) {
    const [row] = await db
      .insert(users)
      .values({
        email: `bench-${index}-${randomBytes(4).toString('hex')}@example.com`,
        name: 'bench',
      })
      .returning({ id: users.id });
    userIds.push(row!.id);
    await ledger.grant({
      userId: row!.id,
      key: `bench:${row!.id}`,
      bucket: 'forever',
      amount: 1e12,
      source: 'admin',
    });
  }
  for (const workers of CONCURRENCY) {
    const baseline = await run(workers, async () => {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      return performance.now() - started;
    });
    const floor = await run(workers, async () => {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    });
    const ledgerRun = await run(workers, async (worker) => {
      const userId = userIds[worker]!;
      const started = performance.now();
      const hold = await ledger.hold({
        userId,
        amount: 10,
        service: 'bench',
        event: 'pair',
        ttlMs: 60_000,
      });
      const holdMs = performance.now() - started;
      await ledger.settle(hold, 7);
      return holdMs;
    });
    console.log(
      `${label}, ${String(workers).padStart(2)} users: ${ledgerRun.perSecond.toFixed(0)} hold+settle pairs/s, p99 hold ${ledgerRun.p99.toFixed(2)} ms` +
        ` (baseline: ${baseline.perSecond.toFixed(0)} empty transaction pairs/s, ratio ${(ledgerRun.perSecond / baseline.perSecond).toFixed(2)};` +
        ` p99 of one select 1 ${floor.p99.toFixed(2)} ms; load average ${loadAverage()})`,
    );
  }
  await handle.close();
}

await bench('PGlite', await openPglite(undefined));

await onBenchPostgres('ledger', async (url) => bench('PostgreSQL', await openPostgres(url)));
