// Shared by the benchmarks: starting the built server on a data folder and summarising timings.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function newDataDir(label) {
  return mkdtempSync(join(tmpdir(), `atrium-bench-${label}-`));
}

/** Starts `out/server/index.js`; resolves once /api/health answers, with the time that took. */
export async function startServer({ dataDir, port, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'out/server/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
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

export const ms = (value) => `${value.toFixed(1)} ms`;
