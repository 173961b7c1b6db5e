import type { FastifyInstance } from 'fastify';
import { billingApi } from '@shared/api/billing';
import { estimateAllowance, type PriceTable } from '@shared/billing/prices';
import { publicRoute, userRoute } from '../../http/route';
import { expenseLog } from './expense-log';

export function creditsRoutes(app: FastifyInstance): void {
  const { credits, config } = app.deps;
  userRoute(app, billingApi.credits, ({ auth }) => credits.summary(auth.userId));
  userRoute(app, billingApi.expenses, ({ auth, query }) =>
    expenseLog(app.deps, app.tasks.imageModelLabel, auth.userId, query.page, query.pageSize),
  );
  userRoute(app, billingApi.quote, ({ auth, body }) => credits.quote(auth.userId, body));
  // The table in force at each request: an admin may publish a new one at any time.
  publicRoute(app, billingApi.price, () => priceView(credits.prices, Boolean(config.stripe)));
}

function priceView(table: PriceTable, paymentsEnabled: boolean) {
  return {
    currency: table.currency,
    plans: table.plans.map((plan) => ({
      ...plan,
      estimate: estimateAllowance(table, plan.credits),
    })),
    topupPacks: table.topupPacks,
    recharge: table.recharge,
    topupValidMonths: table.topupValidMonths,
    signupCredits: table.signupCredits,
    freeModels: table.freeModels,
    table,
    paymentsEnabled,
  };
}
