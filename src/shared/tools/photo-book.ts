// The photo book: one to five clear, front-facing portraits made into pages in the style of a template. Faces
// are checked on the server for the form (`detect`) and again before anything is held. Its wire name is
// `face` (the calls under /api/face).
import * as z from 'zod/mini';
import { defineRoute } from '../api/http';
import { orderCalls, taskCalls, taskClientKey } from '../api/tasks';
import { PHOTO_BOOK_PORTRAITS } from '../rules/image-limits';
import { createCall, defineTool } from './define';
import { toolNav } from './nav';
import { imageId } from './fields';

export const faceDetectBody = z.object({
  imageId,
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

export const photoBookBody = z.object({
  portraitIds: z
    .array(imageId)
    .check(z.minLength(PHOTO_BOOK_PORTRAITS.min), z.maxLength(PHOTO_BOOK_PORTRAITS.max)),
  templateId: imageId,
  clientKey: taskClientKey,
});

export const photoBookTool = defineTool({
  ...toolNav('face'),
  calls: {
    ...taskCalls('/api/face'),
    ...orderCalls('/api/face'),
    create: createCall('/api/face/post', photoBookBody),
    /** Whether an upload shows one clear, front-facing face. */
    detect: defineRoute({
      method: 'POST',
      path: '/api/face/detect',
      body: faceDetectBody,
      data: faceDetectData,
      auth: true,
    }),
  },
  uploads: ['photoBook', 'styleTemplate'],
  catalogue: [{ id: 'face', price: { kind: 'tool', tool: 'face', count: 1 } }],
});
