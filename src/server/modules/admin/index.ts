// The admin console's own calls: users (search, an account's figures, suspend and restore, ending sessions,
// roles) and the audit log. Every route is `auth: 'admin'` in the contract, so the route layer refuses anyone
// else with 403 before a handler runs.
import fp from 'fastify-plugin';
import { adminRoutes } from './routes';
import { createAdminUsers } from './users-service';

export const adminModule = fp(
  async (app) => {
    adminRoutes(app, createAdminUsers(app.deps));
  },
  { name: 'admin' },
);
