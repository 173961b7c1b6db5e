// Product images: a product photo placed in a scene (general, room, cosmetic) on a recommended background or
// one described in words, optionally in the mood of a style reference; the result keeps the photo's size.
import * as z from 'zod/mini';
import { taskCalls, taskClientKey } from '../api/tasks';
import { createCall, defineTool } from './define';
import { toolNav } from './nav';
import { imageId, optionalPrompt } from './fields';

export const GOODS_SCENES = ['general', 'room', 'cosmetic'] as const;
export type GoodsScene = (typeof GOODS_SCENES)[number];

/** Recommended backgrounds per scene: an id, and the prompt the server sends (labels are translated). */
export const GOODS_BACKGROUNDS: Record<GoodsScene, Array<{ id: string; prompt: string }>> = {
  general: [
    { id: 'studio-white', prompt: 'on a seamless white studio backdrop, soft box lighting' },
    { id: 'marble', prompt: 'on a polished white marble surface, soft daylight' },
    { id: 'wood', prompt: 'on a warm oak table, shallow depth of field' },
    { id: 'pastel', prompt: 'on a pastel podium with geometric shapes, soft shadows' },
  ],
  room: [
    { id: 'living-room', prompt: 'in a bright Scandinavian living room, natural window light' },
    { id: 'bedroom', prompt: 'on a bedside table in a calm bedroom, morning light' },
    { id: 'kitchen', prompt: 'on a modern kitchen counter, clean and bright' },
    { id: 'office', prompt: 'on a minimalist desk in a home office' },
  ],
  cosmetic: [
    { id: 'water', prompt: 'on rippled water with splashes, fresh and clean' },
    { id: 'flowers', prompt: 'among fresh pink flowers and petals, soft focus' },
    { id: 'stone', prompt: 'on wet stones with green leaves, spa mood' },
    { id: 'silk', prompt: 'on flowing champagne silk, luxurious lighting' },
  ],
};

export const goodsBody = z.object({
  /** The product photo (purpose `product`). */
  imageId,
  scene: z.enum(GOODS_SCENES),
  /** A recommended background of the scene (`GOODS_BACKGROUNDS`), or the user's own background prompt. */
  backgroundId: z.optional(z.string().check(z.maxLength(64))),
  backgroundPrompt: optionalPrompt,
  /** An optional style reference (purpose `reference`). */
  styleRefId: z.optional(imageId),
  clientKey: taskClientKey,
});

export const goodsTool = defineTool({
  ...toolNav('goods'),
  calls: { ...taskCalls('/api/goods'), create: createCall('/api/goods/post', goodsBody) },
  uploads: ['product', 'reference'],
  catalogue: [{ id: 'goods', price: { kind: 'tool', tool: 'goods', count: 1 } }],
});
