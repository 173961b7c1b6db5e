// Shared by the benchmarks: starting the built server on a data folder and summarising timings.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function newDataDir(label) {
  return mkdtempSync(join(tmpdir(), `atrium-bench-${label}-`));
}

/**
 * Starts `out/server/index.js` (or BENCH_SERVER_DIR's `index.js`); resolves once /api/health answers, with the
 * time that took. `nodeArgs` are flags a benchmark itself needs on the server's node (the soak's `--inspect`, to
 * read the heap from outside).
 */
export async function startServer({ dataDir, port, env = {}, nodeArgs = [] }) {
  // A server left on this port (an earlier run that did not stop) would answer the health check and be
  // measured in place of this build.
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  if (stale) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node (e.g. `--cpu-prof` to profile it).
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_DIR runs another build (an earlier one kept under out/, so its packages still resolve), to
  // compare it with this one in the same session.
  const serverDir = resolve(root, process.env.BENCH_SERVER_DIR ?? 'out/server');
  const args = [...extraArgs, ...nodeArgs, join(serverDir, 'index.js')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // Every simulated user comes from this one address, hundreds of streams at once: the per-address
      // and per-user caps that guard a public server would measure themselves here, not the server.
      MAX_CONNECTIONS_PER_IP: '0',
      MAX_STREAMS_PER_USER: '1000',
      CHAT_SENDS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 3000; i++) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { child, url, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill();
  throw new Error('server did not become ready in 30 s');
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** A duration for printing, to `digits` decimals. */
export const ms = (value, digits = 1) => `${value.toFixed(digits)} ms`;

/**
 * The machine's one-minute load average, as printed with a measurement: these machines are shared and noisy,
 * and another run on the same cores shows up in every figure.
 */
export const loadAverage = () => loadavg()[0].toFixed(2);

/**
 * The database a benchmark's server uses: a fresh one on the PostgreSQL server of BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL), dropped by `drop`; without either, none (the server keeps PGlite in its data folder).
 */
export async function benchDatabase(label) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return {
      url: undefined,
      kind: 'PGlite (set BENCH_DATABASE_URL for PostgreSQL)',
      drop: async () => {},
    };
  const { default: pg } = await import('pg');
  const name = `atrium_bench_${label}_${Math.random().toString(16).slice(2, 12)}`;
  const run = async (statement) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'PostgreSQL',
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Runs `measure` on a fresh PostgreSQL database (see `benchDatabase`), dropped after, or says why it is
 * skipped when no server is named.
 */
export async function onBenchPostgres(label, measure) {
  const database = await benchDatabase(label);
  if (!database.url) {
    console.log(
      'PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server it may use)',
    );
    return;
  }
  try {
    await measure(database.url);
  } finally {
    await database.drop();
  }
}

/**
 * Writes the default price table into `dataDir` with `freeModels` open to free accounts and sign-up credits
 * that no benchmark spends (the benchmarks have no payments); answers its path, for PRICE_TABLE.
 */
export function writePriceTable(dataDir, freeModels) {
  const prices = JSON.parse(readFileSync(join(root, 'src/server/defaults/prices.json'), 'utf8'));
  prices.freeModels.push(...freeModels);
  prices.signupCredits = 1e9;
  const path = join(dataDir, 'prices.json');
  writeFileSync(path, JSON.stringify(prices));
  return path;
}

/** Signs a new user in through the e-mail code flow (the code read from the server's outbox). */
export async function signInByEmail(base, dataDir, email, ip) {
  return `Bearer ${(await emailSession(base, dataDir, email, ip)).token}`;
}

/** The same, answering the session's tokens: `{ token, refreshToken, expiresIn }` (undefined if refused). */
export async function emailSession(base, dataDir, email, ip) {
  const post = async (body) => {
    const response = await fetch(`${base}/api/e/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return (await response.json()).data;
  };
  await post({ email });
  const outbox = join(dataDir, 'outbox');
  const file = readdirSync(outbox).find((name) => name.endsWith(`-${email}.eml`));
  const code = /^Subject: .*?(\d{6})/m.exec(readFileSync(join(outbox, file), 'utf8'))[1];
  return post({ email, code });
}

/** The peak and current resident memory of a process, in MB. */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { peak: read('VmHWM'), now: read('VmRSS') };
}

let clockTicks;
/** CPU time (user + system) a process has used so far, in milliseconds (Linux's /proc). */
export function cpuMs(pid) {
  clockTicks ??=
    Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  // The fields after the command's name (which may hold spaces), from the state on: utime and stime are 12 and 13.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/**
 * Runs one of tests/fakes' servers (`llm-server.ts`, `image-server.ts`) in its own process, as a real
 * upstream would be: calling it costs a hop between processes for the relay and the direct baseline alike.
 * Resolves once it printed its addresses.
 */
export async function startFake(script, port) {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'tests/fakes', script), String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // A benchmark that fails part-way must not leave its fake holding the port.
  process.once('exit', () => child.kill());
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    child,
    /** Merges `changes` into the fake's script (see tests/fakes/llm-common.ts). */
    async script(url, changes) {
      const response = await fetch(`${url}/__script`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(changes),
      });
      if (!response.ok) throw new Error(`scripting the fake answered ${response.status}`);
    },
    stop: () => stopServer(child),
  };
}
