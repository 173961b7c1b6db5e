// The one switch point for image providers: each configured service gets its adapter, built once at start.
// The upscaler's sharp adapter needs nothing and is always there.
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { createMidjourneyProvider } from '../midjourney/proxy';
import type { MidjourneyProvider } from '../midjourney/types';
import { createSharpUpscaler } from '../upscale/sharp-upscaler';
import { createFalProvider } from './fal';
import { createOpenAIImagesProvider } from './openai-images';
import { createReplicateProvider } from './replicate';
import type { ImageProvider } from './types';

export interface ImageProviders {
  /** The adapter of a configured provider, or TOOL_UNAVAILABLE. */
  requireImage(id: string): ImageProvider;
  requireMidjourney(): MidjourneyProvider;
}

export function createImageProviders(images: Config['images']): ImageProviders {
  const adapters = new Map<string, ImageProvider>();
  adapters.set('sharp', createSharpUpscaler({}));
  if (images.openai) adapters.set('openai-images', createOpenAIImagesProvider(images.openai));
  if (images.replicate) adapters.set('replicate', createReplicateProvider(images.replicate));
  if (images.fal) adapters.set('fal', createFalProvider(images.fal));
  const midjourney = images.midjourney ? createMidjourneyProvider(images.midjourney) : undefined;
  return {
    requireImage(id) {
      const adapter = adapters.get(id);
      if (!adapter) throw new AppError('TOOL_UNAVAILABLE', { reason: id });
      return adapter;
    },
    requireMidjourney() {
      if (!midjourney) throw new AppError('TOOL_UNAVAILABLE', { reason: 'MJ_PROXY_URL' });
      return midjourney;
    },
  };
}
