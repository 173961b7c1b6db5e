// Runs the loopback Google on a fixed port for the browser tests: `tsx tests/fakes/google-server.ts PORT`.
import { startFakeGoogleOn } from './google';

const port = Number(process.argv[2] ?? 8798);
const google = await startFakeGoogleOn(port);
console.log(`fake Google listening at ${google.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void google.close().then(() => process.exit(0)));
