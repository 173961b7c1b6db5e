// Custom bots: a user's own bots and their settings. Their knowledge, answers and widget build on these.
import fp from 'fastify-plugin';
import { botsRoutes } from './routes';

export const botsModule = fp(
  async (app) => {
    botsRoutes(app);
  },
  { name: 'bots' },
);
