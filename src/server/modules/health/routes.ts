import type { FastifyInstance } from 'fastify';
import { healthApi } from '@shared/api/health';
import { API_VERSION } from '@shared/api/http';
import { pingDatabase } from '../../db/client';
import { publicRoute } from '../../http/route';

export function healthRoutes(app: FastifyInstance): void {
  publicRoute(app, healthApi.health, async () => {
    await pingDatabase(app.deps.db);
    return {
      status: 'ok' as const,
      version: API_VERSION,
      database: app.deps.dbKind,
      uptime: process.uptime(),
    };
  });
}
