// Characters: the starter set (seeded at start in both languages), the public gallery, search, and a user's
// own characters.
import fp from 'fastify-plugin';
import { rolesRoutes } from './routes';
import { seedStarterSet } from './seed';
import { adoptPendingAvatars } from './service';

export const rolesModule = fp(
  async (app) => {
    await seedStarterSet(app.deps.db);
    rolesRoutes(app);
    // Pictures left to adopt by a process that stopped first are fetched once the server is up.
    app.addHook('onReady', async () => {
      void adoptPendingAvatars(app.deps, (details, message) => app.log.warn(details, message));
    });
  },
  { name: 'roles' },
);
