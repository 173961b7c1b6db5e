// Face checks for the photo book (1 to 5 clear, front-facing, single-person portraits) and the style template
// (an unobstructed, non-blurry face): how many faces, whether the main one looks at the camera, whether it is
// sharp. Runs offline: @vladmandic/face-api's node-wasm build on TensorFlow.js's wasm backend, with the
// weights that ship inside the package (ssd_mobilenetv1 + 68-point landmarks). The .wasm binary is read from
// node_modules by the backend itself (`setWasmPaths` is never called: its demo points at a CDN).
// Measured on a 2-core machine: models load in ~0.1 s, one detection ~0.4-0.8 s, the process grows ~300 MB.
//
// TensorFlow.js is process-wide state (one backend, one WebAssembly instance): the runtime and the models are
// loaded once, on first use, and kept for the process; detections run one at a time.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from '@shared/rules/image-limits';
import type * as FaceApi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import { sharpModule } from '../../deferred';

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FaceReport {
  /** Faces found (see `countFaces`: tiny faces far behind the main one do not count). */
  faces: number;
  /** The main (largest) face looks roughly at the camera with its eye line roughly level. */
  frontal: boolean;
  /** The main face is in focus (Laplacian variance at least MIN_SHARPNESS). */
  sharp: boolean;
  /** The detector's confidence in the main face, 0-1 (0 when there is none). */
  score: number;
  /** The main face, in pixels of the image as given (after EXIF orientation). */
  box?: FaceBox;
  /** The measures behind `frontal` and `sharp`, for logs and for tuning the thresholds. */
  measures?: { yaw: number; roll: number; sharpness: number };
}

export type FaceVerdict = 'FACE_NOT_FOUND' | 'FACE_MANY' | 'FACE_NOT_FRONTAL' | 'FACE_BLURRY';

/** Why a detection could not give a report (the caller answers with a generic error, not a face rule). */
export class FaceDetectionError extends Error {
  override name = 'FaceDetectionError';
  constructor(
    readonly reason: 'unavailable' | 'unreadable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The detector's input: the image scaled so that its longer side is at most this (the net sees 512x512). */
const DETECT_SIDE = 800;
/** Detections below this confidence are ignored (face-api's own default). */
export const MIN_CONFIDENCE = 0.5;
/**
 * A face less than this fraction of the main face's height does not count as a second person: a stranger far
 * behind the subject does not make a portrait a group photo; a second person beside the subject does.
 */
const SECOND_FACE_RATIO = 0.4;

/**
 * Yaw, from the landmarks: where the nose tip (point 30) sits between the centres of the two eyes (points
 * 36-41 and 42-47), along the eye line: 0 at the eye on the image's left, 1 at the other (below 0 or above 1
 * beyond them). A face looking at the camera gives 0.5; turning the head moves the nose tip towards one eye.
 * On the 21 faces detected in face-api's sample photos (each cropped as a portrait): 0.40-0.55 for those
 * looking at the camera, 0.33-0.37 and 0.65-0.68 for heads turned a little (about 15-20 degrees), 0.25-0.29
 * and 0.73-0.94 for heads turned clearly away; profiles are mostly not detected at all. Accepted: 0.30-0.70.
 */
export const FRONTAL_YAW = { min: 0.3, max: 0.7 } as const;
/**
 * Roll: the angle of the line through the eye centres. Upright heads in the samples measure 0-17 degrees,
 * visibly tilted ones 23-44. A tilted head is a poor reference for a generator that draws upright faces:
 * accepted up to 20 degrees either way.
 */
export const MAX_ROLL_DEGREES = 20;
/**
 * Sharpness: the variance of the Laplacian (kernel 0 1 0 / 1 -4 1 / 0 1 0) of the face box in grey, scaled to
 * SHARPNESS_SIDE square so that the measure hardly depends on the photo's resolution (the same face measured
 * 257, 243 and 235 with its photo at 1x, 2x and 2.5x). Edges give large Laplacian values; blur removes them.
 * On the faces of face-api's six sample photos, each cropped as a portrait at its own resolution (21 faces
 * detected, 170-255 px wide): 34-366, the lowest (34-65) in the soft, dim party shots of samples 4 and 5, a
 * crisp phone photo (sample 6) 200-370. The same crops blurred with sharp's blur(2): 13-56. Made into
 * portraits 3x larger (faces of 550-850 px) and blurred with blur(8): 8-36 (13 of the 14 still detected
 * below 30). Threshold 30: every sample face passes, so a face about as soft as the softest is accepted;
 * a photo that was crisp to begin with needs real blur to fail (sample 6 with blur(2) measures 29-56).
 */
export const MIN_SHARPNESS = 30;
const SHARPNESS_SIDE = 128;
const LAPLACIAN = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 };

/** The user-facing error code for a report, or undefined when the face is fit for a portrait or template. */
export function judgeFace(report: FaceReport): FaceVerdict | undefined {
  if (report.faces < 1) return 'FACE_NOT_FOUND';
  if (report.faces > 1) return 'FACE_MANY';
  if (!report.frontal) return 'FACE_NOT_FRONTAL';
  if (!report.sharp) return 'FACE_BLURRY';
  return undefined;
}

interface Point {
  x: number;
  y: number;
}

const centre = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/** Yaw ratio and roll (degrees) from the 68 landmarks, and whether they are within the frontal limits. */
export function poseFromLandmarks(points: Point[]): {
  yaw: number;
  roll: number;
  frontal: boolean;
} {
  if (points.length !== 68) throw new RangeError('expected 68 landmarks');
  const left = centre(points.slice(36, 42));
  const right = centre(points.slice(42, 48));
  const nose = points[30]!;
  const eye = { x: right.x - left.x, y: right.y - left.y };
  // Eyes the wrong way round or on top of each other: upside down, or not a face seen from the front.
  if (eye.x <= 0) return { yaw: Number.NaN, roll: Number.NaN, frontal: false };
  // Measured along the eye line, so that a tilted head does not read as a turned one.
  const yaw = ((nose.x - left.x) * eye.x + (nose.y - left.y) * eye.y) / (eye.x ** 2 + eye.y ** 2);
  const roll = (Math.atan2(eye.y, eye.x) * 180) / Math.PI;
  const frontal =
    yaw >= FRONTAL_YAW.min && yaw <= FRONTAL_YAW.max && Math.abs(roll) <= MAX_ROLL_DEGREES;
  return { yaw, roll, frontal };
}

/** Faces that count: confident enough, and not tiny next to the largest one. */
function countFaces(heights: number[]): number {
  const largest = Math.max(0, ...heights);
  return heights.filter((height) => height >= largest * SECOND_FACE_RATIO).length;
}

type FaceApiModule = typeof FaceApi;
/** What is used of TensorFlow.js's engine (face-api's types list only the ops it uses itself). */
interface Engine {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  memory(): { numTensors: number; numBytes: number };
}
interface Runtime {
  api: FaceApiModule;
  engine: Engine;
  detector: FaceApi.SsdMobilenetv1;
  landmarks: FaceApi.FaceLandmark68Net;
}

/** Loaded runtimes by model folder (one in practice, '' for the package's own): kept for the process. */
const runtimes = new Map<string, Promise<Runtime>>();
/** The tail of the queue: TensorFlow.js on wasm is one engine for the process; detections wait their turn. */
let queue: Promise<unknown> = Promise.resolve();

const requireHere = createRequire(import.meta.url);
/** The weights that ship inside @vladmandic/face-api. */
export function defaultModelDir(): string {
  return join(dirname(requireHere.resolve('@vladmandic/face-api/package.json')), 'model');
}

let loadMs = 0;
/** How long the first load of the runtime and models took (0 until then). */
export const faceModelLoadMs = () => loadMs;

async function loadRuntime(modelDir: string): Promise<Runtime> {
  const started = performance.now();
  modelDir ||= defaultModelDir();
  const api = requireHere('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApiModule;
  const engine = api.tf as unknown as Engine;
  // The backend finds its .wasm beside its own JavaScript in node_modules (no setWasmPaths, no network).
  if (!(await engine.setBackend('wasm'))) throw new Error('the wasm backend did not start');
  await engine.ready();
  // Instances of our own rather than face-api's global `nets`: nothing else in the process can swap them.
  const detector = new api.SsdMobilenetv1();
  const landmarks = new api.FaceLandmark68Net();
  await detector.loadFromDisk(modelDir);
  await landmarks.loadFromDisk(modelDir);
  loadMs ||= performance.now() - started;
  return { api, engine, detector, landmarks };
}

/** The loaded runtime; a failure is reported to each caller (never thrown at load) and tried again later. */
function ready(modelDir: string): Promise<Runtime> {
  let loading = runtimes.get(modelDir);
  if (!loading) {
    loading = loadRuntime(modelDir).catch((error: unknown) => {
      runtimes.delete(modelDir);
      throw new FaceDetectionError(
        'unavailable',
        `face detection is unavailable: could not load @vladmandic/face-api on the wasm backend with ` +
          `the models in ${modelDir || "the package's model folder"} ` +
          `(${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
    });
    runtimes.set(modelDir, loading);
  }
  return loading;
}

/** The image upright, at most DETECT_SIDE on its longer side, as 8-bit RGB pixels. */
async function decode(bytes: Buffer) {
  // Loaded before the try, which reads a failure as an unreadable image.
  const sharp = await sharpModule();
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  try {
    const meta = await open().metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no size');
    const { data, info } = await open()
      .resize(DETECT_SIDE, DETECT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { open, width, height, pixels: data, small: { width: info.width, height: info.height } };
  } catch (error) {
    throw new FaceDetectionError('unreadable', `image could not be decoded: ${String(error)}`, {
      cause: error,
    });
  }
}

/** Laplacian variance of `box` (pixels of the upright image) in grey at SHARPNESS_SIDE square. */
async function sharpness(open: () => Sharp, box: FaceBox): Promise<number> {
  const sharp = await sharpModule();
  const grey = await open()
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .greyscale()
    .resize(SHARPNESS_SIDE, SHARPNESS_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  // Raw in, raw out: no JPEG step adds its own edges. `stats` reads its input, so it gets a second pipeline.
  const edges = await sharp(grey, {
    raw: { width: SHARPNESS_SIDE, height: SHARPNESS_SIDE, channels: 1 },
  })
    .convolve(LAPLACIAN)
    .raw()
    .toBuffer();
  const stats = await sharp(edges, {
    raw: { width: SHARPNESS_SIDE, height: SHARPNESS_SIDE, channels: 1 },
  }).stats();
  return (stats.channels[0]?.stdev ?? 0) ** 2;
}

async function analyse(modelDir: string, bytes: Buffer): Promise<FaceReport> {
  const { api, detector, landmarks } = await ready(modelDir);
  const image = await decode(bytes);
  const { tf } = api;
  const input = tf.tensor3d(
    Int32Array.from(image.pixels),
    [image.small.height, image.small.width, 3],
    'int32',
  );
  try {
    const found = await detector.locateFaces(
      input,
      new api.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE, maxResults: 20 }),
    );
    if (!found.length) return { faces: 0, frontal: false, sharp: false, score: 0 };
    const main = found.reduce((a, b) => (b.box.area > a.box.area ? b : a));
    const [face] = await api.extractFaceTensors(input, [main]);
    let points: Point[];
    try {
      const marks = (await landmarks.detectLandmarks(face!)) as FaceApi.FaceLandmarks68;
      points = marks.shiftBy(main.box.x, main.box.y).positions;
    } finally {
      face?.dispose();
    }
    const pose = poseFromLandmarks(points);
    // Back to pixels of the image as given, inside its bounds.
    const k = image.width / image.small.width;
    const x = Math.min(image.width - 1, Math.max(0, Math.round(main.box.x * k)));
    const y = Math.min(image.height - 1, Math.max(0, Math.round(main.box.y * k)));
    const box = {
      x,
      y,
      width: Math.max(1, Math.min(image.width - x, Math.round(main.box.width * k))),
      height: Math.max(1, Math.min(image.height - y, Math.round(main.box.height * k))),
    };
    const measured = await sharpness(image.open, box);
    return {
      faces: countFaces(found.map((detection) => detection.box.height)),
      frontal: pose.frontal,
      sharp: measured >= MIN_SHARPNESS,
      score: main.score,
      box,
      measures: { yaw: pose.yaw, roll: pose.roll, sharpness: measured },
    };
  } finally {
    input.dispose();
  }
}

export interface FaceDetector {
  /** The faces in an image. Rejects with FaceDetectionError when the runtime or the image cannot be read. */
  detect(bytes: Buffer): Promise<FaceReport>;
  /** Loads the runtime and models now (a server may warm up at start instead of on the first upload). */
  warmUp(): Promise<void>;
}

export interface FaceDetectorOptions {
  /** A folder with ssd_mobilenetv1 and face_landmark_68 weights; the package's own `model/` by default. */
  modelDir?: string;
}

/** The face detector; the models load on the first call and stay loaded for the process. */
export function createFaceDetector(options: FaceDetectorOptions = {}): FaceDetector {
  // Resolved on first use: a missing package is a rejected detection, never a failure at start.
  const modelDir = options.modelDir ?? '';
  return {
    detect(bytes) {
      const run = queue.then(() => analyse(modelDir, bytes));
      queue = run.catch(() => undefined);
      return run;
    },
    async warmUp() {
      await ready(modelDir);
    },
  };
}

/** TensorFlow.js's live tensors (the models' weights and any leak), for tests and diagnostics. */
export async function faceTensorCount(): Promise<number> {
  return (await ready('')).engine.memory().numTensors;
}
