// The desktop image check: time for a 10 MB JPEG and for a 14000x14000 PNG bomb (196 MP claimed in a tiny
// file), with the process's memory growth. Goals: 10 MB under 20 ms; the bomb refused in under 50 ms with
// under 50 MB of growth. Baseline in the same run: reading the same files' first 512 KB with no parsing.
import sharp from 'sharp';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkImage } from '../src/main/image-check';
import { pngBomb } from '../src/main/image-check.test-helpers';

const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-images-'));
const runs = 30;

async function time(label: string, fn: () => Promise<unknown>) {
  await fn();
  const rssBefore = process.memoryUsage().rss;
  const samples: number[] = [];
  let peak = rssBefore;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  console.log(
    `${label}: median ${median.toFixed(2)} ms, max ${samples.at(-1)?.toFixed(2)} ms, memory growth ${((peak - rssBefore) / 1024 / 1024).toFixed(1)} MB`,
  );
  return median;
}

async function readHeader(path: string) {
  const file = await open(path, 'r');
  try {
    await file.read(Buffer.alloc(512 * 1024), 0, 512 * 1024, 0);
  } finally {
    await file.close();
  }
}

try {
  let jpeg = await sharp({
    create: {
      width: 4200,
      height: 3200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  jpeg = jpeg.subarray(0, Math.min(jpeg.length, 10 * 1024 * 1024 - 1));
  const jpegPath = join(dir, 'photo.jpg');
  writeFileSync(jpegPath, jpeg);
  const bombPath = join(dir, 'bomb.png');
  writeFileSync(bombPath, pngBomb(14000, 14000));
  console.log(
    `files: JPEG ${(jpeg.length / 1024 / 1024).toFixed(2)} MB (4200x3200), PNG bomb ${pngBomb(14000, 14000).length} bytes claiming 14000x14000`,
  );

  const baseline = await time('baseline: read 512 KB of the JPEG', () => readHeader(jpegPath));
  const photo = await time('check 10 MB JPEG (product)', () =>
    checkImage({ path: jpegPath }, 'product'),
  );
  const bomb = await time('check 196 MP PNG bomb (chat)', () =>
    checkImage({ path: bombPath }, 'chat'),
  );
  console.log(
    `verdicts: JPEG ${JSON.stringify(await checkImage({ path: jpegPath }, 'product'))}, bomb ${JSON.stringify(await checkImage({ path: bombPath }, 'chat'))}`,
  );
  console.log(
    `ratios to the baseline: JPEG ${(photo / baseline).toFixed(1)}x, bomb ${(bomb / baseline).toFixed(1)}x`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
