// The chat page while a long answer streams, in Chromium: the built server (real sign-in, credit holds)
// in front of the loopback OpenAI fake, which sends a 4,000-token Markdown answer (headings, lists, a table,
// code in several languages, math) at 50 tokens a second. The page's own Long Tasks and animation frames say
// how much the main thread was blocked while it rendered. For context, the same page idle for 5 s before
// sending and after the answer, in the same run.
// Goal: no main-thread task over 100 ms while the answer streams.
import { chromium, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { splitTokens } from '../tests/fakes/llm-common';
import { startFakeOpenAI } from '../tests/fakes/openai-chat';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { ms, newDataDir, root, startServer, stopServer } from './lib.mjs';
// @ts-expect-error plain JavaScript helpers shared by the project's scripts
import { isStale } from '../scripts/lib.mjs';

const TOKENS = Number(process.env.BENCH_RENDER_TOKENS ?? 4000);
const TOKEN_DELAY_MS = Number(process.env.BENCH_RENDER_TOKEN_DELAY_MS ?? 20);
const IDLE_MS = 5_000;
const GOAL_MS = 100;

// A realistic long answer: sections of the kinds models write, each a little different, until TOKENS.
/** Code as models write it, one language per entry; `{n}` becomes the section's number. */
const CODE: Record<string, string> = {
  typescript: `export async function fetchPage{n}(cursor?: string): Promise<Page<Item>> {\n  const url = new URL('/api/items', location.origin);\n  if (cursor) url.searchParams.set('cursor', cursor);\n  const response = await fetch(url, { headers: { accept: 'application/json' } });\n  if (!response.ok) throw new Error(\`HTTP \${response.status}\`);\n  return (await response.json()) as Page<Item>;\n}`,
  python: `def moving_average_{n}(values: list[float], window: int = {n}) -> list[float]:\n    """Mean of each window of the series."""\n    if window <= 0:\n        raise ValueError("window must be positive")\n    total = sum(values[:window])\n    out = [total / window]\n    for old, new in zip(values, values[window:]):\n        total += new - old\n        out.append(total / window)\n    return out`,
  rust: `pub fn checksum_{n}(data: &[u8]) -> u32 {\n    let (mut a, mut b) = (1u32, 0u32);\n    for byte in data {\n        a = (a + *byte as u32) % 65_521;\n        b = (b + a) % 65_521;\n    }\n    (b << 16) | a\n}`,
  sql: `SELECT u.id, u.email, count(o.id) AS orders, sum(o.total) AS spent\nFROM users u\nLEFT JOIN orders o ON o.user_id = u.id AND o.created_at > now() - interval '{n} days'\nWHERE u.deleted_at IS NULL\nGROUP BY u.id, u.email\nHAVING count(o.id) > {n}\nORDER BY spent DESC\nLIMIT 20;`,
  bash: `#!/usr/bin/env bash\nset -euo pipefail\nfor file in logs/*.log; do\n  gzip -9 "$file" && echo "compressed $file (batch {n})"\ndone\ndu -sh logs | tee -a report.txt`,
  go: `func worker{n}(ctx context.Context, jobs <-chan Job, results chan<- Result) {\n\tfor {\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\treturn\n\t\tcase job := <-jobs:\n\t\t\tresults <- job.Run()\n\t\t}\n\t}\n}`,
  json: `{\n  "name": "service-{n}",\n  "replicas": {n},\n  "env": { "LOG_LEVEL": "info", "TIMEOUT_MS": {n}000 },\n  "ports": [8080, 9090]\n}`,
};
const LANGUAGES = Object.keys(CODE);

const SECTIONS: Array<(i: number) => string> = [
  (i) =>
    `## ${i + 1}. Step ${i + 1}: what changes and why\n\nThe **first** thing to notice is that the cost grows as $O(n \\log n)$ rather than $O(n^2)$, because each pass halves the work left. In practice, with \`batch = ${i + 16}\`, the median latency drops from ${40 + i} ms to ${12 + (i % 7)} ms, and the tail follows. Keep the _invariant_ in mind: every item is visited exactly once, and the state between passes fits in memory.`,
  (i) =>
    `Things to check before rolling this out:\n\n- Measure the baseline on the same machine (run ${i + 1}).\n- Watch the error rate, not only the mean:\n  - p99 latency under load;\n  - memory after an hour.\n- Keep the old path behind a flag for a week.\n\n1. Deploy to one region.\n2. Compare with the control for ${i + 2} days.\n3. Roll out everywhere.`,
  (i) =>
    `| Option | Latency (ms) | Memory (MB) | Notes |\n|---|---:|---:|---|\n| Baseline | ${120 + i} | ${256 + i} | current behaviour |\n| Batched | ${48 + i} | ${270 + i} | one flush per frame |\n| Streamed | ${31 + i} | ${190 + i} | needs back-pressure |\n| Cached | ${9 + i} | ${512 + i} | warm cache only |`,
  (i) => {
    const language = LANGUAGES[i % LANGUAGES.length]!;
    const code = CODE[language]!.replaceAll('{n}', String(i + 2));
    return `Here is a version you can drop in:\n\n\`\`\`${language}\n${code}\n\`\`\`\n\nIt runs in linear time, and the only allocation is the output.`;
  },
  (i) =>
    `The expected total follows from the sum of a geometric series:\n\n$$\nS_{${i + 1}} = \\sum_{k=0}^{n-1} a r^k = a \\frac{1 - r^n}{1 - r}, \\qquad |r| < 1\n$$\n\nso with $a = ${i + 1}$ and $r = \\tfrac{1}{2}$ it never exceeds $${2 * (i + 1)}$.`,
  (i) =>
    `> Note: measure before and after on the same machine, in the same session (case ${i + 1}). Figures from different machines do not compare.`,
];

/** Exactly `tokens` fake tokens (whitespace-separated pieces), ending in a paragraph to fill the rest. */
function longAnswer(tokens: number): string {
  let text = '# A long answer\n\nBelow is the whole plan, step by step, with code and the figures.';
  for (let i = 0; ; i++) {
    const next = `${text}\n\n${SECTIONS[i % SECTIONS.length]!(Math.floor(i / SECTIONS.length))}`;
    if (splitTokens(next).length > tokens - 12) break;
    text = next;
  }
  const filler = 'That covers the plan; each step above can ship on its own.'.split(' ');
  const missing = tokens - splitTokens(text).length;
  const words = Array.from({ length: missing }, (_, i) => filler[i % filler.length]!);
  return `${text}\n\n${words.join(' ')}`;
}

// Measured inside the page: long tasks, long animation frames (with their scripts) and every frame's time.
// Plain JavaScript in a string: functions compiled here could carry helpers the page does not have.
const MEASURE = `(() => {
  const bench = (window.__bench = { tasks: [], frames: [], loafs: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.duration <= 50) continue;
        bench.loafs.push({
          start: e.startTime,
          duration: e.duration,
          styleAndLayoutStart: e.styleAndLayoutStart,
          scripts: e.scripts.map((s) => ({
            duration: s.duration,
            layout: s.forcedStyleAndLayoutDuration,
            what: s.invoker + ' ' + (s.sourceFunctionName || '?') + ' ' + (s.sourceURL.split('/').pop() || '') + ':' + s.sourceCharPosition,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const frame = (time) => {
    bench.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

interface Task {
  start: number;
  duration: number;
}
interface Loaf extends Task {
  styleAndLayoutStart: number;
  scripts: Array<{ duration: number; layout: number; what: string }>;
}
interface Measured {
  tasks: Task[];
  loafs: Loaf[];
  frames: number;
  worstGap: number;
  from: number;
  seconds: number;
}

/** What the page recorded between two of its own times. */
async function windowOf(page: Page, from: number, to: number): Promise<Measured> {
  const bench = (await page.evaluate('window.__bench')) as {
    tasks: Task[];
    loafs: Loaf[];
    frames: number[];
  };
  const inside = <T extends Task>(list: T[]) =>
    list.filter((item) => item.start >= from && item.start < to);
  const frames = bench.frames.filter((time) => time >= from && time < to);
  const gaps = frames.slice(1).map((time, i) => time - frames[i]!);
  return {
    tasks: inside(bench.tasks),
    loafs: inside(bench.loafs),
    frames: frames.length,
    worstGap: Math.max(0, ...gaps),
    from,
    seconds: (to - from) / 1000,
  };
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;
const f = (value: number) => ms(value, 0);
/** Linux's CPU counters (all cores): time busy and time the host gave to others (a virtual machine's steal). */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [, , , idle = 0, iowait = 0, , , steal = 0] = fields;
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, idle: idle + iowait, steal };
}

function describe(label: string, measured: Measured) {
  const tasks = [...measured.tasks].sort((a, b) => b.duration - a.duration);
  const over = tasks.filter((task) => task.duration > GOAL_MS).length;
  console.log(
    `${label}: ${tasks.length} long tasks (>50 ms), longest ${f(tasks[0]?.duration ?? 0)}, ` +
      `${over} over ${GOAL_MS} ms; ${(measured.frames / measured.seconds).toFixed(1)} frames/s, ` +
      `longest gap between frames ${f(measured.worstGap)}`,
  );
  const at = (task: Task) =>
    `${f(task.duration)} at ${((task.start - measured.from) / 1000).toFixed(1)} s`;
  if (tasks.length) console.log(`  longest tasks: ${tasks.slice(0, 8).map(at).join(', ')}`);
}

/** Where the longest animation frames went (`from`: the stream's start): scripts, then style and layout. */
function attribute(loafs: Loaf[], from: number) {
  const worst = [...loafs].sort((a, b) => b.duration - a.duration).slice(0, 5);
  for (const loaf of worst) {
    const end = loaf.start + loaf.duration;
    const script = loaf.scripts.reduce((sum, s) => sum + s.duration, 0);
    const forced = loaf.scripts.reduce((sum, s) => sum + s.layout, 0);
    const layout = loaf.styleAndLayoutStart ? end - loaf.styleAndLayoutStart : 0;
    const top = [...loaf.scripts].sort((a, b) => b.duration - a.duration)[0];
    console.log(
      `  frame of ${f(loaf.duration)} at ${((loaf.start - from) / 1000).toFixed(1)} s: ` +
        `scripts ${f(script)} (forced layout ${f(forced)}), style and layout ${f(layout)}` +
        `${top ? `; longest script ${f(top.duration)} ${top.what}` : ''}`,
    );
  }
}

// The page measured is the renderer as it is now: a build older than its sources is made again (as `npm start`
// does). WEB_DIR names another web build, measured as it is.
const build = (script: string) =>
  spawnSync(process.execPath, [join(root, script), ...(script.includes('vite') ? ['build'] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
const shared = ['src/shared', 'package.json'];
if (
  !process.env.WEB_DIR &&
  isStale('out/web/index.html', ['src/renderer', 'vite.config.ts', ...shared])
)
  build('node_modules/vite/bin/vite.js');
if (isStale('out/server/index.js', ['src/server', 'scripts/build-server.mjs', ...shared]))
  build('scripts/build-server.mjs');

const PORT = 8913;
// A server left by an interrupted run would answer in place of this one.
if (
  await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`port ${PORT} is taken: a server from an interrupted run? Stop it first.`);
const reply = longAnswer(TOKENS);
const fake = await startFakeOpenAI({ tokenDelayMs: TOKEN_DELAY_MS, firstTokenDelayMs: 0 });
fake.script.reply = () => reply;
const dataDir: string = newDataDir('render');
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A session for a new user: a code by e-mail, read from the server's outbox. */
async function signIn(base: string, email: string) {
  const post = async (body: object) => {
    const response = await fetch(`${base}/api/e/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  await post({ email });
  const outbox = join(dataDir, 'outbox');
  let file: string | undefined;
  for (let i = 0; i < 100 && !file; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 50));
    if (existsSync(outbox))
      file = readdirSync(outbox).find((name) => name.endsWith(`-${email}.eml`));
  }
  if (!file) throw new Error(`no sign-in mail for ${email}`);
  const code = /^Subject: .*?(\d{6})/m.exec(readFileSync(join(outbox, file), 'utf8'))![1];
  return (await post({ email, code })) as {
    token: string;
    refreshToken: string;
    expiresIn: number;
  };
}

try {
  server = await startServer({
    dataDir,
    port: PORT,
    env: {
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.url,
      CHAT_MAX_OUTPUT_TOKENS: String(Math.max(4096, TOKENS + 64)),
    },
  });
  const base = server.url;
  const session = await signIn(base, `render-${Date.now()}@example.com`);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  // The session as the web app keeps it (platform/web.ts, platform/storage.ts): JSON {value, expiresAt}.
  await context.addInitScript(
    ({ token, refreshToken, expiresAt }) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', JSON.stringify({ value: token, expiresAt }));
      localStorage.setItem('refreshToken', JSON.stringify({ value: refreshToken }));
    },
    { ...session, expiresAt: Date.now() + (session.expiresIn - 30) * 1000 },
  );
  const page = await context.newPage();
  await page.goto(`${base}/chat?model=gpt-4o-mini`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const input = page.locator('[data-testid=chat-input]');
  await input.waitFor();
  await page.evaluate(MEASURE);

  const idleFrom = await now(page);
  await page.waitForTimeout(IDLE_MS);
  const idleBefore = await windowOf(page, idleFrom, await now(page));

  await input.fill('Write the whole plan, step by step, with code, a table and the maths.');
  await page.locator('[data-testid=chat-send]:not([disabled])').waitFor();
  // Other work on the same cores shows up as long tasks: the load says how quiet the machine was.
  const loads = [loadavg()[0]!];
  const cpuBefore = cpuTimes();
  const sampler = setInterval(() => loads.push(loadavg()[0]!), 5_000);
  const sentAt = await now(page);
  await input.press('Enter');
  // A plain querySelector a few times a second: Playwright's own selector engine walks the whole page, and
  // polling with it shows up in the figures once the answer is long.
  const deadline = Date.now() + TOKENS * TOKEN_DELAY_MS * 3 + 60_000;
  const done = `document.querySelector('[data-testid=message][data-role=assistant][data-status=done]') !== null`;
  while (!(await page.evaluate(done))) {
    if (Date.now() > deadline) throw new Error('the answer did not finish');
    await page.waitForTimeout(250);
  }
  const doneAt = await now(page);
  clearInterval(sampler);
  const cpuAfter = cpuTimes();
  const streaming = await windowOf(page, sentAt, doneAt);
  const rendered = await page
    .locator('[data-testid=message][data-role=assistant]')
    .last()
    .evaluate((element) => element.textContent?.length ?? 0);
  const push = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/user/chat/push')).map((e) => [e.responseStart, e.responseEnd])`,
  )) as Array<[number, number]>;
  const [firstByte, lastByte] = push.at(-1) ?? [sentAt, doneAt];

  const afterFrom = await now(page);
  await page.waitForTimeout(IDLE_MS);
  const idleAfter = await windowOf(page, afterFrom, await now(page));

  console.log(
    `answer: ${splitTokens(reply).length} tokens, ${reply.length} characters of Markdown ` +
      `(${rendered} rendered characters); upstream ${TOKEN_DELAY_MS} ms per token`,
  );
  console.log(
    `stream: ${((lastByte - firstByte) / 1000).toFixed(1)} s from the answer's first byte to its last ` +
      `(${((TOKENS * 1000) / (lastByte - firstByte)).toFixed(1)} tokens/s); ` +
      `send to done ${((doneAt - sentAt) / 1000).toFixed(1)} s`,
  );
  const share = (key: 'idle' | 'steal') =>
    cpuBefore && cpuAfter
      ? (100 * (cpuAfter[key] - cpuBefore[key])) / (cpuAfter.total - cpuBefore.total)
      : NaN;
  console.log(
    `machine during the stream: load ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} ` +
      `on ${availableParallelism()} cores, CPU busy ${(100 - share('idle')).toFixed(0)}% ` +
      `(this run included), stolen by the host ${share('steal').toFixed(0)}%`,
  );
  describe(`while streaming (goal: none over ${GOAL_MS} ms)`, streaming);
  attribute(streaming.loafs, sentAt);
  describe(`idle ${IDLE_MS / 1000} s before sending`, idleBefore);
  describe(`idle ${IDLE_MS / 1000} s with the answer on screen`, idleAfter);
} finally {
  await browser.close();
  if (server) await stopServer(server.child);
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
