// The admin console's own calls: users (search, an account's figures, suspend and restore, ending sessions,
// roles), the price table's versions and the audit log. Every route is `auth: 'admin'` in the contract, so the route layer refuses anyone
// else with 403 before a handler runs.
import fp from 'fastify-plugin';
import { adminModelsApi, adminPricesApi } from '@shared/api/admin-config';
import { configRoutes } from './config-routes';
import { adminRoutes } from './routes';
import { createAdminUsers } from './users-service';

export const adminModule = fp(
  async (app) => {
    adminRoutes(app, createAdminUsers(app.deps));
    configRoutes(app, adminPricesApi, app.deps.credits.book);
    configRoutes(app, adminModelsApi, app.deps.models.catalogue);
  },
  { name: 'admin' },
);
