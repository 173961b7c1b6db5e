// Style conversion: a photo redrawn in a preset style. The Ghibli style is priced apart (`ghibli`).
import * as z from 'zod/mini';
import { defineRoute } from '../api/http';
import { taskCalls, taskClientKey } from '../api/tasks';
import { createCall, defineTool } from './define';
import { toolNav } from './nav';
import { imageId } from './fields';

/** The presets (`/api/style/list/gen`): an id, and the prompt the server sends (labels are translated). */
export const STYLE_PRESETS = [
  { id: 'ghibli', prompt: 'Studio Ghibli anime style, hand-painted backgrounds, soft colours' },
  { id: 'watercolor', prompt: 'delicate watercolor painting, soft washes' },
  { id: 'pixar', prompt: '3D animated film style, expressive, warm lighting' },
  { id: 'sketch', prompt: 'pencil sketch, fine cross-hatching' },
  { id: 'oil', prompt: 'classical oil painting, rich brush strokes' },
] as const;
export type StylePresetId = (typeof STYLE_PRESETS)[number]['id'];

/** The price key of a preset: the Ghibli style has its own price. */
export const stylePriceKey = (id: StylePresetId) => (id === 'ghibli' ? 'ghibli' : 'style');

export const styleBody = z.object({
  /** The photo to convert (purpose `portrait`). */
  imageId,
  styleId: z.enum(STYLE_PRESETS.map((preset) => preset.id)),
  clientKey: taskClientKey,
});

export const stylePreset = z.object({
  id: z.string(),
  available: z.boolean(),
  reason: z.optional(z.string()),
  price: z.int(),
});

export const styleTool = defineTool({
  ...toolNav('style'),
  calls: {
    ...taskCalls('/api/style'),
    create: createCall('/api/style/post', styleBody),
    /** The presets and whether each can run now, with this user's price. */
    presets: defineRoute({
      method: 'GET',
      path: '/api/style/list/gen',
      data: z.array(stylePreset),
      auth: true,
    }),
  },
  uploads: ['portrait'],
  catalogue: [
    { id: 'style', price: { kind: 'tool', tool: 'style', count: 1 } },
    { id: 'ghibli', price: { kind: 'tool', tool: 'ghibli', count: 1 } },
  ],
});
