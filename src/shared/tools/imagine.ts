// Text to image (and image to image) with Midjourney, gpt-image/DALL-E, SDXL and Flux; Midjourney follow-ups
// pressed from a finished task's buttons; prompts translated to English.
import * as z from 'zod/mini';
import { defineRoute } from '../api/http';
import { orderCalls, taskCalls, taskClientKey, taskId } from '../api/tasks';
import { createCall, defineTool } from './define';
import { toolNav } from './nav';
import { imageId, MAX_IMAGE_COUNT, optionalPrompt, requiredPrompt } from './fields';

/** Text to image, or image to image (the reference images are the input, not a hint). */
export const IMAGINE_MODES = ['text', 'image'] as const;
export type ImagineMode = (typeof IMAGINE_MODES)[number];

/** Aspect presets; each model maps them to a size it serves. */
export const IMAGE_SIZES = ['1:1', '3:2', '2:3', '16:9', '9:16'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Stylisation strength (Midjourney `--stylize`, a prompt hint elsewhere); DALL-E takes vivid or natural. */
export const IMAGE_STYLES = ['low', 'medium', 'high', 'higher'] as const;
export const DALLE_STYLES = ['vivid', 'natural'] as const;
export const IMAGE_QUALITIES = ['low', 'medium', 'high'] as const;
export const DALLE_QUALITIES = ['standard', 'hd'] as const;

/** Midjourney `--iw` (0–3); the strength of the reference elsewhere. */
export const IMAGE_WEIGHT = { min: 0, max: 3, default: 1 } as const;
export const MAX_REFERENCES = 4;

export const imaginePostBody = z.object({
  /** An image model of the catalogue (`midjourney`, `gpt-image`, `dall-e-3`, `sdxl`, `flux-schnell`…). */
  model: z.string().check(z.minLength(1), z.maxLength(64)),
  mode: z._default(z.enum(IMAGINE_MODES), 'text'),
  prompt: requiredPrompt,
  negativePrompt: optionalPrompt,
  size: z._default(z.enum(IMAGE_SIZES), '1:1'),
  style: z.optional(z.enum([...IMAGE_STYLES, ...DALLE_STYLES])),
  quality: z.optional(z.enum([...IMAGE_QUALITIES, ...DALLE_QUALITIES])),
  imageWeight: z.optional(z.number().check(z.gte(IMAGE_WEIGHT.min), z.lte(IMAGE_WEIGHT.max))),
  /** Uploads (purpose `reference`) or earlier results: a hint in text mode, the input in image mode. */
  referenceIds: z._default(z.array(imageId).check(z.maxLength(MAX_REFERENCES)), []),
  count: z._default(z.int().check(z.gte(1), z.lte(MAX_IMAGE_COUNT)), 1),
  clientKey: taskClientKey,
});
export type ImaginePostBody = z.input<typeof imaginePostBody>;

/** A Midjourney follow-up: a button of a finished task; vary region also sends the mask and a prompt. */
export const imagineActionBody = z.object({
  taskId,
  customId: z.string().check(z.minLength(1), z.maxLength(256)),
  prompt: z.optional(requiredPrompt),
  /** An upload (purpose `mask`): white or opaque where the change goes, the size of the image. */
  maskId: z.optional(imageId),
  clientKey: taskClientKey,
});
export type ImagineActionBody = z.input<typeof imagineActionBody>;

export const translateBody = z.object({ text: requiredPrompt });
export const translateData = z.object({
  text: z.string(),
  /** False when the text was already English (nothing to undo). */
  translated: z.boolean(),
});

/** An image model as this user may use it now. */
export const imageModelInfo = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.string(),
  /** What it accepts. */
  modes: z.array(z.enum(IMAGINE_MODES)),
  sizes: z.array(z.enum(IMAGE_SIZES)),
  styles: z.array(z.string()),
  qualities: z.array(z.string()),
  negativePrompt: z.boolean(),
  imageWeight: z.boolean(),
  maxCount: z.int(),
  /** Midjourney: follow-up buttons on its results. */
  followUps: z.boolean(),
  free: z.boolean(),
  /** Locked for this account (free plan), unavailable on this server (no provider: `reason`). */
  locked: z.boolean(),
  available: z.boolean(),
  reason: z.optional(z.string()),
  /** The price of one image at the default size and quality, hundredths. */
  price: z.int(),
});
export type ImageModelInfo = z.infer<typeof imageModelInfo>;

export const imagineTool = defineTool({
  ...toolNav('imagine'),
  calls: {
    ...taskCalls('/api/imagine'),
    ...orderCalls('/api/imagine'),
    create: createCall('/api/imagine/post', imaginePostBody),
    /** A Midjourney button of a finished task, as a task of its own. */
    action: createCall('/api/imagine/image', imagineActionBody),
    translate: defineRoute({
      method: 'POST',
      path: '/api/imagine/translate',
      body: translateBody,
      data: translateData,
      auth: true,
    }),
  },
  uploads: ['reference', 'mask'],
  // The catalogue lists its models, each with its own price.
  catalogue: [],
});
