// The image tools beside Imagine (spec sections 3, 5, 7 and 9): the upscaler (Image super), photo books (Face),
// product images (Goods), graffiti (Doodle), cosplay and style conversion. Each creates a task (./tasks.ts).
import * as z from 'zod/mini';
import { defineRoute } from './http';
import { orderCalls, taskClientKey, taskFamily, taskView } from './tasks';
import {
  COSPLAY_PRESETS,
  DOODLE_STYLES,
  GOODS_SCENES,
  MAX_IMAGE_COUNT,
  MAX_PROMPT_CHARS,
  STYLE_PRESETS,
  UPSCALE,
} from '../imaging/options';
import { PHOTO_BOOK_PORTRAITS } from '../rules/image-limits';

const uploadId = z.uuid();
const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(MAX_PROMPT_CHARS)));

export const superCreateBody = z.object({
  /** An upload (purpose `upscaler`) or an earlier result. */
  imageId: uploadId,
  scale: z.number().check(z.gte(UPSCALE.minScale), z.lte(UPSCALE.maxScale)),
  clientKey: taskClientKey,
});

export const faceDetectBody = z.object({
  imageId: uploadId,
  /** Which rule applies: a portrait of the photo book, or the style template. */
  role: z._default(z.enum(['portrait', 'template']), 'portrait'),
});
export const faceDetectData = z.object({
  ok: z.boolean(),
  faces: z.int(),
  frontal: z.boolean(),
  sharp: z.boolean(),
  /** Why it is refused, translated, when `ok` is false. */
  code: z.optional(z.string()),
  msg: z.optional(z.string()),
});

export const facePostBody = z.object({
  portraitIds: z
    .array(uploadId)
    .check(z.minLength(PHOTO_BOOK_PORTRAITS.min), z.maxLength(PHOTO_BOOK_PORTRAITS.max)),
  templateId: uploadId,
  clientKey: taskClientKey,
});

export const goodsPostBody = z.object({
  /** The product photo (purpose `product`). */
  imageId: uploadId,
  scene: z.enum(GOODS_SCENES),
  /** A recommended background of the scene (`GOODS_BACKGROUNDS`), or the user's own background prompt. */
  backgroundId: z.optional(z.string().check(z.maxLength(64))),
  backgroundPrompt: optionalText,
  /** An optional style reference (purpose `reference`). */
  styleRefId: z.optional(uploadId),
  clientKey: taskClientKey,
});

export const doodlePostBody = z.object({
  /** The drawing (purpose `doodle`). */
  imageId: uploadId,
  style: z.enum(DOODLE_STYLES),
  prompt: optionalText,
  count: z._default(z.int().check(z.gte(1), z.lte(MAX_IMAGE_COUNT)), 1),
  clientKey: taskClientKey,
});

export const cosplayPostBody = z.object({
  /** The person's photo (purpose `portrait`). */
  imageId: uploadId,
  /** A preset of `COSPLAY_PRESETS`, or `custom` with `prompt`. */
  character: z.enum([...COSPLAY_PRESETS.map((preset) => preset.id), 'custom']),
  prompt: optionalText,
  clientKey: taskClientKey,
});

export const stylePostBody = z.object({
  /** The photo to convert (purpose `portrait`). */
  imageId: uploadId,
  styleId: z.enum(STYLE_PRESETS.map((preset) => preset.id)),
  clientKey: taskClientKey,
});

export const stylePreset = z.object({
  id: z.string(),
  available: z.boolean(),
  reason: z.optional(z.string()),
  price: z.int(),
});

const post = <B extends z.ZodMiniType>(path: string, body: B) =>
  defineRoute({ method: 'POST', path, body, data: taskView, auth: true });

export const superApi = {
  create: post('/api/image/super/create', superCreateBody),
  ...taskFamily('/api/image/super'),
} as const;

export const faceApi = {
  ...taskFamily('/api/face'),
  ...orderCalls('/api/face'),
  detect: defineRoute({
    method: 'POST',
    path: '/api/face/detect',
    body: faceDetectBody,
    data: faceDetectData,
    auth: true,
  }),
  post: post('/api/face/post', facePostBody),
} as const;

export const goodsApi = {
  ...taskFamily('/api/goods'),
  post: post('/api/goods/post', goodsPostBody),
};
export const doodleApi = {
  ...taskFamily('/api/doodle'),
  post: post('/api/doodle/post', doodlePostBody),
};
export const cosplayApi = {
  ...taskFamily('/api/cosplay'),
  post: post('/api/cosplay/post', cosplayPostBody),
};
export const styleApi = {
  ...taskFamily('/api/style'),
  post: post('/api/style/post', stylePostBody),
  /** The style presets and whether each can run now. */
  listGen: defineRoute({
    method: 'GET',
    path: '/api/style/list/gen',
    data: z.array(stylePreset),
    auth: true,
  }),
} as const;
