// Server cold start: process spawn until /api/health answers, on a new data folder (PGlite initdb and all
// migrations) and on an existing one (reopen, migrations already applied). Median of several runs.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadAverage, ms, newDataDir, percentile, root, startServer, stopServer } from './lib.mjs';

/** Time for a bare process to open PGlite in `dir` (the baseline). */
function pgliteFloor(dir) {
  const started = performance.now();
  spawnSync(process.execPath, [join(root, 'bench/pglite-floor.mjs'), dir], { stdio: 'inherit' });
  return performance.now() - started;
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
const fresh = [];
const existing = [];
const floorFresh = [];
const floorExisting = [];
for (let i = 0; i < runs; i++) {
  const dataDir = newDataDir('cold');
  const first = await startServer({ dataDir, port: 8901 });
  fresh.push(first.readyMs);
  await stopServer(first.child);
  const second = await startServer({ dataDir, port: 8901 });
  existing.push(second.readyMs);
  await stopServer(second.child);
  rmSync(dataDir, { recursive: true, force: true });
  const floorDir = newDataDir('floor');
  floorFresh.push(pgliteFloor(floorDir));
  floorExisting.push(pgliteFloor(floorDir));
  rmSync(floorDir, { recursive: true, force: true });
}
console.log(`${runs} runs of each; load average ${loadAverage()}`);
const ratio = (a, b) => (percentile(a, 50) / percentile(b, 50)).toFixed(2);
console.log(
  `cold start, new data dir:      median ${ms(percentile(fresh, 50))} (runs: ${fresh.map(ms).join(', ')}); ` +
    `baseline (bare Node opening PGlite) ${ms(percentile(floorFresh, 50))}, ratio ${ratio(fresh, floorFresh)}x`,
);
console.log(
  `cold start, existing data dir: median ${ms(percentile(existing, 50))} (runs: ${existing.map(ms).join(', ')}); ` +
    `baseline ${ms(percentile(floorExisting, 50))}, ratio ${ratio(existing, floorExisting)}x`,
);
