// Characters: the starter set (seeded at start in both languages), the public gallery, search, a user's own
// characters, and the console's public characters and categories.
import fp from 'fastify-plugin';
import { scheduleUpkeep } from '../../upkeep';
import { createCategoriesAdmin } from './admin-categories';
import { createCharactersAdmin } from './admin-characters';
import { adminCharacterRoutes } from './admin-routes';
import { rolesRoutes } from './routes';
import { seedShippedStarters } from './seed';
import { adoptPendingAvatars } from './service';

export const rolesModule = fp(
  async (app) => {
    await seedShippedStarters(app.deps.db);
    rolesRoutes(app);
    adminCharacterRoutes(app, createCharactersAdmin(app.deps), createCategoriesAdmin(app.deps));
    // Pictures left to adopt by a process that stopped first are fetched once the server is up.
    scheduleUpkeep(app, {
      run: () =>
        adoptPendingAvatars(app.deps, (details, message) => app.log.warn(details, message)),
      failure: 'adopting pictures failed',
    });
  },
  { name: 'roles' },
);
