// Sign-in round trip: ask for a code, read it from the outbox, trade it for a session. Each iteration
// uses a new address (and, through TRUST_PROXY, a new client address) so no rate limit or cooldown applies.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ms, newDataDir, percentile, startServer, stopServer } from './lib.mjs';

const iterations = Number(process.env.BENCH_SIGNINS ?? 100);
const dataDir = newDataDir('signin');
const { child, url } = await startServer({ dataDir, port: 8902, env: { TRUST_PROXY: 'true' } });

async function post(body, ip) {
  const response = await fetch(`${url}/api/e/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${response.status} ${json.msg}`);
  return json.data;
}

function codeFor(email) {
  const outbox = join(dataDir, 'outbox');
  const file = readdirSync(outbox).find((name) => name.endsWith(`-${email}.eml`));
  if (!file) throw new Error(`no mail for ${email}`);
  return /^Subject: .*?(\d{6})/m.exec(readFileSync(join(outbox, file), 'utf8'))[1];
}

const send = [];
const verify = [];
const total = [];
try {
  for (let i = 0; i < iterations; i++) {
    const email = `bench-${i}-${Date.now()}@example.com`;
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const t0 = performance.now();
    await post({ email }, ip);
    const t1 = performance.now();
    const data = await post({ email, code: codeFor(email) }, ip);
    const t2 = performance.now();
    if (!data.token) throw new Error('no token');
    send.push(t1 - t0);
    verify.push(t2 - t1);
    total.push(t2 - t0);
  }
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
const line = (label, values) =>
  console.log(`${label} p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`);
console.log(`sign-in round trip over ${iterations} new users (PGlite, outbox mail):`);
line('  send code        ', send);
line('  verify code      ', verify);
line('  whole round trip ', total);
