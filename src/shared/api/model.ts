// The Models family: the chat model catalogue as the client sees it.
import { z } from 'zod';
import { defineRoute } from './http';

export const modelInfo = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.enum(['openai', 'anthropic', 'openai-compatible']),
  vision: z.boolean(),
  /** Free accounts may use it (spec section 6). */
  free: z.boolean(),
  contextWindow: z.number().int(),
  maxOutput: z.number().int(),
  /** False when no provider is configured for it; `reason` says why (a message key). */
  available: z.boolean(),
  reason: z.string().optional(),
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
