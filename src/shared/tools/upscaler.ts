// The upscaler: an image enlarged up to 10x (at most 12000x12000), with AI where a provider is configured and
// Lanczos resampling on the server otherwise. Its wire name is `super` (the calls under /api/image/super).
import * as z from 'zod/mini';
import { taskCalls, taskClientKey } from '../api/tasks';
import { createCall, defineTool } from './define';
import { toolNav } from './nav';
import { imageId } from './fields';

export const UPSCALE = { minScale: 1.5, maxScale: 10, maxOutputSide: 12000 } as const;

export const upscalerBody = z.object({
  /** An upload (purpose `upscaler`) or an earlier result. */
  imageId,
  scale: z.number().check(z.gte(UPSCALE.minScale), z.lte(UPSCALE.maxScale)),
  clientKey: taskClientKey,
});

export const upscalerTool = defineTool({
  ...toolNav('super'),
  calls: {
    ...taskCalls('/api/image/super'),
    create: createCall('/api/image/super/create', upscalerBody),
  },
  uploads: ['upscaler'],
  catalogue: [{ id: 'super', price: { kind: 'upscale', width: 1024, height: 1024, scale: 2 } }],
});
