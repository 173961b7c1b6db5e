// What this user may make now: every tool and image model with its price (hundredths), whether the account's
// plan locks it and whether this server can run it. Each tool's own calls are declared with the tool
// (src/shared/tools).
import * as z from 'zod/mini';
import { defineRoute } from './http';
import { TOOL_IDS } from '../tools/nav';
import { imageModelInfo } from '../tools/imagine';

/** A tool (or a variant priced apart, like `ghibli`) as this user may use it now. */
export const toolInfo = z.object({
  kind: z.enum(TOOL_IDS),
  /** The catalogue entry: the tool's id, or its variant's (`ghibli`). */
  id: z.string(),
  available: z.boolean(),
  reason: z.optional(z.string()),
  locked: z.boolean(),
  provider: z.optional(z.string()),
  price: z.int(),
});
export type ToolInfo = z.infer<typeof toolInfo>;

export const toolsApi = {
  /** Image models and tools as this user may use them now. */
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/user/imagine',
    data: z.object({ models: z.array(imageModelInfo), tools: z.array(toolInfo) }),
    auth: true,
  }),
} as const;
