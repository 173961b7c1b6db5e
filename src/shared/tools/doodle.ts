// Graffiti: a drawing (on the board or uploaded) turned into finished art in a chosen style.
import * as z from 'zod/mini';
import { taskCalls, taskClientKey } from '../api/tasks';
import { createCall, defineTool } from './define';
import { toolNav } from './nav';
import { imageId, MAX_IMAGE_COUNT, optionalPrompt } from './fields';

export const DOODLE_STYLES = ['illustration', 'oil-painting', 'anime', 'watercolor', '3d'] as const;
export type DoodleStyle = (typeof DOODLE_STYLES)[number];

export const doodleBody = z.object({
  /** The drawing (purpose `doodle`). */
  imageId,
  style: z.enum(DOODLE_STYLES),
  prompt: optionalPrompt,
  count: z._default(z.int().check(z.gte(1), z.lte(MAX_IMAGE_COUNT)), 1),
  clientKey: taskClientKey,
});

export const doodleTool = defineTool({
  ...toolNav('doodle'),
  calls: { ...taskCalls('/api/doodle'), create: createCall('/api/doodle/post', doodleBody) },
  uploads: ['doodle'],
  catalogue: [{ id: 'doodle', price: { kind: 'tool', tool: 'doodle', count: 1 } }],
});
