// The helper module: one-question-one-answer templates, answered through the chat engine, and the console's
// editing of them. Its templates are seeded before its routes answer, so the gallery is never empty on a fresh
// database.
import fp from 'fastify-plugin';
import { createTemplatesAdmin } from './admin-service';
import { adminTemplateRoutes, helperRoutes } from './routes';
import { seedShippedTemplates } from './seed';

export const helperModule = fp(
  async (app) => {
    await seedShippedTemplates(app.deps.db);
    helperRoutes(app);
    adminTemplateRoutes(app, createTemplatesAdmin(app.deps));
  },
  { name: 'helper', fastify: '5.x', dependencies: ['chat'] },
);
