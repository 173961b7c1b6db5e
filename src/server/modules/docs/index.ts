// The API reference, served in development only (NODE_ENV=development, as `npm run dev` sets it); the same
// reference is written to docs/api by the build.
import fp from 'fastify-plugin';
import { docsRoutes } from './routes';

export const docsModule = fp(
  async (app) => {
    if (app.deps.config.development) docsRoutes(app);
  },
  { name: 'docs' },
);
