// The Models family: the chat model catalogue as the client sees it.
import * as z from 'zod/mini';
import { defineRoute } from './http';

export const modelInfo = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.enum(['openai', 'anthropic', 'openai-compatible']),
  vision: z.boolean(),
  /** Free accounts may use it. */
  free: z.boolean(),
  contextWindow: z.int(),
  maxOutput: z.int(),
  /** False when no provider is configured for it; `reason` says why (a message key). */
  available: z.boolean(),
  reason: z.optional(z.string()),
});
export type ModelInfo = z.infer<typeof modelInfo>;

export const modelApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/model/list',
    data: z.array(modelInfo),
    auth: false,
  }),
} as const;
