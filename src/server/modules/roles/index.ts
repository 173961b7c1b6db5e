// Characters: the starter set (seeded at start in both languages), the public gallery, search, and a user's
// own characters.
import fp from 'fastify-plugin';
import { rolesRoutes } from './routes';
import { seedStarterSet } from './seed';

export const rolesModule = fp(
  async (app) => {
    await seedStarterSet(app.deps.db);
    rolesRoutes(app);
  },
  { name: 'roles' },
);
