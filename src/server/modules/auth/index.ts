// The sign-in module: e-mail codes, Google (with the desktop app's hand-off), session renewal and sign-out.
// Sessions themselves are infrastructure (src/server/sessions): every route checks them.
import fp from 'fastify-plugin';
import { authRoutes } from './routes';

export const authModule = fp(async (app) => authRoutes(app), {
  name: 'auth',
  dependencies: ['invite'],
});
