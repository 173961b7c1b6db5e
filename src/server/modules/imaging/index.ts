// The image studio module: its routes, and the task runner's life (started when the server is ready,
// stopped at close with running tasks put back in the queue to resume).
import type { FastifyInstance } from 'fastify';
import { imagingRoutes } from './routes';
import type { ImagingService } from './service';

export function registerImaging(
  app: FastifyInstance,
  imaging: ImagingService,
  options: { runner: boolean },
): void {
  imagingRoutes(app, imaging);
  if (options.runner) app.addHook('onReady', async () => imaging.runner.start());
  app.addHook('preClose', async () => imaging.runner.stop());
}
