// The photo book's face check on a 49-megapixel photo (a 7000x7000 JPEG made from a crisp frontal portrait
// of face-api's samples): CPU time and memory growth per check, against decoding that photo whole with
// sharp in the same run (what reading it at full size would cost). The detector reads a copy shrunk while
// it decodes; most of a check's CPU is the models' own. FACE_CHECKS_PER_MINUTE bounds what one user can
// make the server spend. `BENCH_FACE_RUNS` sets the checks (5).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createFaceDetector } from '../src/server/providers/face/detect';

const runs = Number(process.env.BENCH_FACE_RUNS ?? 5);
const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

const photo = await sharp(join(demo, 'sample6.jpg'))
  .extract({ left: 1047, top: 112, width: 453, height: 665 })
  .resize(7000, 7000, { fit: 'fill' })
  .jpeg({ quality: 90 })
  .toBuffer();

async function measure(label: string, run: () => Promise<unknown>) {
  await run();
  const cpu: number[] = [];
  let growth = 0;
  for (let i = 0; i < runs; i++) {
    const rss = process.memoryUsage().rss;
    const before = process.cpuUsage();
    await run();
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    growth = Math.max(growth, process.memoryUsage().rss - rss);
  }
  cpu.sort((a, b) => a - b);
  console.log(
    `${label}: median CPU ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms per call, largest memory growth ${(growth / 1024 / 1024).toFixed(1)} MB`,
  );
}

console.log(
  `a ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG of 7000x7000 (49 MP), ${runs} runs each`,
);
const detector = createFaceDetector();
await detector.warmUp();
await measure('face check', async () => {
  const report = await detector.detect(photo);
  if (report.faces !== 1) throw new Error(`expected one face, found ${report.faces}`);
});
await measure('baseline: sharp decodes it whole', () =>
  sharp(photo, { limitInputPixels: 50_000_000 }).raw().toBuffer(),
);
