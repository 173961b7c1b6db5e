// Soak: the built server under a steady, paced mix of everyday calls from a few dozen simulated users for half
// an hour, to find what only time shows: memory, descriptors or sockets that grow without bound, latency that
// creeps up, a 5xx that needs an unlucky interleaving. Beside the mix, a trickle of hostile requests (bad
// input, NUL bytes, other users' ids) and of slow or broken clients (bodies and headers trickled, bodies cut,
// streams left). Every 30 s it samples the server process from outside (bench/soak/probe.ts) and the
// client's counts, prints a row, and at the end prints the curve per minute and fits a line to the second
// half of each series. Not part of `npm run bench` nor of CI:
//   npm run bench:soak [-- --minutes N] [--users N] [--seed N] [--sample-seconds N] [--port N]
// The server, the loopback OpenAI fake and the OpenAI Images fake each run in their own process; PGlite in a
// temporary data folder, or a fresh PostgreSQL database (dropped after) on the server of BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL. It exits with 1 when it saw a 5xx or anything unexpected, or when a
// series grows.
import { setMaxListeners } from 'node:events';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  benchDatabase,
  newDataDir,
  startFake,
  startServer,
  stopServer,
  writePriceTable,
} from './lib.mjs';
import { describeHostile, runHostile } from './soak/hostile';
import { describeMix, pause, runUser, THINK_MS, type Context } from './soak/mix';
import { connectInspector, openFds, rssMb, serverSockets, type Inspector } from './soak/probe';
import { curve, tableHeader, tableRow, verdicts, windowFigures, type Sample } from './soak/report';
import { Traffic } from './soak/traffic';
import { describeTrickles, runTrickles } from './soak/trickle';
import { newUser, seeded, signIn, type User } from './soak/users';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.BENCH_SOAK_MINUTES ?? '30' },
    users: { type: 'string', default: process.env.BENCH_SOAK_USERS ?? '36' },
    /** The same seed makes the same choices in the same order: two runs compare. */
    seed: { type: 'string', default: process.env.BENCH_SOAK_SEED ?? '1' },
    'sample-seconds': { type: 'string' },
    /** The server's port; the fakes and the inspector take the next seven (see `ports`). */
    port: { type: 'string', default: process.env.BENCH_SOAK_PORT ?? '8940' },
  },
});
const MINUTES = Number(args.minutes);
const USERS = Number(args.users);
const SEED = Number(args.seed);
/** Every 30 s; a run shorter than 20 minutes samples more often, so that its second half has 20 points. */
const SAMPLE_MS = Number(args['sample-seconds'] ?? Math.max(5, Math.min(30, MINUTES * 3))) * 1000;
const PORT = Number(args.port);
const ports = { server: PORT, llm: PORT + 1, images: PORT + 3, inspector: PORT + 7 };
/** After the load stops: longer than the server's 5 s keep-alive, so idle connections have closed. */
const SETTLE_MS = 7_000;
// DATABASE_URL names a PostgreSQL server too: the soak makes a database of its own there.
if (!process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
  process.env.BENCH_DATABASE_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

/**
 * Small images from the seed: chat pictures (flat PNGs) and upscaler inputs (JPEGs of seeded grain, so that
 * they are no trivial fill for the resampler). The same seed gives the same bytes.
 */
async function smallImages(random: () => number) {
  const make = async (width: number, format: 'png' | 'jpeg') => {
    const height = Math.round(width * 0.75);
    const base = [random() * 255, random() * 255, random() * 255];
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++)
      pixels[i] = format === 'png' ? base[i % 3]! : base[i % 3]! * 0.7 + random() * 76;
    const image = sharp(pixels, { raw: { width, height, channels: 3 } });
    const bytes = await image[format]().toBuffer();
    return `data:image/${format};base64,${bytes.toString('base64')}`;
  };
  const widths = [64, 128, 256, 320];
  return {
    chat: await Promise.all(widths.map((width) => make(width, 'png'))),
    upscaler: await Promise.all(widths.map((width) => make(width, 'jpeg'))),
  };
}

const stop = new AbortController();
// Every call of the run listens to this one signal: dozens at a time, by design.
setMaxListeners(0, stop.signal);
// Ctrl-C ends the run early but still prints what was measured and cleans up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());

const dataDir = newDataDir('soak');
const database = await benchDatabase('soak');
let llm: Awaited<ReturnType<typeof startFake>> | undefined;
let images: Awaited<ReturnType<typeof startFake>> | undefined;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let inspector: Inspector | undefined;
try {
  llm = await startFake('llm-server.ts', ports.llm);
  images = await startFake('image-server.ts', ports.images);
  // A provider's pace, roughly: an answer of 40 words in a little over a second, an image in 1.5 s.
  await llm.script(`http://127.0.0.1:${ports.llm}`, {
    replyWords: 40,
    firstTokenDelayMs: 200,
    tokenDelayMs: 25,
  });
  await images.script(`http://127.0.0.1:${ports.images}`, { delayMs: 1500 });
  server = await startServer({
    dataDir,
    port: ports.server,
    nodeArgs: [`--inspect=127.0.0.1:${ports.inspector}`],
    env: {
      // Each simulated user has an address of its own, as behind a proxy.
      TRUST_PROXY: 'true',
      OPENAI_API_KEY: 'sk-e2e',
      OPENAI_BASE_URL: `http://127.0.0.1:${ports.llm}/v1`,
      OPENAI_IMAGES_API_KEY: 'sk-e2e-images',
      OPENAI_IMAGES_BASE_URL: `http://127.0.0.1:${ports.images}/v1`,
      PRICE_TABLE: writePriceTable(dataDir, ['gpt-image']),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
  });
  const pid = server.child.pid!;
  inspector = await connectInspector(ports.inspector);
  const traffic = new Traffic(server.url, stop.signal);
  const ctx: Context = {
    traffic,
    dataDir,
    images: await smallImages(seeded(SEED)),
    characters: [],
  };

  console.log(
    `soak: ${MINUTES} min, ${USERS} users (a pause of ${THINK_MS[0] / 1000}-${THINK_MS[1] / 1000} s ` +
      `between actions), seed ${SEED}, database ${database.kind}, ${cpus().length} cores, ` +
      `load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  console.log(`mix: ${describeMix()}`);
  console.log(`hostile (one every 1.5-4.5 s, each must get a 4xx): ${describeHostile()}`);
  console.log(`slow or broken clients (one at a time, 2-8 s apart): ${describeTrickles()}`);
  console.log(`a sample every ${SAMPLE_MS / 1000} s`);

  const users: User[] = Array.from({ length: USERS }, (_, seat) => newUser(seat, SEED));
  for (const user of users) await signIn(user, traffic, dataDir);
  const starters = await traffic.send({ path: '/api/type/search?pageSize=20', caller: users[0]! });
  ctx.characters = ((starters?.json?.data?.list ?? []) as Array<{ id: string }>).map((c) => c.id);

  const sample = async (minute: number): Promise<Sample> => {
    if (server!.child.exitCode !== null)
      throw new Error(`the server exited with ${server!.child.exitCode}`);
    const sockets = serverSockets(ports.server);
    const fds = openFds(pid);
    const loop = await inspector!.loopDelayMs();
    return {
      minute,
      rssMb: rssMb(pid),
      heapMb: await inspector!.liveHeapMb(),
      fds: fds.all,
      socketFds: fds.sockets,
      sockets: sockets.open,
      closeWait: sockets.closeWait,
      ...windowFigures(traffic.takeWindow()),
      loopP99: loop.p99,
      loopMax: loop.max,
      load: loadavg()[0]!,
    };
  };

  const started = performance.now();
  const before = await sample(0);
  const runs = [
    ...users.map((user) => runUser(user, ctx)),
    runHostile(ctx, users, seeded(SEED + 7)),
    runTrickles(ctx, users, seeded(SEED + 11)),
  ];
  const samples: Sample[] = [];
  console.log(`\n${tableHeader()}`);
  try {
    for (let i = 1; i <= (MINUTES * 60_000) / SAMPLE_MS; i++) {
      if (!(await pause(started + i * SAMPLE_MS - performance.now(), stop.signal))) break;
      samples.push(await sample((performance.now() - started) / 60_000));
      console.log(tableRow(samples.at(-1)!));
    }
  } finally {
    stop.abort();
    await Promise.all(runs);
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = await sample((performance.now() - started) / 60_000);
  console.log(
    `\nmemory curve, per minute (the first row before the load, the last ${SETTLE_MS / 1000} s after it stopped):`,
  );
  for (const line of curve(before, samples, after)) console.log(line);

  const { lines, growing } = verdicts(samples);
  console.log(
    '\nverdicts (a line fitted to the second half of the run; growth is a slope above the',
  );
  console.log('threshold whose 95% margin clears zero):');
  for (const line of lines) console.log(`  ${line}`);
  const { total } = traffic;
  const loads = samples.map((s) => s.load);
  console.log(
    `\ntotals: ${total.requests} requests, ${total.client4xx} 4xx (${total.refusals} of them the ` +
      `refusals expected of hostile requests, slow clients and revoked shares), ${total.server5xx} 5xx; machine ` +
      `load ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)} ` +
      `(mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(2)}) on ${cpus().length} cores`,
  );
  console.log('outcomes:');
  for (const [what, count] of [...traffic.counts].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${what}: ${count}`);
  if (!traffic.problems.size) console.log('error classes: none');
  for (const [kind, { count, example }] of traffic.problems)
    console.log(`error class: ${kind} (${count}x), first: ${example}`);
  const growth = growing.length
    ? `GROWING: ${growing.join(', ')}`
    : lines.length > 1
      ? 'nothing grows without bound'
      : 'growth not judged';
  console.log(
    `\nverdict: ${growth}; ${total.server5xx} 5xx (must be 0); ` +
      `${traffic.problems.size} error classes (must be 0)`,
  );
  // There must be no 5xx, every hostile request refused, and nothing growing: a soak that found one fails.
  if (total.server5xx || traffic.problems.size || growing.length) process.exitCode = 1;
} finally {
  inspector?.close();
  if (server) await stopServer(server.child);
  await llm?.stop();
  await images?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
