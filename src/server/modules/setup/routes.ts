import type { FastifyInstance } from 'fastify';
import { setupApi } from '@shared/api/setup';
import { requireAdmin } from '../../http/auth';
import { userRoute } from '../../http/route';
import { serviceStatuses } from './services';

export function setupRoutes(app: FastifyInstance): void {
  userRoute(app, setupApi.status, async ({ auth }) => {
    requireAdmin(auth);
    return { services: await serviceStatuses(app.deps.config) };
  });
}
