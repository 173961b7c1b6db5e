// Runs the real models (face-api on the wasm backend) on the package's own sample photos: about 0.5 s per
// detection on a 2-core machine, ~10 s for the file. The samples are group photos; the portraits here are
// crops of single faces from them (boxes found once with this detector, at 1920 px).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createFaceDetector,
  FaceDetectionError,
  faceTensorCount,
  judgeFace,
  MIN_SHARPNESS,
  poseFromLandmarks,
  type FaceReport,
} from './detect';

const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const SLOW = 120_000;

/** A crop of one sample photo (1920 px wide), enlarged `scale` times: a single-person portrait. */
async function portrait(
  sample: number,
  crop: { left: number; top: number; width: number; height: number },
  scale = 1,
): Promise<Buffer> {
  return sharp(join(demo, `sample${sample}.jpg`))
    .extract(crop)
    .resize(Math.round(crop.width * scale))
    .jpeg({ quality: 92 })
    .toBuffer();
}
/** Sample 6, third from the left: looking straight at the camera, crisp. 1133x1663 at 2.5x. */
const frontal = () => portrait(6, { left: 1047, top: 112, width: 453, height: 665 }, 2.5);
/** Sample 5, second row on the left: head turned well to one side. */
const turned = () => portrait(5, { left: 484, top: 242, width: 393, height: 596 }, 2);
/** Sample 3, the left face: frontal enough, beside the other one in the composite. */
const neighbour = () => portrait(3, { left: 445, top: 142, width: 478, height: 649 });

const report = (over: Partial<FaceReport>): FaceReport => ({
  faces: 1,
  frontal: true,
  sharp: true,
  score: 0.99,
  ...over,
});

describe('judgeFace', () => {
  it('names the first rule a report breaks', () => {
    expect(judgeFace(report({}))).toBeUndefined();
    expect(judgeFace(report({ faces: 0, frontal: false, sharp: false }))).toBe('FACE_NOT_FOUND');
    expect(judgeFace(report({ faces: 2, frontal: false }))).toBe('FACE_MANY');
    expect(judgeFace(report({ frontal: false, sharp: false }))).toBe('FACE_NOT_FRONTAL');
    expect(judgeFace(report({ sharp: false }))).toBe('FACE_BLURRY');
  });
});

describe('poseFromLandmarks', () => {
  // 68 points of a face seen from the front, eyes 20 apart, the nose tip `yaw` of the way from the eye on the
  // image's left to the other, the whole face rotated `roll` degrees; the points not used do not matter.
  const face = (yaw: number, roll = 0) => {
    const turn = (roll * Math.PI) / 180;
    const at = (x: number, y: number) => ({
      x: 50 + x * Math.cos(turn) - y * Math.sin(turn),
      y: 50 + x * Math.sin(turn) + y * Math.cos(turn),
    });
    return Array.from({ length: 68 }, (_, i) => {
      if (i >= 36 && i <= 41) return at(-10, 0);
      if (i >= 42 && i <= 47) return at(10, 0);
      if (i === 30) return at(-10 + 20 * yaw, 15);
      return at(0, 30);
    });
  };

  it('is frontal with the nose tip between the eyes and the eye line level', () => {
    const straight = poseFromLandmarks(face(0.5));
    expect(straight.yaw).toBeCloseTo(0.5);
    expect(straight.roll).toBeCloseTo(0);
    expect(straight.frontal).toBe(true);
    expect(poseFromLandmarks(face(0.35)).frontal).toBe(true);
    const tilted = poseFromLandmarks(face(0.65, 15));
    expect(tilted.yaw).toBeCloseTo(0.65); // measured along the eye line
    expect(tilted.roll).toBeCloseTo(15);
    expect(tilted.frontal).toBe(true);
  });

  it('is not frontal when the head is turned, tilted or upside down', () => {
    expect(poseFromLandmarks(face(0.15)).frontal).toBe(false);
    expect(poseFromLandmarks(face(1.1)).frontal).toBe(false); // beyond the eye
    expect(poseFromLandmarks(face(0.5, -27)).frontal).toBe(false);
    expect(poseFromLandmarks(face(0.5, 180)).frontal).toBe(false);
    expect(() => poseFromLandmarks(face(0.5).slice(0, 5))).toThrow(RangeError);
  });
});

describe('createFaceDetector', () => {
  const detector = createFaceDetector();

  it(
    'passes a crisp frontal portrait, and finds its face where it is',
    async () => {
      const result = await detector.detect(await frontal());
      expect(judgeFace(result)).toBeUndefined();
      expect(result).toMatchObject({ faces: 1, frontal: true, sharp: true });
      expect(result.score).toBeGreaterThan(0.9);
      // The face sits in the upper middle of the 1133x1663 portrait.
      expect(result.box!.x).toBeGreaterThan(250);
      expect(result.box!.x + result.box!.width).toBeLessThan(900);
      expect(result.box!.y).toBeLessThan(800);
      expect(result.measures!.sharpness).toBeGreaterThan(MIN_SHARPNESS * 3);
    },
    SLOW,
  );

  it(
    'finds the same portrait blurred (sharp blur 8) too blurry',
    async () => {
      const blurred = await sharp(await frontal())
        .blur(8)
        .jpeg({ quality: 92 })
        .toBuffer();
      const result = await detector.detect(blurred);
      expect(result).toMatchObject({ faces: 1, frontal: true, sharp: false });
      expect(result.measures!.sharpness).toBeLessThan(MIN_SHARPNESS);
      expect(judgeFace(result)).toBe('FACE_BLURRY');
    },
    SLOW,
  );

  it(
    'finds no face in a flat grey image',
    async () => {
      const grey = await sharp({
        create: { width: 800, height: 1000, channels: 3, background: '#808080' },
      })
        .jpeg()
        .toBuffer();
      const result = await detector.detect(grey);
      expect(result).toEqual({ faces: 0, frontal: false, sharp: false, score: 0 });
      expect(judgeFace(result)).toBe('FACE_NOT_FOUND');
    },
    SLOW,
  );

  it(
    'counts two people side by side, and a group photo',
    async () => {
      const [left, right] = await Promise.all(
        [await frontal(), await neighbour()].map((bytes) =>
          sharp(bytes).resize({ height: 680 }).toBuffer({ resolveWithObject: true }),
        ),
      );
      const composite = await sharp({
        create: {
          width: left!.info.width + right!.info.width,
          height: 680,
          channels: 3,
          background: '#808080',
        },
      })
        .composite([
          { input: left!.data, left: 0, top: 0 },
          { input: right!.data, left: left!.info.width, top: 0 },
        ])
        .jpeg({ quality: 92 })
        .toBuffer();
      const two = await detector.detect(composite);
      expect(two.faces).toBe(2);
      expect(judgeFace(two)).toBe('FACE_MANY');

      const group = await detector.detect(await sharp(join(demo, 'sample6.jpg')).jpeg().toBuffer());
      expect(group.faces).toBe(4);
      expect(judgeFace(group)).toBe('FACE_MANY');
    },
    SLOW,
  );

  it(
    'finds a turned head and a tilted head not frontal',
    async () => {
      const side = await detector.detect(await turned());
      expect(side.faces).toBe(1);
      expect(side.measures!.yaw).toBeGreaterThan(0.8);
      expect(judgeFace(side)).toBe('FACE_NOT_FRONTAL');

      const tilted = await detector.detect(
        await sharp(await frontal())
          .rotate(35, { background: '#808080' })
          .jpeg({ quality: 92 })
          .toBuffer(),
      );
      expect(tilted.faces).toBe(1);
      expect(Math.abs(tilted.measures!.roll)).toBeGreaterThan(25);
      expect(judgeFace(tilted)).toBe('FACE_NOT_FRONTAL');
    },
    SLOW,
  );

  it(
    'runs detections one at a time, leaks no tensors and refuses unreadable bytes',
    async () => {
      const bytes = await frontal();
      const before = await faceTensorCount();
      const results = await Promise.all([
        detector.detect(bytes),
        detector.detect(Buffer.from('not an image')).catch((error: unknown) => error),
        detector.detect(bytes),
      ]);
      expect(results[0]).toEqual(results[2]);
      expect(results[1]).toBeInstanceOf(FaceDetectionError);
      expect((results[1] as FaceDetectionError).reason).toBe('unreadable');
      expect(await faceTensorCount()).toBe(before);
    },
    SLOW,
  );

  it(
    'reports models that cannot be loaded as unavailable, without crashing',
    async () => {
      const broken = createFaceDetector({ modelDir: join(demo, 'no-such-folder') });
      const error = await broken.detect(await frontal()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FaceDetectionError);
      expect((error as FaceDetectionError).reason).toBe('unavailable');
      expect((error as Error).message).toMatch(/face detection is unavailable.*no-such-folder/);
      // The working detector is not disturbed.
      expect((await detector.detect(await frontal())).faces).toBe(1);
    },
    SLOW,
  );
});
