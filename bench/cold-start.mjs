// Server cold start: process spawn until /api/health answers, on a new data folder (PGlite initdb and all
// migrations) and on an existing one (reopen, migrations already applied). Median of several runs.
import { rmSync } from 'node:fs';
import { ms, newDataDir, percentile, startServer, stopServer } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dataDir = newDataDir('cold');
  const first = await startServer({ dataDir, port: 8901 });
  fresh.push(first.readyMs);
  await stopServer(first.child);
  const second = await startServer({ dataDir, port: 8901 });
  existing.push(second.readyMs);
  await stopServer(second.child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `cold start, new data dir:      median ${ms(percentile(fresh, 50))} (runs: ${fresh.map(ms).join(', ')})`,
);
console.log(
  `cold start, existing data dir: median ${ms(percentile(existing, 50))} (runs: ${existing.map(ms).join(', ')})`,
);
