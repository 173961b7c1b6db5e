// The no-key upscaler (src/server/providers/upscale/sharp-upscaler.ts): a photo-like 1200x1200 JPEG taken to
// 12000x12000 (10x, Lanczos3, JPEG q92 written to a temporary file and read back), wall time and the
// process's peak memory. Goals: under 10 s and under 1.5 GB. Baseline in the same run: the plain
// `sharp(input).resize(12000, 12000).toBuffer()` (default kernel and JPEG q80, whole output gathered in
// memory). Each measurement runs in its own child process so peaks do not mix; runs alternate so machine
// noise falls on both alike. BENCH_UPSCALE_RUNS sets the runs per variant (3).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createSharpUpscaler } from '../src/server/providers/upscale/sharp-upscaler';
import { loadAverage } from './lib.mjs';

const SIDE = 1200;
const SCALE = 10;
const RUNS = Number(process.env.BENCH_UPSCALE_RUNS ?? 3);
const VARIANTS = ['provider', 'baseline'] as const;
type Variant = (typeof VARIANTS)[number];

interface Measurement {
  variant: Variant;
  ms: number;
  /** Highest rss seen by sampling every 20 ms, and the kernel's own maximum, in MB. */
  sampledPeakMb: number;
  maxRssMb: number;
  startRssMb: number;
  outputMb: number;
  width: number;
  height: number;
  format: string;
}

/** Gradients, soft shapes and fine grain, so that it compresses like a photo and not like a flat fill. */
async function photoLike(): Promise<Buffer> {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 337) % SIDE;
    const y = (i * 563) % SIDE;
    const r = 30 + ((i * 71) % 160);
    const hue = (i * 47) % 360;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue},60%,55%)" fill-opacity="0.45"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d3557"/><stop offset="0.5" stop-color="#e9c46a"/>
      <stop offset="1" stop-color="#2a9d8f"/></linearGradient>
      <radialGradient id="v" cx="0.5" cy="0.5" r="0.7"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
    <rect width="100%" height="100%" fill="url(#v)"/></svg>`;
  const grain = await sharp({
    create: {
      width: SIDE,
      height: SIDE,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(0.7)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function child(variant: Variant, inputPath: string): Promise<void> {
  const input = readFileSync(inputPath);
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  let bytes: Buffer;
  if (variant === 'provider') {
    const result = await createSharpUpscaler().run(
      {
        model: 'lanczos3',
        count: 1,
        images: [{ bytes: input, mime: 'image/jpeg', width: SIDE, height: SIDE }],
        extra: { scale: SCALE },
      },
      { signal: new AbortController().signal, progress: async () => {}, accepted: async () => {} },
    );
    const output = result.images[0];
    if (!output || !('bytes' in output)) throw new Error('no bytes');
    bytes = output.bytes;
  } else {
    bytes = await sharp(input)
      .resize(SIDE * SCALE, SIDE * SCALE)
      .toBuffer();
  }
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const meta = await sharp(bytes).metadata();
  const mb = (value: number) => value / 1024 / 1024;
  const measurement: Measurement = {
    variant,
    ms,
    sampledPeakMb: mb(peak),
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    startRssMb: mb(startRss),
    outputMb: mb(bytes.length),
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    format: meta.format ?? '?',
  };
  console.log(JSON.stringify(measurement));
}

function measure(variant: Variant, inputPath: string): Measurement {
  const self = fileURLToPath(import.meta.url);
  const root = join(self, '../..');
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      join(root, 'tsconfig.tools.json'),
      self,
      'child',
      variant,
      inputPath,
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`${variant} run exited with ${result.status}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Measurement;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-upscale-'));
  try {
    const input = await photoLike();
    const inputPath = join(dir, 'photo.jpg');
    writeFileSync(inputPath, input);
    console.log(
      `input: ${SIDE}x${SIDE} photo-like JPEG, ${(input.length / 1024).toFixed(0)} KB; ` +
        `${SCALE}x to ${SIDE * SCALE}x${SIDE * SCALE}; ${cpus().length} cores, load ${loadAverage()}; ` +
        `${RUNS} runs each, one child process per run`,
    );
    const runs: Record<Variant, Measurement[]> = { provider: [], baseline: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const variant of VARIANTS) {
        const m = measure(variant, inputPath);
        runs[variant].push(m);
        console.log(
          `  run ${i + 1} ${variant}: ${(m.ms / 1000).toFixed(2)} s, peak rss ${m.sampledPeakMb.toFixed(0)} MB ` +
            `(maxRSS ${m.maxRssMb.toFixed(0)} MB, ${m.startRssMb.toFixed(0)} MB before), ` +
            `output ${m.format} ${m.width}x${m.height} ${m.outputMb.toFixed(1)} MB`,
        );
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const summary = (variant: Variant) => {
      const list = runs[variant];
      return {
        seconds: median(list.map((m) => m.ms)) / 1000,
        peakMb: Math.max(...list.map((m) => Math.max(m.sampledPeakMb, m.maxRssMb))),
      };
    };
    const provider = summary('provider');
    const baseline = summary('baseline');
    console.log(
      `upscaler (Lanczos3, JPEG q92 via temp file): median ${provider.seconds.toFixed(2)} s, ` +
        `peak ${provider.peakMb.toFixed(0)} MB (goals < 10 s, < 1536 MB: ` +
        `${provider.seconds < 10 ? 'met' : 'missed'}, ${provider.peakMb < 1536 ? 'met' : 'missed'})`,
    );
    console.log(
      `baseline sharp(input).resize(12000, 12000).toBuffer(): median ${baseline.seconds.toFixed(2)} s, ` +
        `peak ${baseline.peakMb.toFixed(0)} MB`,
    );
    console.log(
      `ratios to the baseline: time ${(provider.seconds / baseline.seconds).toFixed(2)}x, ` +
        `peak memory ${(provider.peakMb / baseline.peakMb).toFixed(2)}x`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') {
  await child(process.argv[3] as Variant, process.argv[4]!);
} else {
  await main();
}
