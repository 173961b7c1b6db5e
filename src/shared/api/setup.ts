// The operator's setup page: every service Atrium can use, whether this server has it configured and whether
// it answers now, and exactly which variables turn it on. Every one is optional; keys never leave the server.
import * as z from 'zod/mini';
import { defineRoute } from './http';

export const SETUP_AREAS = [
  'chat',
  'knowledge',
  'images',
  'payments',
  'mail',
  'signIn',
  'storage',
  'social',
] as const;
export type SetupArea = (typeof SETUP_AREAS)[number];

export const serviceStatus = z.object({
  /** The service's id (`openai`, `stripe`…); its name and what it enables are message keys under it. */
  id: z.string(),
  area: z.enum(SETUP_AREAS),
  configured: z.boolean(),
  /** Whether it answered a light request just now; null when not configured or not checked. */
  answering: z.nullable(z.boolean()),
  /** The variables that turn it on (every one is needed). */
  settings: z.array(z.string()),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;

export const setupApi = {
  /** Admins only. */
  status: defineRoute({
    method: 'GET',
    path: '/api/admin/setup',
    data: z.object({ services: z.array(serviceStatus) }),
    auth: 'admin',
  }),
} as const;
