import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthApi } from '@shared/api/health';
import { API_VERSION } from '@shared/api/http';
import { publicRoute } from '../../http/route';

export function healthRoutes(app: FastifyInstance): void {
  publicRoute(app, healthApi.health, async () => {
    await app.deps.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      version: API_VERSION,
      database: app.deps.dbKind,
      uptime: process.uptime(),
    };
  });
}
