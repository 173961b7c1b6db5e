import * as z from 'zod/mini';
import { defineRoute } from './http';

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    data: z.object({
      status: z.literal('ok'),
      version: z.string(),
      database: z.enum(['pglite', 'postgres']),
      uptime: z.number(),
    }),
    auth: false,
  }),
} as const;
