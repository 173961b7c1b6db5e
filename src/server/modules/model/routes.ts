import type { FastifyInstance } from 'fastify';
import { modelApi } from '@shared/api/model';
import { publicRoute } from '../../http/route';
import { loadCatalog, publicModels } from './catalog';

export function modelRoutes(app: FastifyInstance): void {
  const models = publicModels(loadCatalog(app.deps.config.modelCatalog), app.deps.config.providers);
  publicRoute(app, modelApi.list, () => models);
}
