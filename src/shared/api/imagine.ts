// The Imagine family (spec section 7): text to image and image to image with Midjourney, gpt-image/DALL-E,
// SDXL and Flux; Midjourney follow-ups from a task's buttons; prompt translation; the user's images.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';
import {
  orderCalls,
  taskClientKey,
  taskFamily,
  taskId,
  taskImage,
  taskOrder,
  taskView,
} from './tasks';
import {
  DALLE_QUALITIES,
  DALLE_STYLES,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  IMAGE_STYLES,
  IMAGE_WEIGHT,
  IMAGINE_MODES,
  MAX_IMAGE_COUNT,
  MAX_PROMPT_CHARS,
  MAX_REFERENCES,
  TASK_KINDS,
} from '../imaging/options';

const uploadId = z.uuid();
const prompt = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_PROMPT_CHARS));

export const imaginePostBody = z.object({
  /** An image model of `/api/user/imagine` (`midjourney`, `gpt-image`, `dall-e-3`, `sdxl`, `flux-schnell`…). */
  model: z.string().check(z.minLength(1), z.maxLength(64)),
  mode: z._default(z.enum(IMAGINE_MODES), 'text'),
  prompt,
  negativePrompt: z.optional(z.string().check(z.trim(), z.maxLength(MAX_PROMPT_CHARS))),
  size: z._default(z.enum(IMAGE_SIZES), '1:1'),
  style: z.optional(z.enum([...IMAGE_STYLES, ...DALLE_STYLES])),
  quality: z.optional(z.enum([...IMAGE_QUALITIES, ...DALLE_QUALITIES])),
  imageWeight: z.optional(z.number().check(z.gte(IMAGE_WEIGHT.min), z.lte(IMAGE_WEIGHT.max))),
  /** Uploads (purpose `reference`) or earlier results: a hint in text mode, the input in image mode. */
  referenceIds: z._default(z.array(uploadId).check(z.maxLength(MAX_REFERENCES)), []),
  count: z._default(z.int().check(z.gte(1), z.lte(MAX_IMAGE_COUNT)), 1),
  clientKey: taskClientKey,
});
export type ImaginePostBody = z.input<typeof imaginePostBody>;

/** A Midjourney follow-up: a button of a finished task; vary region also sends the mask and a prompt. */
export const imagineActionBody = z.object({
  taskId,
  customId: z.string().check(z.minLength(1), z.maxLength(256)),
  prompt: z.optional(prompt),
  /** An upload (purpose `mask`): white or opaque where the change goes, the size of the image. */
  maskId: z.optional(uploadId),
  clientKey: taskClientKey,
});
export type ImagineActionBody = z.input<typeof imagineActionBody>;

export const translateBody = z.object({ text: prompt });
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

/** A tool (upscaler, graffiti…) as this user may use it now. */
export const imageToolInfo = z.object({
  kind: z.enum(TASK_KINDS),
  /** `ghibli` for the Ghibli-style page, the kind otherwise. */
  id: z.string(),
  available: z.boolean(),
  reason: z.optional(z.string()),
  locked: z.boolean(),
  provider: z.optional(z.string()),
  price: z.int(),
});
export type ImageToolInfo = z.infer<typeof imageToolInfo>;

export const myImage = z.extend(taskImage, {
  taskId: z.string(),
  kind: z.enum(TASK_KINDS),
  model: z.string(),
  prompt: z.optional(z.string()),
  createdAt: z.string(),
});
export type MyImage = z.infer<typeof myImage>;

export const imagineApi = {
  ...taskFamily('/api/imagine'),
  ...orderCalls('/api/imagine'),
  post: defineRoute({
    method: 'POST',
    path: '/api/imagine/post',
    body: imaginePostBody,
    data: taskView,
    auth: true,
  }),
  image: defineRoute({
    method: 'POST',
    path: '/api/imagine/image',
    body: imagineActionBody,
    data: taskView,
    auth: true,
  }),
  translate: defineRoute({
    method: 'POST',
    path: '/api/imagine/translate',
    body: translateBody,
    data: translateData,
    auth: true,
  }),
  /** The user's image orders (every tool), newest first. */
  uorder: defineRoute({
    method: 'GET',
    path: '/api/imagine/uorder',
    query: pageQuery,
    data: pageData(taskOrder),
    auth: true,
  }),
  /** Image models and tools as this user may use them now. */
  models: defineRoute({
    method: 'GET',
    path: '/api/user/imagine',
    data: z.object({ models: z.array(imageModelInfo), tools: z.array(imageToolInfo) }),
    auth: true,
  }),
  /** Every image this user has made, newest first; `kind` narrows it to one tool. */
  myImages: defineRoute({
    method: 'GET',
    path: '/api/user/myimagegen',
    query: z.extend(pageQuery, { kind: z.optional(z.enum(TASK_KINDS)) }),
    data: pageData(myImage),
    auth: true,
  }),
} as const;
