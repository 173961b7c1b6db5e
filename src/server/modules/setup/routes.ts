import type { FastifyInstance } from 'fastify';
import { setupApi } from '@shared/api/setup';
import { userRoute } from '../../http/route';
import { serviceStatuses } from './services';

export function setupRoutes(app: FastifyInstance): void {
  userRoute(app, setupApi.status, async () => ({
    services: await serviceStatuses(app.deps.config),
  }));
}
