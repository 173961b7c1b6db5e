import type { FastifyInstance } from 'fastify';
import { modelApi } from '@shared/api/model';
import { publicRoute } from '../../http/route';

export function modelRoutes(app: FastifyInstance): void {
  publicRoute(app, modelApi.list, () => app.deps.models.list());
}
