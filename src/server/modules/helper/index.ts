// The helper module: one-question-one-answer templates, answered through the chat engine. Its templates are
// seeded before its routes answer, so the gallery is never empty on a fresh database.
import fp from 'fastify-plugin';
import { helperRoutes } from './routes';
import { seedHelperTemplates } from './seed';

export const helperModule = fp(
  async (app) => {
    await seedHelperTemplates(app.deps.db);
    helperRoutes(app);
  },
  { name: 'helper', fastify: '5.x', dependencies: ['chat'] },
);
