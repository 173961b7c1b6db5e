// The sign-in module: e-mail codes, Google (with the desktop app's hand-off), session renewal and sign-out.
// Sessions themselves are infrastructure (src/server/sessions): every route checks them.
import fp from 'fastify-plugin';
import { scheduleUpkeep } from '../../upkeep';
import { authRoutes } from './routes';
import { adoptPendingUserAvatars } from './users';

export const authModule = fp(
  async (app) => {
    authRoutes(app);
    // Pictures left to adopt by a process that stopped first are fetched once the server is up.
    scheduleUpkeep(app, {
      run: () =>
        adoptPendingUserAvatars(app.deps, (details, message) => app.log.warn(details, message)),
      failure: 'adopting pictures failed',
    });
  },
  { name: 'auth', dependencies: ['invite'] },
);
