// The billing module: the balance and its log, prices and quotes, plans, top-ups and recharges through
// Stripe (checkout, portal, orders, the webhook), and an operator's credit grants. The admin command line
// grants and deducts through what this file exports.
import fp from 'fastify-plugin';
import { adminCreditsRoutes } from './admin-routes';
import { creditsRoutes } from './credits-routes';
import { billingRoutes } from './routes';

export { adminDeduct, adminGrant, adminLedger } from './admin-credits';

export const billingModule = fp(
  async (app) => {
    creditsRoutes(app);
    adminCreditsRoutes(app);
    await billingRoutes(app);
  },
  // tasks: the expense log names the image model each task's credits paid for.
  { name: 'billing', dependencies: ['invite', 'tasks'] },
);
