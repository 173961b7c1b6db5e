// What the image adapter tests hand an adapter in the runner's place: a RunContext that records the
// progress and upstream ids it is given (and can fail or abort on cue), and input images made with sharp.
import sharp from 'sharp';
import type { InputImage, RunContext } from '../../src/server/providers/image/types';

export interface RecordingContext {
  context: RunContext;
  controller: AbortController;
  progress: number[];
  accepted: string[];
}

export function recordingContext(
  options: {
    upstreamId?: string;
    /** Aborts once `accepted` was called (an upstream job exists to cancel). */
    abortOnAccepted?: boolean;
    /** `accepted` rejects with this (the runner could not save the id). */
    acceptedError?: Error;
  } = {},
): RecordingContext {
  const controller = new AbortController();
  const progress: number[] = [];
  const accepted: string[] = [];
  const context: RunContext = {
    signal: controller.signal,
    ...(options.upstreamId ? { upstreamId: options.upstreamId } : {}),
    progress: async (percent) => {
      progress.push(percent);
    },
    accepted: async (upstreamId) => {
      accepted.push(upstreamId);
      if (options.acceptedError) throw options.acceptedError;
      if (options.abortOnAccepted) setTimeout(() => controller.abort(new Error('cancel')), 5);
    },
  };
  return { context, controller, progress, accepted };
}

/** A PNG input image of one colour; `alpha` gives it an alpha channel (a mask). */
export async function pngInput(width: number, height: number, alpha = false): Promise<InputImage> {
  const bytes = await sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 90, g: 90, b: 200 },
    },
  })
    .png()
    .toBuffer();
  return { bytes, mime: 'image/png', width, height };
}

/** Width, height and format of image bytes, read by sharp. */
export async function imageInfo(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

/** Downloads an output URL and reads it as an image. */
export async function fetchImageInfo(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return imageInfo(Buffer.from(await response.arrayBuffer()));
}
