// The upscaler that needs no key: Lanczos3 resampling with sharp (libvips) on this machine. Not an AI
// upscaler (no detail is invented), the last route of the `super` tool when no upstream is configured.
//
// Memory: a 12000x12000 RGB image is 432 MB decoded. libvips streams it: with `sequentialRead` the input is
// read top to bottom and the output written strip by strip straight to a temporary file (`toFile`), so the
// decoded output never exists whole, provided the JPEG encoder streams too (JPEG_OPTIONS: sharp's default
// optimised coding holds the whole image). (`toBuffer` and sharp's stream output both gather the whole encoded
// output in libvips' memory first, then copy it into a Buffer: two copies.) The encoded file is then read
// once into the bytes the ImageProvider interface returns. Measured by bench/upscale.ts.
//
// Threads: libvips already spreads one image over every core (sharp.concurrency() defaults to the core count;
// this module leaves that process-wide setting alone). Two 144 MP upscales at once would only share the
// same cores and double the memory, so they run one at a time (`maxParallel`).
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metadata } from 'sharp';
import { MAX_INPUT_PIXELS } from '@shared/rules/image-limits';
import { sharpModule } from '../../deferred';
import {
  ProviderError,
  type ImageRequest,
  type ImageProvider,
  type ImageResult,
  type RunContext,
} from '../image/types';

/** Neither side of an output is longer than this (the product's 10x limit on a 1200 px side). */
export const MAX_OUTPUT_SIDE = 12_000;
/** The largest factor users may ask for; the smallest is anything above 1. */
export const MAX_UPSCALE = 10;

export interface UpscaledSize {
  width: number;
  height: number;
  /** The factor actually applied: smaller than asked when the output was clamped to `maxSide`. */
  scale: number;
}

/**
 * The output size for `width`x`height` enlarged `scale` times (1 < scale <= 10, fractions allowed): each side
 * rounded, then, when a side would pass `maxSide`, the factor shrunk so that the longer side is exactly
 * `maxSide` and the aspect ratio is kept. Pure, so the server can validate and quote a price before running.
 * Throws a RangeError for sizes that are not positive integers or a scale out of range.
 */
export function upscaledSize(
  width: number,
  height: number,
  scale: number,
  maxSide: number = MAX_OUTPUT_SIDE,
): UpscaledSize {
  for (const [name, value] of [
    ['width', width],
    ['height', height],
    ['maxSide', maxSide],
  ] as const) {
    if (!Number.isInteger(value) || value < 1)
      throw new RangeError(`${name} must be a positive integer`);
  }
  if (!Number.isFinite(scale) || scale <= 1 || scale > MAX_UPSCALE) {
    throw new RangeError(`scale must be above 1 and at most ${MAX_UPSCALE}`);
  }
  const long = Math.max(width, height);
  if (Math.round(long * scale) <= maxSide) {
    return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
  }
  const clamped = maxSide / long;
  const side = (value: number) =>
    value === long ? maxSide : Math.min(maxSide, Math.max(1, Math.round(value * clamped)));
  return { width: side(width), height: side(height), scale: clamped };
}

export interface SharpUpscalerOptions {
  /** Longest output side; 12000 by default. */
  maxOutputSide?: number;
  /** Inputs with more pixels are refused before decoding (a small file can claim gigapixels). */
  limitInputPixels?: number;
  /**
   * Upscales run at once in this process; more wait their turn (each 12000x12000 one takes a few hundred MB
   * and every core libvips is given). 1 by default.
   */
  maxParallel?: number;
  /** Where the output is written before it is read back; os.tmpdir() by default. */
  tmpDir?: string;
}

/** JPEG at quality 92 for opaque images (a 144 MP photo as PNG is hundreds of MB and slow to write);
 * PNG only when the input has real transparency, which JPEG cannot carry. */
const JPEG = { mime: 'image/jpeg', extension: 'jpg' } as const;
const JPEG_OPTIONS = {
  quality: 92,
  // sharp's default optimised Huffman coding makes libjpeg keep every DCT coefficient of the image until the
  // end (a second pass): 0.9 GB at 12000x12000 in 4:2:0, 1.7 GB in 4:4:4. Without it the encoder streams
  // (peak RSS about 80 MB) and the file is some 10% larger. Measured by bench/upscale.ts.
  optimiseCoding: false,
  // 4:2:0: the output's chroma is still finer than the input's (an upscale of 2x or more), and the file is
  // about a quarter smaller than 4:4:4.
  chromaSubsampling: '4:2:0',
} as const;
const PNG = { mime: 'image/png', extension: 'png' } as const;

const rejected = (message: string) => new ProviderError('rejected', 'VALIDATION', message);
const unreadable = (message: string) => new ProviderError('rejected', 'UPLOAD_REJECTED', message);

/** A tiny semaphore: `run` waits for a free slot (or the job's abort) before calling `task`. */
function limiter(slots: number) {
  let free = slots;
  const waiting: Array<() => void> = [];
  return async function run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    if (free > 0) free--;
    else {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal.reason);
        };
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        waiting.push(grant);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

export function createSharpUpscaler(options: SharpUpscalerOptions = {}): ImageProvider {
  const maxOutputSide = options.maxOutputSide ?? MAX_OUTPUT_SIDE;
  const limitInputPixels = options.limitInputPixels ?? MAX_INPUT_PIXELS;
  const directory = options.tmpDir ?? tmpdir();
  const slot = limiter(Math.max(1, options.maxParallel ?? 1));

  async function upscale(job: ImageRequest, context: RunContext): Promise<ImageResult> {
    const { signal } = context;
    // Loaded before the tries below, which read a failure as an unreadable input.
    const sharp = await sharpModule();
    const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels, sequentialRead: true });
    const input = job.images[0];
    if (!input) throw rejected('the upscaler needs one input image');
    const scale = job.extra?.scale;
    if (typeof scale !== 'number') throw rejected('extra.scale must be a number');

    let meta: Metadata;
    try {
      // Reads only the header: a pixel bomb is refused here, before a pixel is decoded.
      meta = await open(input.bytes).metadata();
    } catch (error) {
      throw unreadable(`input is not a readable image: ${String(error)}`);
    }
    if (!meta.width || !meta.height) throw unreadable('input has no size');
    if (meta.width * meta.height > limitInputPixels) throw unreadable('input has too many pixels');
    let size: UpscaledSize;
    try {
      size = upscaledSize(meta.width, meta.height, scale, maxOutputSide);
    } catch (error) {
      throw rejected((error as Error).message);
    }
    // Alpha channels that are fully opaque (screenshots, exports) do not make a PNG worth hundreds of MB:
    // `isOpaque` costs one pass over the small input.
    const transparent = meta.hasAlpha && !(await open(input.bytes).stats()).isOpaque;
    const format = transparent ? PNG : JPEG;
    signal.throwIfAborted();

    // Uploads are stored upright and without EXIF (modules/upload/check-image.ts): no rotation here.
    let image = open(input.bytes).resize(size.width, size.height, {
      kernel: 'lanczos3',
      fit: 'fill',
    });
    image = transparent
      ? image.png({ compressionLevel: 6 })
      : image.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS);
    const path = join(directory, `atrium-upscale-${randomUUID()}.${format.extension}`);
    try {
      // libvips cannot be stopped mid-image: an abort is honoured once this write ends (a few seconds).
      try {
        await image.toFile(path);
      } catch (error) {
        signal.throwIfAborted();
        throw new ProviderError('failed', 'PROVIDER_ERROR', `upscale failed: ${String(error)}`);
      }
      signal.throwIfAborted();
      const bytes = await readFile(path);
      return {
        images: [{ bytes, mime: format.mime }],
        usage: { width: size.width, height: size.height, scale: size.scale },
      };
    } finally {
      await rm(path, { force: true });
    }
  }

  return {
    id: 'sharp',
    async run(job, context) {
      context.signal.throwIfAborted();
      return slot(context.signal, async () => {
        context.signal.throwIfAborted();
        await context.progress(10);
        const result = await upscale(job, context);
        await context.progress(100);
        return result;
      });
    },
  };
}
