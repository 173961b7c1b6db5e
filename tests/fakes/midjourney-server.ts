// Runs the loopback midjourney-proxy alone for browser tests and benchmarks:
// `tsx tests/fakes/midjourney-server.ts PORT [SECRET]` (defaults 8796 and `mj-e2e`); point the server at it
// with MJ_PROXY_URL=http://127.0.0.1:PORT MJ_API_SECRET=SECRET. Tests steer it with `POST /__script` (JSON
// merged into its script: queueFull, banned, queued, failReason, pollsToFinish, hang…, see
// midjourney-proxy/tasks.ts).
import { startFakeMidjourney } from './midjourney-proxy';

const port = Number(process.argv[2] ?? 8796);
const secret = process.argv[3] ?? 'mj-e2e';
const fake = await startFakeMidjourney({ port, secret });
console.log(`fake Midjourney proxy at ${fake.url} (mj-api-secret ${secret})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
