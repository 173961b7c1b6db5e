// The admin console's own calls: users (search, an account's figures, suspend and restore, ending sessions,
// roles), the versions of the price table and the chat and image catalogues, the audit log and the stats. Every
// route is `auth: 'admin'` in the contract, so the route layer refuses anyone else with 403 before a handler
// runs. It needs the tasks module for the image catalogue (its versions, and its costs for the stats' margins).
import fp from 'fastify-plugin';
import { adminImagesApi, adminModelsApi, adminPricesApi } from '@shared/api/admin-config';
import { configRoutes } from './config-routes';
import { adminRoutes } from './routes';
import { createAdminStats } from './stats-service';
import { createAdminUsers } from './users-service';

export const adminModule = fp(
  async (app) => {
    adminRoutes(app, {
      users: createAdminUsers(app.deps),
      stats: createAdminStats({
        db: app.deps.db,
        now: app.deps.now,
        creditsPerCent: () => app.deps.credits.prices.recharge.creditsPerCent,
        chatCost: (model) => app.deps.models.find(model)?.entry.cost,
        imageCost: (model) => app.tasks.imageModelCost(model),
      }),
    });
    configRoutes(app, adminPricesApi, app.deps.credits.book);
    configRoutes(app, adminModelsApi, app.deps.models.catalogue);
    configRoutes(app, adminImagesApi, app.tasks.imageCatalogue);
  },
  { name: 'admin', dependencies: ['tasks'] },
);
