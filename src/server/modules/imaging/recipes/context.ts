// What the recipes share: the deps, the availability of models and tools, and the providers.
import type { Deps } from '../../../deps';
import type { ImageProviders } from '../../../providers/image';
import type { FaceDetector } from '../../face/detect';
import type { ImagingAvailability } from '../availability';

export interface RecipeContext {
  deps: Deps;
  available: ImagingAvailability;
  providers: ImageProviders;
  /** Loaded at first use (the model takes a moment and some memory). */
  faces(): FaceDetector;
}

/** How long each provider may take for one run before the task fails as timed out. */
export const PROVIDER_TIMEOUT_MS: Record<string, number> = {
  'openai-images': 5 * 60_000,
  replicate: 10 * 60_000,
  fal: 10 * 60_000,
  midjourney: 15 * 60_000,
  sharp: 3 * 60_000,
};

/** How many runs of each provider one process makes at once (the upscaler is memory-bound). */
export const PROVIDER_CONCURRENCY: Record<string, number> = {
  'openai-images': 8,
  replicate: 8,
  fal: 8,
  midjourney: 3,
  sharp: 1,
};
