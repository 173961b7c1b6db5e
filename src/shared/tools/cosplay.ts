// Cosplay: a portrait dressed as a preset character or one the user describes.
import * as z from 'zod/mini';
import { taskCalls, taskClientKey } from '../api/tasks';
import { createCall, defineTool } from './define';
import { toolNav } from './nav';
import { imageId, optionalPrompt } from './fields';

/** Characters offered as presets; a free description is accepted too. */
export const COSPLAY_PRESETS = [
  { id: 'knight', prompt: 'a medieval knight in shining armour' },
  { id: 'astronaut', prompt: 'an astronaut in a white space suit' },
  { id: 'wizard', prompt: 'a wizard in a starry robe with a staff' },
  { id: 'samurai', prompt: 'a samurai in traditional armour' },
  { id: 'superhero', prompt: 'a comic-book superhero with a cape' },
] as const;

export const cosplayBody = z.object({
  /** The person's photo (purpose `portrait`). */
  imageId,
  /** A preset of `COSPLAY_PRESETS`, or `custom` with `prompt`. */
  character: z.enum([...COSPLAY_PRESETS.map((preset) => preset.id), 'custom']),
  prompt: optionalPrompt,
  clientKey: taskClientKey,
});

export const cosplayTool = defineTool({
  ...toolNav('cosplay'),
  calls: { ...taskCalls('/api/cosplay'), create: createCall('/api/cosplay/post', cosplayBody) },
  uploads: ['portrait'],
  catalogue: [{ id: 'cosplay', price: { kind: 'tool', tool: 'cosplay', count: 1 } }],
});
